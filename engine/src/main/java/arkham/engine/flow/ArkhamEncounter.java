package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.CheckType;
import arkham.engine.def.Stat;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One investigator's Arkham Encounters Phase (rulebook p.8-9). At a location with no gate: a
 * location special ability or an encounter from the neighbourhood deck (shuffled first). At a
 * gate: drawn through, or, with an explored marker, close it (Lore or Fight plus the gate's
 * modifier; then seal it for 5 Clues) or seal it with an elder sign. A gate that moved into a
 * street (a Lurker Moving gate) is met there the same way, but can only be closed, never sealed.
 */
public record ArkhamEncounter(int player, Stage stage) implements Step {
    public enum Stage { START, CLOSE_LORE, CLOSE_FIGHT, AFTER_CLOSE }

    private static final int ENCOUNTER = -1;
    private static final int PASS = -2;
    private static final int CLOSE_LORE = -3;
    private static final int CLOSE_FIGHT = -4;
    private static final int ABILITY = 100_000;
    private static final int ELDER_SIGN = 200_000;
    /** The reason of a check to close a gate (what the log and the question say; {@code Queries.checkClosesGate} reads it). */
    public static final String CLOSE_REASON = "close the gate";

    @Override
    public int owner() {
        return player;
    }

    @Override
    public Question run(Game g) {
        Investigator i = g.inv[player];
        if (i.encountersOver || i.eliminated) return null;
        if (g.board.isStreet(i.place) && g.gateAt[i.place] < 0) return streetAbilities(g, i.place);
        if (!g.board.isLocation(i.place) && !g.board.isStreet(i.place)) return null;
        int place = i.place;
        int gate = g.gateAt[place];
        if (stage == Stage.AFTER_CLOSE) {
            if (!g.lastPassed) {
                if (g.logging()) g.log("gate", player, g.nameOf(player) + " fails to close the gate");
                Gates.failedClose(g, player, place);
                return null;
            }
            int cost = sealCost(g, player);
            int stand = EffectStep.clueStandIns(g, player).size();
            if (cost >= 0 && i.clues + stand >= cost) {
                List<Choice> options = new ArrayList<>();
                options.add(new Choice(Target.PASS, "no", "Just close it", 0));
                if (i.clues >= cost) options.add(new Choice(Target.gate(Act.SEAL, place), "yes", "Seal it (" + cost + " Clue tokens)", 1));
                if (stand > 0) {
                    int used = Math.min(stand, cost);
                    options.add(new Choice(Target.gate(Act.SEAL_WITH_CARDS, place), "yes-cards", "Seal it (" + arkham.engine.Words.count(used, "card") + " standing in for Clue tokens, "
                            + (cost - used) + " Clue tokens)", 2));
                }
                return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.SEAL, "The gate is closed. Spend " + cost + " Clue tokens to seal it?",
                        options, Map.of("clues", i.clues));
            }
            Gates.close(g, player, place, false);
            return null;
        }
        if (gate >= 0) {
            if (!i.explored) {
                Gates.drawThrough(g, player, place);
                return null;
            }
            int mod = closeModifier(g, player, place);
            int need = closeDifficulty(g, player, place);
            List<Choice> options = new ArrayList<>();
            options.add(Choice.lazy(Target.check(Act.CLOSE, CheckType.LORE), "close:lore", CLOSE_LORE, () -> "Close the gate with a Lore (" + signed(mod) + ")" + checkLabel(need)));
            options.add(Choice.lazy(Target.check(Act.CLOSE, CheckType.FIGHT), "close:fight", CLOSE_FIGHT, () -> "Close the gate with a Fight (" + signed(mod) + ")" + checkLabel(need)));
            for (int k = 0; k < i.cards.size() && sealCost(g, player) >= 0; k++) {
                int c = i.cards.get(k);
                if (g.content.cardOf(c).has("elder-sign")) {
                    options.add(new Choice(Target.card(Act.SEAL, c), "elder-sign:" + c, "Seal the gate with the " + g.content.cardOf(c).name()
                            + " (1 Sanity, 1 Stamina)", ELDER_SIGN + c));
                    break;
                }
            }
            options.add(new Choice(Target.PASS, "pass", "Leave the gate open for now", PASS));
            String at = g.board.name(place);
            return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.CLOSE_OR_SEAL, () -> "Explored gate at " + at, options,
                    () -> Map.of("gateModifier", mod));
        }
        List<Choice> options = new ArrayList<>();
        String at = g.board.name(place);
        options.add(Choice.lazy(Target.place(Act.ENCOUNTER, place), "encounter", ENCOUNTER, () -> "Have an encounter at " + at));
        List<String> ids = g.content.locationAbilityIds(place);
        for (int k = 0; k < ids.size() && !abilitiesBarred(g, place); k++) {
            Hooks.LocationAbility a = g.content.hooks.locationAbility(ids.get(k));
            if (a.available(g, player)) options.add(Choice.lazy(Target.ability(place, k), "ability:" + ids.get(k), ABILITY + k, a::label));
        }
        return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.LOCATION_ENCOUNTER, () -> "Encounter at " + at, options);
    }

    /** Whether something in play keeps the location's special abilities from being used now (Tsathoggua's Malaise). */
    private boolean abilitiesBarred(Game g, int place) {
        for (arkham.engine.Modifiers m : g.modifiers(player, arkham.engine.Modifiers.Hook.BARS_LOCATION_ABILITIES)) if (m.barsLocationAbilities(g, player, place)) return true;
        return false;
    }

    private static String checkLabel(int successes) {
        return successes > 1 ? " [" + successes + "] check" : " check";
    }

    @Override
    public void answer(Game g, Choice c) {
        Investigator i = g.inv[player];
        int place = i.place;
        if (stage == Stage.AFTER_CLOSE) {
            if (c.value() == 1) {
                i.clues -= sealCost(g, player);
                Gates.close(g, player, place, true);
            } else if (c.value() == 2) {
                int cost = sealCost(g, player);
                for (int card : EffectStep.clueStandIns(g, player)) {
                    if (cost == 0) break;
                    g.discard(player, card);
                    cost--;
                }
                i.clues -= cost;
                Gates.close(g, player, place, true);
            } else {
                Gates.close(g, player, place, false);
            }
            return;
        }
        int v = c.value();
        if (v == ENCOUNTER) {
            g.push(new LocationEncounter(player, place));
        } else if (v == CLOSE_LORE || v == CLOSE_FIGHT) {
            int mod = closeModifier(g, player, place);
            g.then(SkillCheck.of(player, v == CLOSE_LORE ? CheckType.LORE : CheckType.FIGHT, mod, closeDifficulty(g, player, place),
                    CLOSE_REASON),
                    new ArkhamEncounter(player, Stage.AFTER_CLOSE));
        } else if (v >= ELDER_SIGN) {
            int card = v - ELDER_SIGN;
            g.boxCard(player, card);
            g.elderSignsPlayed++;
            if (g.doom > 0) g.doom--;
            if (g.logging()) g.log("gate", player, g.nameOf(player) + " uses an elder sign");
            Gates.close(g, player, place, true);
            g.lose(player, Stat.SANITY, 1);
            g.lose(player, Stat.STAMINA, 1);
        } else if (v >= ABILITY) {
            String id = g.content.locationAbilityIds(place).get(v - ABILITY);
            g.content.hooks.locationAbility(id).use(g, player);
        }
    }

    /**
     * In a street there is no encounter, but abilities offered there (by Environments and Rumors)
     * may be used, or not.
     */
    private Question streetAbilities(Game g, int street) {
        List<Choice> options = new ArrayList<>();
        List<String> ids = g.content.locationAbilityIds(street);
        for (int k = 0; k < ids.size(); k++) {
            Hooks.LocationAbility a = g.content.hooks.locationAbility(ids.get(k));
            if (a.available(g, player)) options.add(Choice.lazy(Target.ability(street, k), "ability:" + ids.get(k), ABILITY + k, a::label));
        }
        if (options.isEmpty()) return null;
        options.add(0, new Choice(Target.PASS, "pass", "Do nothing here", PASS));
        return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.STREET_ABILITY, "In the streets of " + g.board.name(street), options, Map.of());
    }

    /** Clue tokens needed to seal after closing (5 and what is in play), or -1 when sealing is not allowed. */
    public static int sealCost(Game g, int player) {
        if (!Gates.sealable(g, g.inv[player].place)) return -1;
        int cost = 5;
        for (arkham.engine.Modifiers m : g.modifiers(player)) {
            if (m.preventsSealing(g, player)) return -1;
            cost += m.sealCost(g, player);
        }
        return cost;
    }

    /** The gate's printed modifier plus what is in play. */
    public static int closeModifier(Game g, int player, int place) {
        int mod = g.content.gateOf(g.gateAt[place]).modifier();
        for (arkham.engine.Modifiers m : g.modifiers(player, arkham.engine.Modifiers.Hook.CLOSE_MODIFIER)) mod += m.closeModifier(g, player, place);
        return mod;
    }

    /** Successes needed to close a gate: 1 plus what is in play. */
    public static int closeDifficulty(Game g, int player, int place) {
        int d = 1;
        for (arkham.engine.Modifiers m : g.modifiers(player, arkham.engine.Modifiers.Hook.CLOSE_DIFFICULTY)) d += m.closeDifficulty(g, player, place);
        return Math.max(1, d);
    }

    private static String signed(int n) {
        return n >= 0 ? "+" + n : Integer.toString(n);
    }

    /** Draws a card of the location's neighbourhood deck (shuffled before every draw) and resolves its entry. */
    public record LocationEncounter(int player, int place) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            int street = g.board.street(place);
            int[] deck = g.locationDeck(street);
            if (deck.length == 0) {
                if (g.logging()) g.log("encounter", player, "No location cards for " + g.board.name(street));
                return null;
            }
            int draws = Math.min(deck.length, 1 + EncounterCards.extraCards(g, player, false));
            List<Integer> cards = new ArrayList<>();
            while (cards.size() < draws) cards.add(EncounterCards.drawLocationCard(g, street, deck, cards));
            if (cards.size() > 1) {
                g.push(new ChooseEncounter(player, place, List.copyOf(cards), false));
                return null;
            }
            g.push(new DrawnEncounter(player, place, cards.get(0), false));
            return null;
        }

    }
}
