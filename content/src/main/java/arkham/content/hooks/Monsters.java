package arkham.content.hooks;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.Board;
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.def.Skill;
import arkham.engine.def.Stat;
import arkham.engine.flow.Combat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Gates;
import arkham.engine.flow.Harm;
import arkham.engine.flow.Knockout;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.Status;
import arkham.engine.state.IntList;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Monster special abilities printed on the markers (rulebook p.15, 24), plus the worshipper
 * rules of the Ancient Ones that change a monster's damage or what happens when it is defeated.
 * Hook ids are the monster names in lower case with dashes.
 */
final class Monsters {
    private Monsters() {
    }

    static void register(Hooks h) {
        h.monster("chthonian", new Chthonian());
        h.monster("hound-of-tindalos", new HoundOfTindalos());
        h.monster("nightgaunt", new Nightgaunt());
        h.monster("dimensional-shambler", new DimensionalShambler());
        h.monster("elder-thing", new ElderThing());
        h.monster("maniac", new Maniac());
        h.monster("mi-go", new MiGo());
        h.monster("warlock", new Warlock());
        h.monster("cultist", new Cultist());
        h.monster("dark-young", new DarkYoung());
        h.monster("the-black-man", new BlackMan());
        h.monster("the-bloated-woman", new BloatedWoman());
        h.monster("the-dark-pharaoh", new DarkPharaoh());
        h.monster("haunter-of-the-dark", new HaunterOfTheDark());
    }

    /** Ends what the investigator was doing (the combat, his movement or encounter) after he is sent away. */
    static void endActivity(Game g, int p) {
        g.interrupt(p);
    }

