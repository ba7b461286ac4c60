package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Outcome;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.AncientOneDef;
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The final battle (rulebook p.20, 22). On awakening: investigators lost in time and space are
 * devoured, cards that end on awakening and the Environment and Rumor are discarded, the doom track is filled and any start of
 * battle ability resolves. Each round: investigators have a full Upkeep but for income (FAQ Q36),
 * the first player marker passes left, they may trade wherever they stand, each investigator
 * attacks (successes accumulate; each time they reach the number of players, eliminated ones
 * included, plus any Bound Allies on the Ancient One, a doom token comes off and the tally resets,
 * or with the FAQ option {@code battleSuccessesCarryOver} keeps what is left over), and
 * then the Ancient One attacks, unless an investigator, asked in turn order, discards a card that
 * cancels the whole attack for this round. No doom left: the investigators win; all devoured: they lose.
 */
public record FinalBattle(Stage stage, int index) implements Step {
    public enum Stage { AWAKEN, ROUND_START, ATTACKS, ANCIENT_ONE_ATTACKS }

    @Override
    public Question run(Game g) {
        AncientOneDef ao = g.ancientOneDef();
        Hooks.AncientOne hooks = g.ancientOneHooks();
        switch (stage) {
            case AWAKEN -> {
                g.phase = Phase.FINAL_BATTLE;
                g.awakened = true;
                if (g.logging()) g.log("awaken", -1, ao.name() + " awakens!");
                for (int p = 0; p < g.players; p++) {
                    Investigator i = g.inv[p];
                    if (!i.eliminated && i.place == g.board.lostInTimeAndSpace()) Status.devour(g, p);
                }
                for (arkham.engine.Modifiers m : g.modifiers(-1)) m.awakening(g);
                for (int p = 0; p < g.players; p++) {
                    IntList cs = new IntList(g.inv[p].cards);
                    for (int k = 0; k < cs.size(); k++) {
                        if (g.content.cardOf(cs.get(k)).has("discard-on-awakening")) g.discard(p, cs.get(k));
                    }
                }
                if (g.environment() >= 0) MythosStep.leave(g, g.environment());
                if (g.rumor() >= 0) MythosStep.leave(g, g.rumor());
                g.doom = ao.doomTrack();
                if (ao.combatRating() == null) {
                    if (g.logging()) g.log("awaken", -1, ao.name() + " cannot be fought: the world is destroyed");
                    g.win(Outcome.LOSS_DEVOURED);
                    return null;
                }
                if (g.activePlayers() == 0) {
                    g.win(Outcome.LOSS_DEVOURED);
                    return null;
                }
                g.push(new FinalBattle(Stage.ROUND_START, 0));
                if (hooks != null) hooks.startOfBattle(g);
                return null;
            }
            case ROUND_START -> {
                if (g.activePlayers() == 0) {
                    g.win(Outcome.LOSS_DEVOURED);
                    return null;
                }
                g.battleRound++;
                if (g.logging()) g.log("battle", -1, "Final battle, round " + g.battleRound);
                int[] order = g.turnOrder();
                g.push(new FinalBattle(Stage.ATTACKS, 0));
                passFirstPlayer(g);
                // then they may trade as if all in one place (p.22), each in the new turn order
                int[] next = g.turnOrder();
                for (int k = next.length - 1; k >= 0; k--) g.push(new Trade.Window(next[k]));
                for (int k = order.length - 1; k >= 0; k--) {
                    Investigator i = g.inv[order[k]];
                    i.held.clear();
                    i.castOk.clear();
                    g.push(new UpkeepStep(order[k], UpkeepStep.Stage.REFRESH, 0));
                }
                return null;
            }
            case ATTACKS -> {
                int[] order = g.turnOrder();
                if (index >= order.length) {
                    g.push(new FinalBattle(Stage.ANCIENT_ONE_ATTACKS, 0));
                    return null;
                }
                g.push(new FinalBattle(Stage.ATTACKS, index + 1));
                g.push(new Attack(order[index], false));
                return null;
            }
            case ANCIENT_ONE_ATTACKS -> {
                // index: the first investigator in turn order not yet asked about cancelling the attack
                int[] order = g.turnOrder();
                for (int k = index; k < order.length; k++) {
                    List<Choice> cancels = cancellingCards(g, order[k]);
                    if (cancels.isEmpty()) continue;
                    if (k > index) {
                        g.push(new FinalBattle(Stage.ANCIENT_ONE_ATTACKS, k));
                        return null;
                    }
                    cancels.add(0, new Choice(Target.PASS, "attack", "Let " + ao.name() + " attack", -1));
                    return new Question(order[k], QuestionKind.CHOOSE_ONE, Purpose.CANCEL_ATTACK, ao.name() + " is about to attack", cancels,
                            Map.of("ancientOne", ao.name()));
                }
                g.push(new FinalBattle(Stage.ROUND_START, 0));
                if (g.logging()) g.log("battle", -1, ao.name() + " attacks");
                if (hooks != null) hooks.attack(g);
                return null;
            }
            default -> throw new IllegalStateException();
        }
    }

