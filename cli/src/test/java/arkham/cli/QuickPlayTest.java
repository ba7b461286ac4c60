package arkham.cli;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Setup;
import arkham.engine.def.Board;
import arkham.engine.flow.MovementStep;
import arkham.engine.state.IntList;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 28 §4: a terminal game that is quick to play - go, reach during a move, odds with what is in hand, a compact board, Dunwich. */
class QuickPlayTest {
    /** A one-player core game stopped at the start of Michael McGlen's Arkham movement at the place, with these points. */
    static Game moving(String place, int points) {
        Game g = Game.create(ContentLoader.core(), new Setup(1, List.of("Michael McGlen"), "Yig", false, 5,
                Setup.Options.DEFAULT.withPlanning(false)), true);
        while (g.phase == Phase.SETUP) g.answer(g.question().id(), 0, g.question().option(0).id());
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.board.inArkham(g.monsterWhere[m])) g.monsterWhere[m] = Game.CUP;
        Arrays.fill(g.gateAt, -1);
        IntList cs = new IntList(g.inv[0].cards);
        for (int k = 0; k < cs.size(); k++) g.discard(0, cs.get(k));
        g.inv[0].place = g.board.id(place);
        g.inv[0].clues = 0;
        g.phase = Phase.MOVEMENT;
        g.begin(new MovementStep(0));
        g.inv[0].movePoints = points;
        g.begin(new MovementStep.ArkhamMove(0));
        g.drainEvents();
        return g;
    }

    static int monster(Game g, String name, int place) {
        int kind = g.content.monsterId(name);
        for (int m = 0; m < g.monsterWhere.length; m++) {
            if (g.monsterWhere[m] == Game.CUP && g.content.monsterKind[m] == kind) {
                g.monsterWhere[m] = place;
                return m;
            }
        }
        throw new AssertionError("no " + name + " in the cup");
    }

    static int give(Game g, String card) {
        int c = g.takeFromDeck(g.content.cardId(card));
        g.giveCard(0, c);
        return c;
    }

    /** Plays the typed lines at this game; the transcript. */
    static String type(Game g, String lines) {
        StringWriter out = new StringWriter();
        PrintWriter w = new PrintWriter(out);
        HotSeat seat = new HotSeat(g, List.of(), LineInput.plain(new BufferedReader(new StringReader(lines)), w), w, true,
                Path.of(PlayTest.AUTOSAVE.toString()), Map.of());
        try {
            seat.run();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        w.flush();
        return out.toString();
    }

    /** Two places joined by two cheapest ways (two points) through different streets: {from, to, via1, via2}. */
    static int[] twoWays(Board b) {
        for (int from : b.streets()) {
            for (int a : b.adjacent(from)) {
                for (int c : b.adjacent(from)) {
                    if (a >= c || !b.isStreet(a) || !b.isStreet(c) || b.outsideArkham(a) || b.outsideArkham(c)) continue;
                    for (int to : b.adjacent(a)) {
                        if (to == from || b.outsideArkham(to)) continue;
                        boolean direct = false;
                        for (int x : b.adjacent(from)) direct |= x == to;
                        boolean viaC = false;
                        for (int x : b.adjacent(c)) viaC |= x == to;
                        if (!direct && viaC) return new int[] {from, to, a, c};
                    }
                }
            }
        }
        throw new AssertionError("no two equal ways on the board");
    }

    @Test
    void goMovesAlongTheCheapestWayAndEndsMovementThere() {
        Game g = moving("Newspaper", 4);
        String out = type(g, "go curiositie\nquit\n");
        assertTrue(out.contains("Going to Curiositie Shoppe via Northside: 2 movement points of 4."), out);
        assertTrue(out.contains("moves to Northside") && out.contains("moves to Curiositie Shoppe"), out);
        assertEquals(g.board.id("Curiositie Shoppe"), g.inv[0].place);
        assertTrue(g.phase != Phase.MOVEMENT || !HotSeat.isMovement(g.question()), "movement ended there: " + g.question().prompt());
    }

    @Test
    void goAsksOnlyWhatTheRulesAskOnTheWay() {
        Game g = moving("Newspaper", 4);
        int northside = g.board.id("Northside");
        monster(g, "Zombie", northside);
        g.forcedDice.addAll(new int[] {6, 6, 6, 6, 6, 6});
        String out = type(g, "go curiositie\n1\nquit\n");
        assertTrue(out.contains("on the way: Zombie at Northside (the game asks about each)"), out);
        // the engine's own question about the Zombie is the one thing asked
        assertTrue(out.contains("Monsters at Northside: evade or fight each"), out);
        assertTrue(out.contains("evades the Zombie"), out);
        assertEquals(g.board.id("Curiositie Shoppe"), g.inv[0].place, out);
    }

    @Test
    void equalWaysThatMeetDifferentMonstersAreThePlayersChoice() {
        Game probe = moving("Newspaper", 4);
        int[] w = twoWays(probe.board);
        Board b = probe.board;
        Game g = moving(b.name(w[0]), 4);
        monster(g, "Zombie", w[2]);
        monster(g, "Cultist", w[3]);
        g.forcedDice.addAll(new int[] {6, 6, 6, 6, 6, 6});
        String to = b.name(w[1]);
        String out = type(g, "go " + to + "\ngo " + to + " via " + b.name(w[3]) + "\n1\nquit\n");
        assertTrue(out.contains("meet different monsters on the way:"), out);
        assertTrue(out.contains("via " + b.name(w[2]) + " (Zombie at " + b.name(w[2]) + ")"), out);
        assertTrue(out.contains("via " + b.name(w[3]) + " (Cultist at " + b.name(w[3]) + ")"), out);
        assertTrue(out.contains("moves to " + b.name(w[3])) && !out.contains("moves to " + b.name(w[2])), out);
        assertEquals(w[1], g.inv[0].place, out);
        // with a monster on one way only, the other is taken without asking
        Game h = moving(b.name(w[0]), 4);
        monster(h, "Zombie", w[2]);
        String quiet = type(h, "go " + to + "\nquit\n");
        assertFalse(quiet.contains("meet different monsters"), quiet);
        assertTrue(quiet.contains("Going to " + to + " via " + b.name(w[3])), quiet);
    }

    @Test
    void goSaysWhyNot() {
        Game g = moving("Newspaper", 1);
        String out = type(g, "go Independence Square\ngo Nowhere Town\ngo Newspaper\ngo\nquit\n");
        assertTrue(out.contains("Independence Square is 3 movement points away; you have 1 left"), out);
        assertTrue(out.contains("No place here is named 'Nowhere Town'."), out);
        assertTrue(out.contains("You are at Newspaper already"), out);
        assertTrue(out.contains("go needs a place"), out);
        assertEquals(g.board.id("Newspaper"), g.inv[0].place);
    }

    @Test
    void reachCountsTheMovementPointsLeftDuringAMove() {
        Game g = moving("Newspaper", 3);
        // one step by hand: option 2 is the move to Northside
        String out = type(g, "reach\n2\nreach\nquit\n");
        assertTrue(out.contains("at Newspaper has 3 movement points left"), out);
        assertTrue(out.contains("at Northside has 2 movement points left"), out);
        String second = out.substring(out.indexOf("at Northside has 2"));
        assertFalse(second.contains("3: "), "nothing listed beyond the 2 points left: " + second);
    }

    @Test
    void oddsCountTheWeaponsInHandAndTheSkillCardsClueDice() {
        Game g = moving("Newspaper", 3);
        give(g, "Rifle");
        g.inv[0].clues = 2;
        String out = type(g, "odds combat\nodds lore +0 2\nquit\n");
        String combat = out.substring(out.indexOf("> odds combat"), out.indexOf("> odds lore"));
        assertTrue(combat.contains("Taking up: Rifle (+5)"), combat);
        assertFalse(combat.contains(" 0%"), combat);
        Game h = moving("Newspaper", 3);
        h.inv[0].clues = 2;
        String plain = type(h, "odds lore +0 2\nquit\n");
        give(h, "Lore");
        String skill = type(h, "odds lore -1 2\nquit\n");
        assertTrue(skill.contains("each Clue token buys 2 dice"), skill);
        // the same dice before tokens (the card's +1 against the -1), more with the tokens
        assertTrue(percent(skill, "spending up to 2 Clue tokens") > percent(plain, "spending up to 2 Clue tokens"), plain + skill);
        assertEquals(percent(plain, "without Clue tokens"), percent(skill, "without Clue tokens"), plain + skill);
    }

    private static int percent(String out, String row) {
        int at = out.indexOf(row);
        assertTrue(at >= 0, row + " in " + out);
        String line = out.substring(at, out.indexOf('\n', at));
        return Integer.parseInt(line.replaceAll(".*?(\\d+)%.*", "$1"));
    }

    @Test
    void oddsAloneGiveThePendingChecksOdds() {
        Game g = moving("Newspaper", 3);
        int northside = g.board.id("Northside");
        monster(g, "Zombie", northside);
        g.inv[0].clues = 1;
        // to Northside, then leave it: the Zombie's Evade check fails [1 1 1...], and the Clue offer asks
        g.forcedDice.addAll(new int[] {1, 1, 1, 1, 1, 1, 1, 1});
        String out = type(g, "2\n2\n1\nodds\nquit\n");
        assertTrue(out.contains("to pass from here, playing on well:"), out);
    }

    @Test
    void oddsAloneBeforeAMonsterGiveEvadeAndFight() {
        Game g = moving("Northside", 3);
        monster(g, "Zombie", g.board.id("Northside"));
        give(g, "Rifle");
        // ending the movement here: the engine asks to evade or fight the Zombie
        String out = type(g, "1\nodds\nquit\n");
        assertTrue(out.contains("Monsters at Northside: evade or fight each"), out);
        String odds = out.substring(out.indexOf("> odds"));
        assertTrue(odds.contains("Zombie: evade ") && odds.contains("win a round of combat ") && odds.contains("with Rifle"), odds);
    }

    @Test
    void theBoardIsCompactAndATurnShowsWhatChanged() {
        String out = PlayTest.play("1\n".repeat(60) + "board\nboard full\nboard sideways\nquit\n", "--players", "2", "--seed", "4").out();
        int turn2 = out.indexOf("== Turn 2,");
        assertTrue(turn2 > 0, out);
        String turn2Board = out.substring(turn2, out.indexOf("\n-- ", turn2));
        assertFalse(turn2Board.contains("Clues: ") && out.substring(0, turn2).contains(turn2Board.substring(turn2Board.indexOf("Clues: "))),
                "an unchanged line is not shown again");
        String board = out.substring(out.indexOf("> board\n"), out.indexOf("> board full"));
        assertTrue(board.lines().count() < 16, "a line per subject: " + board);
        assertTrue(board.contains("1 each at"), "Clue tokens in short: " + board);
        String full = out.substring(out.indexOf("> board full"), out.indexOf("> board sideways"));
        assertTrue(full.contains("Investigators:") && full.contains("cards: "), full);
        assertTrue(out.contains("board takes nothing, or 'full'."), out);
    }

    @Test
    void dunwichShowsItsTrackVorticesAndTrain() {
        String out = PlayTest.play("status\nboard\nquit\n", "--seed", "3", "--dunwich").out();
        String status = out.substring(out.indexOf("> status"), out.indexOf("> board"));
        assertTrue(status.contains("Dunwich Horror track") && status.contains(" / 3 "), status);
        assertTrue(status.contains("Monsters in Dunwich"), status);
        String board = out.substring(out.indexOf("> board"));
        assertTrue(board.contains("Dunwich Horror track: 0/3"), board);
        assertTrue(board.contains("Vortices: ") && board.contains("Vortex"), board);
        assertTrue(board.contains("Train: Train Station (Arkham) <-> "), board);
        String core = PlayTest.play("status\nboard\nquit\n", "--seed", "3").out();
        assertFalse(core.contains("Dunwich Horror track") || core.contains("Vortices"), "none of it without the Dunwich board");
    }

    @Test
    void longLinesWrapAtWordBoundaries() {
        String line = "  1. Darrell Simmons @ Newspaper: Sanity 4/4, Stamina 6/6, $4, 1 Clue | Speed 3, Sneak 2, Fight 3, Will 3";
        String wrapped = Wrapping.wrap(line, 40);
        for (String l : wrapped.split("\n")) assertTrue(l.length() <= 40, l);
        assertTrue(wrapped.split("\n")[1].startsWith("    "), "continued lines indented past the line's own: " + wrapped);
        assertEquals(line.replaceAll("\\s+", " ").strip(), wrapped.replaceAll("\\s+", " ").strip(), "no word lost or cut");
        assertEquals(line, Wrapping.wrap(line, 0), "no width: as it is");
    }

    @Test
    void completionOffersTheNamesACommandTakes() {
        Game g = moving("Newspaper", 3);
        HotSeat seat = new HotSeat(g, List.of(), LineInput.plain(new BufferedReader(new StringReader("")), new PrintWriter(new StringWriter())),
                new PrintWriter(new StringWriter()), false, null, Map.of());
        assertTrue(seat.arguments("card").containsAll(List.of("Shotgun", "Yig", "Michael McGlen", "Zombie", "Heat Wave")));
        assertTrue(seat.arguments("go").contains("Independence Square"));
        assertTrue(seat.arguments("sheet").contains("Michael McGlen"));
        assertTrue(seat.arguments("odds").containsAll(List.of("combat", "lore", "evade")));
        assertTrue(HotSeat.COMMANDS.containsAll(List.of("go", "board", "odds", "reach", "card", "quit")));
        List<String> listed = new ArrayList<>();
        for (String c : HotSeat.COMMANDS) if (HotSeat.HELP.contains("  " + c)) listed.add(c);
        assertEquals(HotSeat.COMMANDS, listed, "every command completed is in the help");
    }
}