    /** Instead of moving, a die: on 4-6 every investigator in Arkham loses 1 Stamina. */
    static final class Chthonian implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "Instead of moving, it rolls a die: on 4-6 every investigator in Arkham loses 1 Stamina.";
        }

        @Override
        public void move(Game g, int monster) {
            int roll = g.die();
            g.logRoll("monster", -1, "The Chthonian stirs (rolled " + roll + ")");
            // Shudde M'ell's worshippers hurt on 2-6 (his sheet)
            if (roll < (AncientOnes.is(g, "shudde-mell") ? 2 : 4)) return;
            for (int p = 0; p < g.players; p++) {
                if (!g.inv[p].eliminated && g.board.inArkham(g.inv[p].place)) Harm.harm(g, p, Stat.STAMINA, 1);
            }
        }
    }

    /**
     * Moves straight to the nearest investigator standing at an Arkham location (not St. Mary's
     * Hospital, not Arkham Asylum); among equally near ones, to the lowest Sneak, and with a tie there too the
     * first player picks (FAQ Q31, as for flying monsters); with none it stays.
     */
    static final class HoundOfTindalos implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "Moves straight to the nearest investigator at a location in Arkham (not St. Mary's Hospital or Arkham Asylum),"
                    + " the lowest Sneak among equally near ones; with none, it stays.";
        }

        @Override
        public void move(Game g, int monster) {
            int[] dist = distances(g, g.monsterWhere[monster]);
            int best = Integer.MAX_VALUE;
            int sneak = Integer.MAX_VALUE;
            List<Integer> targets = new ArrayList<>();
            int hospital = g.board.find("St. Mary's Hospital");
            int asylum = g.board.find("Arkham Asylum");
            for (int p = 0; p < g.players; p++) {
                int at = g.inv[p].place;
                if (g.inv[p].eliminated || !g.board.isLocation(at) || at == hospital || at == asylum || dist[at] < 0) continue;
                int s = g.skill(p, Skill.SNEAK);
                if (dist[at] < best || (dist[at] == best && s < sneak)) {
                    best = dist[at];
                    sneak = s;
                    targets.clear();
                }
                if (dist[at] == best && s == sneak && !targets.contains(at)) targets.add(at);
            }
            if (targets.size() == 1) houndTo(g, monster, targets.get(0));
            else if (targets.size() > 1) g.push(new HoundChoice(monster, List.copyOf(targets)));
        }
    }

    static void houndTo(Game g, int monster, int place) {
        g.log("monster", -1, "The Hound of Tindalos appears at " + g.board.name(place));
        g.monsterWhere[monster] = place;
    }

    /** The first player picks which of the equally near investigators the Hound goes to. */
    record HoundChoice(int monster, List<Integer> places) implements Step {
        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int place : places) options.add(new Choice(Target.place(Act.CHOOSE, place), "place:" + place, "To " + g.board.name(place), place));
            return new Question(g.first, QuestionKind.CHOOSE_ONE, Purpose.MONSTER_MOVES, "Where does the Hound of Tindalos go?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            houndTo(g, monster, c.value());
        }
    }

    /** Steps from a place to every place in Arkham (-1 where unreachable). */
    static int[] distances(Game g, int from) {
        Board b = g.board;
        int[] d = new int[b.size()];
        Arrays.fill(d, -1);
        if (from < 0 || !b.inArkham(from)) return d;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        d[from] = 0;
        queue.add(from);
        while (!queue.isEmpty()) {
            int at = queue.poll();
            for (int next : b.adjacent(at)) {
                if (d[next] < 0 && b.inArkham(next)) {
                    d[next] = d[at] + 1;
                    queue.add(next);
                }
            }
        }
        return d;
    }

    /**
     * Combat damage: instead of Stamina, the investigator is drawn through the nearest open gate
     * (his pick among equally near ones). In an Other World the nearest gate is the way home: he
     * returns to Arkham as from Other World movement, explored (FAQ Q30). The rulebook (p.15,
     * Monster Damage) gives this as the Nightgaunt's combat damage, which a failed Evade check
     * deals as a failed Combat check does (p.14), so it acts on either.
     */
    static final class Nightgaunt implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "Combat damage: in place of the Stamina loss, it carries you off through the closest open gate"
                    + " (from an Other World, home to Arkham, explored).";
        }

        @Override
        public boolean combatDamage(Game g, int player, int monster, CheckType failed) {
            int from = g.inv[player].place;
            if (g.board.isOtherWorld(from)) {
                endActivity(g, player);
                g.push(new HomeThroughGate(player, from));
                return true;
            }
            int[] dist = distances(g, from);
            int best = Integer.MAX_VALUE;
            List<Integer> gates = new ArrayList<>();
            for (int place = 0; place < g.board.size(); place++) {
                if (g.gateAt[place] < 0) continue;
                int d = dist[place] < 0 ? 0 : dist[place];
                if (d < best) {
                    best = d;
                    gates.clear();
                }
                if (d == best) gates.add(place);
            }
            if (gates.isEmpty()) return true;
            endActivity(g, player);
            if (gates.size() == 1) drawnThrough(g, player, gates.get(0));
            else g.push(new GateChoice(player, from, List.copyOf(gates)));
            return true;
        }
    }

    /**
     * Back to Arkham through an open gate to his world (his pick), explored; with none open, lost
     * in time and space. Game-wide like {@link GateChoice}, so ending his activity does not drop it.
     */
    record HomeThroughGate(int player, int from) implements Step {
        @Override
        public Question run(Game g) {
            if (g.inv[player].place != from || g.inv[player].eliminated) return null;
            List<Integer> gates = GateHooks.gatesToHisWorld(g, player);
            if (gates.isEmpty()) {
                Status.lostInTimeAndSpace(g, player);
                return null;
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.RETURN_THROUGH_GATE, "The Nightgaunt carries you home: through which gate?",
                    GateHooks.gateChoices(g, gates, Act.RETURN, "Return through"), Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            arkham.engine.flow.MovementStep.returnTo(g, player, c.value());
        }
    }

    static void drawnThrough(Game g, int p, int gatePlace) {
        g.log("gate", p, g.nameOf(p) + " is carried off to the gate at " + g.board.name(gatePlace));
        Gates.drawThrough(g, p, gatePlace);
    }

    /**
     * The investigator picks among equally near gates. Game-wide (no owner) so that ending his
     * activity does not drop it; it does nothing if he has been moved meanwhile.
     */
    record GateChoice(int player, int from, List<Integer> gates) implements Step {
        @Override
        public Question run(Game g) {
            if (g.inv[player].place != from || g.inv[player].eliminated) return null;
            List<Choice> options = new ArrayList<>();
            for (int place : gates) {
                if (g.gateAt[place] >= 0) options.add(new Choice(Target.gate(Act.ENTER, place), "gate:" + place, "Through the gate at " + g.board.name(place), place));
            }
            if (options.isEmpty()) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Which gate is the Nightgaunt carrying you through?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            drawnThrough(g, player, c.value());
        }
    }

    /**
     * Combat damage: lost in time and space instead of Stamina. Its marker prints no Stamina
     * damage: like the Nightgaunt's (p.15), the ability is its combat damage, dealt for a failed
     * Evade check as for a failed Combat check.
     */
    static final class DimensionalShambler implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "Combat damage: no Stamina is lost; you are lost in time and space instead.";
        }

        @Override
        public boolean strands() {
            return true;
        }

        @Override
        public boolean combatDamage(Game g, int player, int monster, CheckType failed) {
            endActivity(g, player);
            Status.lostInTimeAndSpace(g, player);
            return true;
        }
    }

    /**
     * The Black Man: instead of the combat, a Luck (-1) check; pass for 2 Clue tokens, fail and be
     * devoured; either way he returns to the cup and the combat is over.
     */
    static final class BlackMan implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "No combat: a Luck (-1) check instead. Pass: 2 Clue tokens; fail: you are devoured. Either way he goes back to the cup.";
        }

        @Override
        public Step startOfCombat(Game g, int player, int monster, Step combat) {
            return new BlackManTest(player, monster, false);
        }
    }

    record BlackManTest(int player, int monster, boolean rolled) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!rolled) {
                g.then(SkillCheck.of(player, CheckType.LUCK, -1, 1, "the Black Man"), new BlackManTest(player, monster, true));
                return null;
            }
            g.returnToCup(monster);
            if (g.lastPassed) g.gain(player, Stat.CLUES, 2);
            else devour(g, player);
            return null;
        }
    }

    /** Devoured now: both stats to 0, so the knockout between steps devours him and ends his turn's steps. */
    static void devour(Game g, int p) {
        g.inv[p].sanity = 0;
        g.inv[p].stamina = 0;
        g.knockOut(p);
    }

    /**
     * The Bloated Woman: before the Horror check, a Will (-2) check. Failing it fails the Horror
     * check and the first Combat check: her horror and combat damage, then the combat goes on.
     */
    static final class BloatedWoman implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "Before the Horror check, a Will (-2) check; failing it also fails the Horror check and the first Combat check.";
        }

        @Override
        public Step startOfCombat(Game g, int player, int monster, Step combat) {
            return new BloatedWomanTest(player, monster, combat, false);
        }
    }

    record BloatedWomanTest(int player, int monster, Step combat, boolean rolled) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!rolled) {
                g.then(SkillCheck.of(player, CheckType.WILL, -2, 1, "the Bloated Woman"),
                        new BloatedWomanTest(player, monster, combat, true));
                return null;
            }
            if (g.lastPassed) {
                g.push(combat);
                return null;
            }
            g.log("combat", player, g.nameOf(player) + " falters before the Bloated Woman: Horror and Combat checks failed");
            g.push(Combat.afterFailedCombatCheck(player, monster));
            g.push(new FailedCombatCheck(player, monster));
            Harm.harm(g, player, Stat.SANITY, g.horrorDamage(monster));
            return null;
        }
    }

    /** The monster's combat damage for a Combat check failed outright. */
    record FailedCombatCheck(int player, int monster) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            Combat.monsterDamage(g, player, monster, CheckType.COMBAT);
            return null;
        }
    }

    /** The Dark Pharaoh: Combat checks against him use Lore instead of Fight. */
    static final class DarkPharaoh implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "Combat checks against him use Lore in place of Fight.";
        }

        @Override
        public Skill combatSkill(Game g, int monster) {
            return Skill.LORE;
        }
    }

    /** The Haunter of the Dark: combat rating -5 instead of -2 while Blackest Night is in play. */
    static final class HaunterOfTheDark implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "Combat rating -5 while Blackest Night is in play.";
        }

        @Override
        public int combatRatingBonus(Game g, int monster) {
            return MythosAbilities.inPlay(g, g.environment(), "mythos-blackest-night") ? -3 : 0;
        }
    }

    /**
     * A failed Combat check against it costs, besides its Stamina damage, one Weapon or Spell of the
     * investigator's choice. Its marker names the Combat check: a failed Evade check (evading or
     * fleeing) deals the Stamina alone (issue 31).
     */
    static final class ElderThing implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "A Combat check you fail against it also costs you a Weapon or Spell of your choice.";
        }

        @Override
        public boolean combatDamage(Game g, int player, int monster, CheckType failed) {
            if (failed == CheckType.COMBAT) g.push(new DiscardWeaponOrSpell(player));
            return false;
        }
    }

    record DiscardWeaponOrSpell(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            IntList cs = g.inv[player].cards;
            for (int k = 0; k < cs.size(); k++) {
                CardDef d = g.content.cardOf(cs.get(k));
                if ((d.isWeapon() || d.isSpell()) && !Knockout.lostOnlyByChoice(d)) options.add(new Choice(Target.card(Act.DISCARD, cs.get(k)), "discard:" + cs.get(k), "Discard " + d.name(), cs.get(k)));
            }
            if (options.isEmpty()) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.DISCARD, "The Elder Thing: discard a Weapon or Spell", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.discard(player, c.value());
        }
    }

    /** At terror 6 or more: combat rating -2 (printed +1), 3 Stamina combat damage, and Endless. */
    static final class Maniac implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "From terror 6 on: combat rating -2, 3 Stamina damage, and Endless.";
        }

        @Override
        public int combatRatingBonus(Game g, int monster) {
            return g.terror >= 6 ? -3 : 0;
        }

        @Override
        public int staminaDamage(Game g, int monster) {
            return g.terror >= 6 ? 3 : -1;
        }

        @Override
        public void defeated(Game g, int player, int monster) {
            if (g.terror >= 6) endless(g, player, monster);
        }
    }

    /**
     * A Combat check passed against it: a Unique Item, and the Mi-Go goes to the box instead of
     * becoming a trophy. Defeated by a card without a Combat check, it is a trophy like any other.
     */
    static final class MiGo implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "Beaten by your Combat check, it goes to the box (not to your trophies) and you draw a Unique Item.";
        }

        @Override
        public void combatCheckPassed(Game g, int player, int monster) {
            g.then(new TrophyLeaves(player, monster, Game.BOX), new EffectStep(player, new Effect.Draw(Deck.UNIQUE, 1, 1)));
        }
    }

    /** A Combat check passed against it: 2 Clue tokens, and the Warlock goes to the box instead of becoming a trophy. */
    static final class Warlock implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "Beaten by your Combat check, it goes to the box (not to your trophies) and you take 2 Clue tokens.";
        }

        @Override
        public void combatCheckPassed(Game g, int player, int monster) {
            g.gain(player, Stat.CLUES, 2);
            g.push(new TrophyLeaves(player, monster, Game.BOX));
        }
    }

    /**
     * Worshippers: Yig's Cultists deal 4 Stamina; Nyarlathotep's are Endless. (The doom token for a
     * Cultist defeated under Yig is his power, not theirs: see {@link AncientOnes.Yig}.)
     */
    static final class Cultist implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "A worshipper: several Ancient Ones change it (their sheets say how).";
        }

        @Override
        public int staminaDamage(Game g, int monster) {
            return AncientOnes.is(g, "yig") ? 4 : -1;
        }

        @Override
        public void defeated(Game g, int player, int monster) {
            if (AncientOnes.is(g, "nyarlathotep")) endless(g, player, monster);
        }
    }

    /** Worshippers: Shub-Niggurath's Dark Young are Endless. */
    static final class DarkYoung implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "Endless while Shub-Niggurath is the Ancient One.";
        }

        @Override
        public void defeated(Game g, int player, int monster) {
            if (AncientOnes.is(g, "shub-niggurath")) endless(g, player, monster);
        }
    }

    /**
     * Endless given by an ability rather than printed (a Maniac at terror 6, Nyarlathotep's
     * Cultists, Shub-Niggurath's Dark Young): back to the cup, unless the investigator may claim
     * Endless monsters as trophies (John Legrasse), as with printed Endless.
     */
    static void endless(Game g, int player, int monster) {
        if (!Combat.ignores(g, player, monster, "endless")) g.push(new TrophyLeaves(player, monster, Game.CUP));
    }

    /**
     * A defeated monster that is not kept as a trophy: back to the cup (Endless) or to the box.
     * Runs right after the combat step has made it a trophy.
     */
    record TrophyLeaves(int player, int monster, int to) implements Step {
        @Override
        public Question run(Game g) {
            if (g.monsterWhere[monster] == Game.trophy(player)) g.monsterWhere[monster] = to;
            return null;
        }
    }
}