    /** The investigator's cards that may be discarded to cancel the Ancient One's attack this round. */
    private static List<Choice> cancellingCards(Game g, int player) {
        List<Choice> options = new ArrayList<>();
        IntList cs = g.inv[player].cards;
        for (int k = 0; k < cs.size(); k++) {
            int c = cs.get(k);
            Hooks.CardAbility a = g.content.cardAbility(c);
            if (a != null && a.cancelsAncientOneAttack(g, player, c)) {
                options.add(new Choice(Target.card(Act.CANCEL, c), "cancel:" + c, "Discard " + g.content.cardOf(c).name() + " to cancel the attack", c));
            }
        }
        return options;
    }

    @Override
    public void answer(Game g, Choice c) {
        if (c.value() < 0) {
            g.push(new FinalBattle(Stage.ANCIENT_ONE_ATTACKS, index + 1));
            return;
        }
        int player = g.turnOrder()[index];
        if (g.logging()) g.log("battle", player, g.nameOf(player) + " discards " + g.content.cardOf(c.value()).name()
                + ": " + g.ancientOneDef().name() + " does not attack this round");
        g.discard(player, c.value());
        g.push(new FinalBattle(Stage.ROUND_START, 0));
    }

    private static void passFirstPlayer(Game g) {
        for (int k = 1; k <= g.players; k++) {
            int q = (g.first + k) % g.players;
            if (!g.inv[q].eliminated) {
                g.first = q;
                return;
            }
        }
    }

    /** One investigator's attack: ready weapons and spells, then a Combat check whose successes add up. */
    public record Attack(int player, boolean rolled) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            AncientOneDef ao = g.ancientOneDef();
            Investigator i = g.inv[player];
            if (i.eliminated) return null;
            if (rolled) {
                // Dynamite, Holy Water, Powder of Ibn-Ghazi: used up by this attack as by any Combat check
                Combat.useUp(g, player);
                g.battleSuccesses += g.lastSuccesses;
                int needed = successesPerDoomToken(g);
                if (g.logging()) g.log("battle", player, g.nameOf(player) + " scores " + arkham.engine.flow.SkillCheck.successes(g.lastSuccesses) + "; the tally is "
                        + g.battleSuccesses + " of " + needed);
                boolean carryOver = g.setup.options().faq().battleSuccessesCarryOver();
                while (g.battleSuccesses >= needed && g.doom > 0) {
                    // the rulebook resets the tally at each doom token (p.22); the FAQ (Q37) carries the rest over
                    g.battleSuccesses = carryOver ? g.battleSuccesses - needed : 0;
                    g.doom--;
                    if (g.logging()) g.log("battle", -1, "A doom token is removed from " + ao.name() + " (" + g.doom + " left)");
                    if (g.doom <= 0) g.win(Outcome.WIN_BANISHED);
                }
                return null;
            }
            List<Choice> options = new ArrayList<>();
            int bonus = bonus(g);
            int attackDice = Math.max(0, g.checkValue(player, CheckType.COMBAT) + ao.combatRating() + bonus);
            options.add(Choice.lazy(Target.plain(Act.ATTACK), "attack", -1, () -> "Attack: " + attackDice + " dice"));
            int freeForWeapon = Combat.freeHands(g, player, false);
            int freeForSpell = Combat.freeHands(g, player, true);
            for (int k = 0; k < i.cards.size(); k++) {
                int c = i.cards.get(k);
                CardDef d = g.content.cardOf(c);
                if (i.held.contains(c) || d.hands() <= 0 || d.hands() > (d.isSpell() ? freeForSpell : freeForWeapon) || g.exhausted[c]) continue;
                if (d.isWeapon()) options.add(Choice.lazy(Target.card(Act.HOLD, c), "hold:", c, c, () -> "Use " + d.name()));
                else if (d.isCombatSpell() && CastSpell.castable(g, player, c))
                    options.add(Choice.lazy(Target.card(Act.CAST, c), "cast:", c, 100_000 + c, () -> "Cast " + d.name()));
            }
            int tally = g.battleSuccesses;
            int doom = g.doom;
            return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.BATTLE_ATTACK, () -> "Attack " + ao.name(), options,
                    () -> Map.of("ancientOne", ao.name(), "tally", tally, "doom", doom));
        }

        /** One success per player, eliminated ones included, plus what is in play adds (Bound Allies). */
        static int successesPerDoomToken(Game g) {
            int n = g.players;
            for (arkham.engine.Modifiers m : g.modifiers(-1)) n += m.doomTokenSuccesses(g);
            return n;
        }

        private int bonus(Game g) {
            AncientOneDef ao = g.ancientOneDef();
            return Combat.weaponBonus(g, player, ao.physicalResistance(), ao.physicalImmunity(),
                    ao.magicalResistance(), ao.magicalImmunity());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == -1) {
                g.then(SkillCheck.counting(player, CheckType.COMBAT, g.ancientOneDef().combatRating() + bonus(g), 1,
                        "attack " + g.ancientOneDef().name()), new Attack(player, true));
            } else if (c.value() >= 100_000) {
                g.then(new CastSpell(player, c.value() - 100_000, false), this);
            } else {
                g.inv[player].held.add(c.value());
                g.push(this);
            }
        }
    }
}
