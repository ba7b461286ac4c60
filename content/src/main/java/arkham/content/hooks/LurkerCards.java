package arkham.content.hooks;

import arkham.engine.Check;
import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.Amount;
import arkham.engine.def.Board;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;
import arkham.engine.flow.CastSpell;
import arkham.engine.flow.Combat;
import arkham.engine.flow.HoldsCards;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.Status;
import arkham.engine.state.IntList;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Abilities of The Lurker at the Threshold's Common Items, Unique Items and Spells. */
final class LurkerCards {
    private LurkerCards() {
    }

    private static final String ZANTHU_SPELLS = "lurker-zanthu-spells";

    static void register(Hooks h) {
        h.card("fine-clothing", new FineClothing());
        h.card("hand-camera", new HandCamera());
        h.card("king-james-bible", new KingJamesBible());
        h.card("sledgehammer", new Sledgehammer());
        h.card("key-of-tawil-at-umr", new KeyOfTawil());
        h.card("ritual-candles", new RitualCandles());
        h.card("staff-of-the-pharaoh", new StaffOfThePharaoh());
        // Zanthu Tablets: a tome (2 movement points, Lore -2); a pass draws 5 Spells to keep 1 (the others go
        // back on top or at the bottom, in his order) and uses it up, a failure costs 1 Sanity
        h.effect(ZANTHU_SPELLS, (g, player, arg) -> ZanthuSpells.draw(g, player));
        h.card("zanthu-tablets", new ItemAbilities.Tome(2, -2, 1, new Effect.Hook(ZANTHU_SPELLS, null),
                new Effect.Lose(Stat.SANITY, Amount.of(1))));
        h.card("call-down-the-storm", new CallDownTheStorm());
        h.card("control-gate", new ControlGate());
        h.card("curse-of-darkness", new CurseOfDarkness());
        h.card("intervene", new Intervene());
        h.card("plumb-the-void", new PlumbTheVoid());
        h.card("sigil-of-hermes-trismegistus", new Sigil());
    }

    /** The investigator's cards with this hook. */
    static IntList owned(Game g, int player, String hook) {
        IntList r = new IntList();
        IntList cs = g.inv[player].cards;
        for (int k = 0; k < cs.size(); k++) if (hook.equals(g.content.cardOf(cs.get(k)).hook())) r.add(cs.get(k));
        return r;
    }

    /** Whether a card with this hook is exhausted and marked (a token) as having taken effect. */
    static boolean inEffect(Game g, int player, String hook) {
        IntList cs = owned(g, player, hook);
        for (int k = 0; k < cs.size(); k++) if (g.exhausted[cs.get(k)] && g.cardTokens[cs.get(k)] > 0) return true;
        return false;
    }

    /** A place's neighbourhood (its street), or -1 outside Arkham's streets and locations. */
    static int neighbourhood(Game g, int place) {
        return place >= 0 && g.board.inArkham(place) ? g.board.street(place) : -1;
    }

    /** Fine Clothing: +1 to skill checks in the Arkham Encounters Phase; discarded on any Stamina loss. */
    static final class FineClothing implements Hooks.CardAbility {
        @Override
        public int checkModifier(Game g, int player, CheckType type) {
            // special checks already include their base skill's modifier
            return !type.isSpecial() && g.phase == Phase.ARKHAM_ENCOUNTERS && g.board.inArkham(g.inv[player].place) ? 1 : 0;
        }

        @Override
        public void afterLoss(Game g, int player, Stat stat, int amount) {
            if (stat != Stat.STAMINA) return;
            IntList cs = owned(g, player, "fine-clothing");
            for (int k = 0; k < cs.size(); k++) g.discard(player, cs.get(k));
        }
    }

