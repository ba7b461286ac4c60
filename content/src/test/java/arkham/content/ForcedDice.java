package arkham.content;

/** Dice sequences tests force on a game. */
final class ForcedDice {
    private ForcedDice() {
    }

    /** n ones and then a six: a check passes with one die more than n, fails with n or fewer. */
    static int[] onesThenSix(int n) {
        int[] dice = new int[n + 1];
        java.util.Arrays.fill(dice, 1);
        dice[n] = 6;
        return dice;
    }
}