    /** Hand Camera: after gaining Clue tokens, it may be discarded for one more and one for another investigator. */
    static final class HandCamera implements Hooks.CardAbility {
        @Override
        public void afterGain(Game g, int player, Stat stat, int amount) {
            if (stat != Stat.CLUES || g.phase == Phase.SETUP) return;
            IntList cs = owned(g, player, "hand-camera");
            if (!cs.isEmpty()) g.push(new CameraShot(player, cs.get(0)));
        }
    }

    /** Whether to discard the Hand Camera now, and who else gains the Clue token. */
    record CameraShot(int player, int card) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (g.cardWhere[card] != player) return null;
            List<Choice> options = new ArrayList<>();
            options.add(new Choice(Target.PASS, "keep", "Keep the Hand Camera", -1));
            for (int q = 0; q < g.players; q++) {
                if (q == player || g.inv[q].eliminated) continue;
                options.add(new Choice(Target.investigator(Act.CHOOSE, q), "camera:" + q, "Discard the Hand Camera: 1 Clue token for you and for " + g.nameOf(q), q));
            }
            if (options.size() == 1) options.add(new Choice(Target.investigator(Act.CHOOSE, player), "camera:self", "Discard the Hand Camera for 1 Clue token", player));
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Hand Camera?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) return;
            g.discard(player, card);
            g.gain(player, Stat.CLUES, 1);
            if (c.value() != player) g.gain(c.value(), Stat.CLUES, 1);
        }
    }

    /**
     * King James Bible: in movement, exhaust and 2 movement points for 1 Sanity and +1 to Horror
     * checks; a token on the card marks the bonus, which ends when the card is refreshed.
     */
    static final class KingJamesBible implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return !g.exhausted[card] && ItemAbilities.moving(g, player, when, 2);
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Read the King James Bible (2 movement points): 1 Sanity, +1 to Horror checks this turn";
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.exhausted[card] = true;
            g.cardTokens[card] = 1;
            g.inv[player].movePoints -= 2;
            g.gain(player, Stat.SANITY, 1);
        }

        @Override
        public int checkModifier(Game g, int player, CheckType type) {
            return type == CheckType.HORROR && inEffect(g, player, "king-james-bible") ? 1 : 0;
        }
    }

    /** Sledgehammer: a monster fought with it held has 1 less toughness (the engine keeps it at least 1). */
    static final class Sledgehammer implements Hooks.CardAbility {
        @Override
        public int combatToughness(Game g, int player, int monster) {
            IntList held = g.inv[player].held;
            for (int k = 0; k < held.size(); k++) if ("sledgehammer".equals(g.content.cardOf(held.get(k)).hook())) return -1;
            return 0;
        }
    }

    /** Key of Tawil At'Umr: never delayed; discard in movement to go to an Other World or back to Arkham. */
    static final class KeyOfTawil implements Hooks.CardAbility {
        @Override
        public boolean preventsDelay(Game g, int player) {
            return true;
        }

        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            int place = g.inv[player].place;
            return when == Hooks.Timing.MOVEMENT ? g.board.inArkham(place) && g.inv[player].movePoints >= 0
                    : when == Hooks.Timing.OTHER_WORLD_MOVEMENT && g.board.isOtherWorld(place);
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return g.board.isOtherWorld(g.inv[player].place) ? "Discard the Key of Tawil At'Umr to return to Arkham"
                    : "Discard the Key of Tawil At'Umr to go to an Other World";
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.discard(player, card);
            g.push(new KeyJourney(player));
        }
    }

    /** Where the Key takes its owner: any Other World from Arkham; from an Other World, a gate back to it. */
    record KeyJourney(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            int here = g.inv[player].place;
            if (g.board.isOtherWorld(here)) {
                int world = g.board.world(here);
                for (int place = 0; place < g.board.size(); place++) {
                    if (MovementStep.leadsBack(g, player, place, world)) {
                        options.add(new Choice(Target.gate(Act.RETURN, place), "gate:" + place, "Return through the gate at " + g.board.name(place), place));
                    }
                }
                if (options.isEmpty()) {
                    Status.lostInTimeAndSpace(g, player);
                    return null;
                }
                return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.RETURN_THROUGH_GATE, "Key of Tawil At'Umr: return where?", options, Map.of());
            }
            for (Board.OtherWorld w : g.board.worlds()) {
                if (g.worldInPlay(w.id())) options.add(new Choice(Target.world(Act.ENTER, w.id()), "world:" + w.id(), "Go to " + w.name(), -1 - w.id()));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Key of Tawil At'Umr: go to which Other World?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() >= 0) {
                MovementStep.returnTo(g, player, c.value());
                return;
            }
            Board.OtherWorld w = g.board.otherWorld(-1 - c.value());
            g.moveInvestigator(player, w.firstArea());
            g.inv[player].movePoints = -1;
            g.log("move", player, g.nameOf(player) + " goes to " + w.name());
        }
    }

    /**
     * Ritual Candles: lit in movement (a token on the card), one more token each Upkeep, discarded
     * at 4; while lit, every investigator has +2 to Spell checks.
     */
    static final class RitualCandles implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            // the card asks only for the Movement Phase: in an Other World too
            boolean moving = when == Hooks.Timing.MOVEMENT && g.inv[player].movePoints >= 0 || when == Hooks.Timing.OTHER_WORLD_MOVEMENT;
            return moving && g.cardTokens[card] == 0;
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Light the Ritual Candles";
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.cardTokens[card] = 1;
        }

        @Override
        public boolean hasUpkeep() {
            return true;
        }

        @Override
        public void upkeep(Game g, int player, int card) {
            if (g.cardTokens[card] == 0) return;
            if (++g.cardTokens[card] >= 4) g.discard(player, card);
        }

        /** The count of Upkeeps the candles have burned does not wait for a new owner's second Upkeep. */
        @Override
        public void firstUpkeep(Game g, int player, int card) {
            upkeep(g, player, card);
        }

        @Override
        public boolean reachesOthersChecks() {
            return true;
        }

        @Override
        public int sharedCheckModifier(Game g, int owner, int card, int player, CheckType type) {
            return type == CheckType.SPELL && g.cardTokens[card] > 0 ? 2 : 0;
        }
    }

    /**
     * Staff of the Pharaoh (a two-handed magical weapon): exhaust it to cast a Spell as if both
     * hands were free. In combat it is an action for combat spells that do not fit in the free
     * hands; the spell is then held beyond the two hands. Spells with their own casting moment
     * (Intervene, Bind Monster, Red Sign) use it through {@link #handsFree} and {@link #takeHands}.
     */
    static final class StaffOfThePharaoh implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return when == Hooks.Timing.COMBAT && !g.exhausted[card] && !staffSpells(g, player).isEmpty();
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Exhaust the Staff of the Pharaoh to cast a Spell as if both hands were free";
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.exhausted[card] = true;
            g.push(new StaffCast(player));
        }
    }

    /** Combat spells ready to cast that need more hands than are free. */
    static IntList staffSpells(Game g, int player) {
        IntList r = new IntList();
        var i = g.inv[player];
        int free = SpellAbilities.freeHands(g, player);
        for (int k = 0; k < i.cards.size(); k++) {
            int c = i.cards.get(k);
            var d = g.content.cardOf(c);
            if (d.isCombatSpell() && !i.held.contains(c) && d.hands() > free
                    && (CastSpell.castable(g, player, c) || CastSpell.aidAvailable(g, player, c))) r.add(c);
        }
        return r;
    }

    /** Which spell the Staff of the Pharaoh casts, and how: paying and rolling, or with the Herald's aid. */
    record StaffCast(int player) implements Step {
        private static final int AIDED = 1_000_000;

        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            IntList spells = staffSpells(g, player);
            List<Choice> options = new ArrayList<>();
            for (int k = 0; k < spells.size(); k++) {
                int c = spells.get(k);
                String name = g.content.cardOf(c).name();
                if (CastSpell.castable(g, player, c)) options.add(new Choice(Target.card(Act.CAST, c), "cast:" + c, "Cast " + name, c));
                if (CastSpell.aidAvailable(g, player, c)) {
                    options.add(new Choice(Target.card(Act.CAST_AIDED, c), "aid:" + c, "Cast " + name + " with the Herald's aid", AIDED + c));
                }
            }
            if (options.isEmpty()) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Staff of the Pharaoh: cast which Spell?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() >= AIDED) g.push(new CastSpell(player, c.value() - AIDED, false, true));
            else g.push(new CastSpell(player, c.value(), false));
        }
    }

    /** A ready Staff of the Pharaoh of the investigator, or -1. */
    static int readyStaff(Game g, int player) {
        IntList cs = owned(g, player, "staff-of-the-pharaoh");
        for (int k = 0; k < cs.size(); k++) if (!g.exhausted[cs.get(k)]) return cs.get(k);
        return -1;
    }

    /** Whether the spell's hands are free, or a ready Staff of the Pharaoh lets it be cast as if they were. */
    static boolean handsFree(Game g, int player, int spell) {
        return SpellAbilities.freeHands(g, player) >= g.content.cardOf(spell).hands() || readyStaff(g, player) >= 0;
    }

    /** Casting the spell takes its hands: when they are not free, the Staff of the Pharaoh is exhausted instead. */
    static void takeHands(Game g, int player, int spell) {
        if (SpellAbilities.freeHands(g, player) >= g.content.cardOf(spell).hands()) return;
        int staff = readyStaff(g, player);
        g.exhausted[staff] = true;
        if (g.logging()) g.log("spell", player, g.nameOf(player) + " exhausts the Staff of the Pharaoh to cast "
                + g.content.cardOf(spell).name());
    }

    /** Marks a spell as having taken effect (a token) when its casting roll passed. */
    record TakesEffect(int card, int token) implements Step {
        @Override
        public Question run(Game g) {
            if (g.lastPassed) g.cardTokens[card] = token;
            return null;
        }
    }

    /**
     * Call Down the Storm: cast in Arkham movement for +2 to every investigator's Combat checks in
     * the neighbourhood until the end of the phase. The token is the neighbourhood plus one. It
     * takes one of its caster's hands: in each of his combats there it is held from the start
     * (and helps him only while he holds it).
     */
    static final class CallDownTheStorm implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return when == Hooks.Timing.MOVEMENT && neighbourhood(g, g.inv[player].place) >= 0
                    && InvestigatorCards.canCast(g, player, card);
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.cardTokens[card] = 0;
            InvestigatorCards.cast(g, player, card, new TakesEffect(card, neighbourhood(g, g.inv[player].place) + 1));
        }

        @Override
        public boolean reachesOthersChecks() {
            return true;
        }

        @Override
        public int sharedCheckModifier(Game g, int owner, int card, int player, CheckType type) {
            if (type != CheckType.COMBAT || !storming(g, card, player)) return 0;
            return player != owner || g.inv[owner].held.contains(card) ? 2 : 0;
        }

        @Override
        public void startOfCombat(Game g, int player, int monster) {
            IntList cs = owned(g, player, "call-down-the-storm");
            for (int k = 0; k < cs.size(); k++) if (storming(g, cs.get(k), player)) g.inv[player].held.add(cs.get(k));
        }

        /** Whether the storm cast with this card rages this phase where the investigator is. */
        private static boolean storming(Game g, int card, int player) {
            int here = neighbourhood(g, g.inv[player].place);
            return g.phase == Phase.MOVEMENT && here >= 0 && g.exhausted[card] && g.cardTokens[card] == here + 1;
        }
    }

    /** Control Gate: in movement, a gate marker of the caster's choice from the stack replaces an open gate. */
    static final class ControlGate implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            // cast in the Movement Phase, wherever the caster is (unlike Plumb the Void, not only in Arkham)
            return (when == Hooks.Timing.MOVEMENT || when == Hooks.Timing.OTHER_WORLD_MOVEMENT) && g.openGates() > 0
                    && !g.gateStack.isEmpty() && InvestigatorCards.canCast(g, player, card);
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            InvestigatorCards.cast(g, player, card, new ControlGateChoice(player, card, -1));
        }
    }

    /** Which marker from the stack ({@code marker} -1), then which open gate it replaces. */
    record ControlGateChoice(int player, int card, int marker) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (marker < 0 && !g.lastPassed) return null;
            List<Choice> options = new ArrayList<>();
            if (marker < 0) {
                List<Integer> kinds = new ArrayList<>();
                for (int k = 0; k < g.gateStack.size(); k++) {
                    int m = g.gateStack.get(k);
                    if (kinds.contains(g.content.gateKind[m])) continue;
                    kinds.add(g.content.gateKind[m]);
                    var d = g.content.gateOf(m);
                    options.add(new Choice(Target.gateMarker(Act.CHOOSE, m), "marker:" + m, g.board.otherWorld(d.world()).name() + " (" + d.modifier() + ")", m));
                }
                return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Control Gate: which gate marker?", options, Map.of());
            }
            for (int place = 0; place < g.board.size(); place++) {
                if (g.gateAt[place] >= 0) options.add(new Choice(Target.gate(Act.CHOOSE, place), "gate:" + place, "Replace the gate at " + g.board.name(place), place));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Control Gate: replace which gate?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (marker < 0) {
                g.push(new ControlGateChoice(player, card, c.value()));
                return;
            }
            int place = c.value();
            int old = g.gateAt[place];
            g.gateStack.remove(marker);
            g.gateStack.add(old);
            g.gateWhere[old] = Game.STACK;
            g.gateAt[place] = marker;
            g.gateWhere[marker] = place;
            g.rng.shuffle(g.gateStack);
            g.discard(player, card);
            g.log("gate", player, "The gate at " + g.board.name(place) + " now leads to "
                    + g.board.otherWorld(g.content.gateOf(marker).world()).name());
        }
    }

    /**
     * Curse of Darkness: cast in any phase (Upkeep, movement, combat, before an Arkham encounter) to
     * send a monster in the neighbourhood to the Outskirts. A monster the caster is fighting may be
     * chosen: gone from his area, that combat ends.
     */
    static final class CurseOfDarkness implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return when != Hooks.Timing.OTHER_WORLD_MOVEMENT && !monstersNear(g, player).isEmpty()
                    && InvestigatorCards.canCast(g, player, card);
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            InvestigatorCards.cast(g, player, card, new CurseTarget(player, card));
        }
    }

    /** Monsters in the investigator's neighbourhood (its street and locations). */
    static IntList monstersNear(Game g, int player) {
        IntList r = new IntList();
        int street = neighbourhood(g, g.inv[player].place);
        if (street < 0) return r;
        for (int m = 0; m < g.monsterWhere.length; m++) {
            int w = g.monsterWhere[m];
            if (w >= 0 && neighbourhood(g, w) == street) r.add(m);
        }
        return r;
    }

    record CurseTarget(int player, int card) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            IntList near = monstersNear(g, player);
            if (!g.lastPassed || near.isEmpty()) return null;
            List<Choice> options = new ArrayList<>();
            for (int k = 0; k < near.size(); k++) {
                int m = near.get(k);
                options.add(new Choice(Target.monster(Act.CHOOSE, m), "monster:" + m, g.monster(m).name() + " at " + g.board.name(g.monsterWhere[m]), m));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Curse of Darkness: which monster?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.discard(player, card);
            int outskirts = g.board.outskirts();
            g.monsterWhere[c.value()] = outskirts;
            g.log("outskirts", player, g.monster(c.value()).name() + " is sent to the Outskirts");
            // as when the monster limit sends one there: too many and they all return to the cup
            if (g.monstersIn(outskirts) > g.outskirtsLimit()) {
                for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] == outskirts) g.returnToCup(m);
                g.log("outskirts", -1, "The Outskirts overflow: their monsters return to the cup");
                g.raiseTerror(1);
            }
        }
    }

    /** Casts a spell in place of rolling a check; a successful cast adds dice to the check, which is then made. */
    record BoostedCheck(Check check, int bonus) implements Step {
        @Override
        public int owner() {
            return check.player();
        }

        @Override
        public Question run(Game g) {
            int mod = check.modifier() + (g.lastPassed ? bonus : 0);
            g.push(check.withModifier(mod));
            return null;
        }
    }

    /** A spell cast before a check, its owner's own or another investigator's, when {@link #canAidCheck} allows. */
    abstract static class AidingSpell implements Hooks.CardAbility {
        @Override
        public boolean canPassCheck(Game g, int player, int card, Check check) {
            return canAidCheck(g, player, card, check);
        }

        @Override
        public boolean reachesOthersChecks() {
            return true;
        }
    }

    /**
     * Intervene: cast and exhaust before any investigator's Combat check (its owner's or another's)
     * for +3 to it. It takes both of its caster's hands: he casts it with both hands free (or with
     * the Staff of the Pharaoh), and in his own combat it is then held.
     */
    static final class Intervene extends AidingSpell {
        @Override
        public boolean canAidCheck(Game g, int owner, int card, Check check) {
            return check.type() == CheckType.COMBAT && handsFree(g, owner, card) && InvestigatorCards.canCast(g, owner, card);
        }

        @Override
        public String passLabel(Game g, int player, int card) {
            return "Cast Intervene first (+3 if it succeeds)";
        }

        @Override
        public void passCheck(Game g, int player, int card, Check check) {
            takeHands(g, player, card);
            if (player == check.player()) g.inv[player].held.add(card);
            InvestigatorCards.cast(g, player, card, new BoostedCheck(check, 3));
        }
    }

    /** Sigil of Hermes Trismegistus: cast and exhaust before anyone's check to close a gate (its owner's or another's) for +2. */
    static final class Sigil extends AidingSpell {
        @Override
        public boolean canAidCheck(Game g, int owner, int card, Check check) {
            return (check.type() == CheckType.FIGHT || check.type() == CheckType.LORE) && closingGate(g, check.player())
                    && InvestigatorCards.canCast(g, owner, card);
        }

        @Override
        public String passLabel(Game g, int player, int card) {
            return "Cast the Sigil of Hermes Trismegistus first (+2 if it succeeds)";
        }

        @Override
        public void passCheck(Game g, int player, int card, Check check) {
            InvestigatorCards.cast(g, player, card, new BoostedCheck(check, 2));
        }
    }

    /** In the Arkham Encounters Phase, a Fight or Lore check at an explored open gate is the closing check. */
    static boolean closingGate(Game g, int player) {
        var i = g.inv[player];
        return g.phase == Phase.ARKHAM_ENCOUNTERS && i.explored && g.gateAt[i.place] >= 0;
    }

    /** Plumb the Void: cast in Arkham movement to bring an investigator back from an Other World. */
    static final class PlumbTheVoid implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return when == Hooks.Timing.MOVEMENT && g.board.inArkham(g.inv[player].place) && !inOtherWorlds(g).isEmpty()
                    && InvestigatorCards.canCast(g, player, card);
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            InvestigatorCards.cast(g, player, card, new PlumbChoice(player, card, -1));
        }
    }

    static IntList inOtherWorlds(Game g) {
        IntList r = new IntList();
        for (int q = 0; q < g.players; q++) if (!g.inv[q].eliminated && g.board.isOtherWorld(g.inv[q].place)) r.add(q);
        return r;
    }

    /** Whom Plumb the Void brings back ({@code target} -1), then where: a gate to his world or the caster's place. */
    record PlumbChoice(int player, int card, int target) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            if (target < 0) {
                if (!g.lastPassed) return null;
                IntList qs = inOtherWorlds(g);
                for (int k = 0; k < qs.size(); k++) options.add(new Choice(Target.investigator(Act.CHOOSE, qs.get(k)), "investigator:" + qs.get(k), g.nameOf(qs.get(k)), qs.get(k)));
                // whoever was in an Other World when it was cast may have come back meanwhile
                if (options.isEmpty()) return null;
                return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Plumb the Void: bring back whom?", options, Map.of());
            }
            int world = g.board.world(g.inv[target].place);
            for (int place = 0; place < g.board.size(); place++) {
                int gate = g.gateAt[place];
                if (gate >= 0 && g.content.gateOf(gate).leadsTo(world)) {
                    options.add(new Choice(Target.gate(Act.RETURN, place), "gate:" + place, "To the gate at " + g.board.name(place) + " (explored)", place));
                }
            }
            int here = g.inv[player].place;
            options.add(new Choice(Target.place(Act.RETURN, here), "caster", "To " + g.board.name(here), -1 - here));
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Plumb the Void: bring " + g.nameOf(target) + " where?",
                    options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (target < 0) {
                g.push(new PlumbChoice(player, card, c.value()));
                return;
            }
            g.discard(player, card);
            if (c.value() >= 0) {
                MovementStep.returnTo(g, target, c.value());
            } else {
                g.moveInvestigator(target, -1 - c.value());
                g.log("move", target, g.nameOf(target) + " is brought back to " + g.board.name(-1 - c.value()));
            }
        }
    }

    /**
     * Zanthu Tablets' reward: 5 Spells drawn (more where a card adds draws), 1 kept; the others go
     * one by one, in the order he chooses, on top of the Spell deck or at its bottom (the last
     * put on top is the next drawn). {@code kept}: whether the Spell to keep is chosen yet.
     */
    record ZanthuSpells(int player, List<Integer> drawn, boolean kept) implements Step, HoldsCards {
        static void draw(Game g, int player) {
            int n = 5;
            for (arkham.engine.Modifiers m : g.modifiers(player)) n += m.extraDraws(g, player, Deck.SPELL);
            List<Integer> drawn = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                int c = g.drawCard(Deck.SPELL);
                if (c < 0) break;
                g.cardWhere[c] = Game.DRAWN;
                drawn.add(c);
            }
            g.push(new ZanthuSpells(player, List.copyOf(drawn), false));
        }

        @Override
        public List<Integer> heldCards() {
            return drawn;
        }

        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (drawn.isEmpty()) return null;
            List<Choice> options = new ArrayList<>();
            for (int c : drawn) {
                String name = g.content.cardOf(c).name();
                if (!kept) {
                    options.add(new Choice(Target.card(Act.KEEP, c), "keep:" + c, "Keep " + name, c));
                } else {
                    options.add(new Choice(Target.card(Act.TOP, c), "top:" + c, "Put " + name + " on top of the Spell deck", c));
                    options.add(new Choice(Target.card(Act.BOTTOM, c), "bottom:" + c, "Put " + name + " at the bottom of the Spell deck", -1 - c));
                }
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, kept ? Purpose.EFFECT_CHOICE : Purpose.KEEP_CARDS, kept ? "Zanthu Tablets: return the Spells"
                    : "Zanthu Tablets: keep which Spell?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            int card = c.value() >= 0 ? c.value() : -1 - c.value();
            List<Integer> rest = new ArrayList<>(drawn);
            rest.remove(Integer.valueOf(card));
            if (!kept) {
                g.giveCard(player, card);
            } else {
                g.cardWhere[card] = Game.IN_DECK;
                if (c.value() >= 0) g.deck(Deck.SPELL).add(card);
                else g.deck(Deck.SPELL).insert(0, card);
            }
            g.push(new ZanthuSpells(player, List.copyOf(rest), true));
        }
    }
}
