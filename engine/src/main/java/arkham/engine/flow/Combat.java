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
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.Skill;
import arkham.engine.def.Stat;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Combat with a monster (rulebook p.14-16): one Horror check, then fight or flee until the
 * monster is defeated, the investigator escapes, or he is knocked out. Weapons and spells are
 * held in at most two hands; spells are cast (Sanity cost, Spell check) and hold their hands even
 * when they fail; resistances halve and immunities cancel bonuses of their kind. A monster's
 * ability may act as the combat starts, before the Horror check. Between Combat checks the
 * investigator may also use his cards' combat actions ({@link Hooks.Timing#COMBAT}). {@code fled}
 * marks the round after a failed flight (an Evade check, not a Combat check).
 */
public record Combat(int player, int monster, Stage stage, boolean horrorDone, int failures, int before,
                     boolean fled) implements Step {
    public enum Stage { START, HORROR, AFTER_HORROR, CHOOSE, AFTER_FIGHT, AFTER_FLEE }

    public Combat(int player, int monster, Stage stage, boolean horrorDone, int failures, int before) {
        this(player, monster, stage, horrorDone, failures, before, false);
    }

    public static Combat start(int player, int monster) {
        return new Combat(player, monster, Stage.START, false, 0, 0);
    }

    /**
     * The combat after a Combat check failed without a roll (the Bloated Woman's): past its Horror
     * check, one failed Combat check behind it, so what answers a failed Combat check (the Warding
     * Statue) sees one.
     */
    public static Combat afterFailedCombatCheck(int player, int monster) {
        return new Combat(player, monster, Stage.CHOOSE, true, 1, 0);
    }

    /** A combat already past its Horror check, picked up at a given stage (for positions and tests). */
    public static Combat resume(int player, int monster, Stage stage) {
        return new Combat(player, monster, stage, true, 0, 0);
    }

    @Override
    public int owner() {
        return player;
    }

    private Combat at(Stage s) {
        return new Combat(player, monster, s, true, failures, before);
    }

    private Combat failedAt(Game g, Stage s) {
        return new Combat(player, monster, s, true, failures + 1, snapshot(g));
    }

    @Override
    public Question run(Game g) {
        MonsterDef m = g.monster(monster);
        Investigator i = g.inv[player];
        switch (stage) {
            case START -> {
                if (g.dunwich.combatEvaded == player) g.dunwich.combatEvaded = -1; // never left over from a combat cut short
                i.held.clear();
                i.castOk.clear();
                for (arkham.engine.Modifiers x : g.modifiers(player, arkham.engine.Modifiers.Hook.START_OF_COMBAT)) x.startOfCombat(g, player, monster);
                if (g.logging()) g.log("combat", player, g.nameOf(player) + " enters combat with the " + m.name());
                Step rest = new Combat(player, monster, Stage.HORROR, horrorDone, failures, before);
                Hooks.MonsterAbility a = g.content.monsterAbility(monster);
                g.push(a == null ? rest : a.startOfCombat(g, player, monster, rest));
                return null;
            }
            case HORROR -> {
                if (horrorDone || !g.hasHorrorCheck(monster)) {
                    g.push(at(Stage.CHOOSE));
                } else {
                    g.then(beforeCheck(g, CheckType.HORROR, SkillCheck.against(player, CheckType.HORROR, g.horrorRating(monster), 1,
                            "horror: " + m.name(), monster)), new Combat(player, monster, Stage.AFTER_HORROR, true, failures, before));
                }
                return null;
            }
            case AFTER_HORROR -> {
                g.push(at(Stage.CHOOSE));
                if (!g.lastPassed) {
                    Harm.harm(g, player, Stat.SANITY, g.horrorDamage(monster));
                } else {
                    int nightmarish = m.nightmarish();
                    for (arkham.engine.Modifiers x : g.modifiers(player, arkham.engine.Modifiers.Hook.EXTRA_NIGHTMARISH)) nightmarish += x.extraNightmarish(g, player, monster);
                    if (nightmarish > 0 && !ignores(g, player, monster, "nightmarish")) Harm.harm(g, player, Stat.SANITY, nightmarish);
                }
                return null;
            }
            case CHOOSE -> {
                if (g.dunwich.combatEvaded == player) {
                    // a card ended the combat as if he had passed an Evade check (Dunwich's Wrack)
                    g.dunwich.combatEvaded = -1;
                    if (g.logging()) g.log("combat", player, g.nameOf(player) + " leaves the combat with the " + m.name() + " as if evaded");
                    end(g);
                    return null;
                }
                if (gone(g)) {
                    // a card took the monster out of play (Flute of the Outer Gods): nothing is left to fight
                    end(g);
                    return null;
                }
                if (stalemate(g, m, i)) {
                    if (g.logging()) g.log("combat", player, "Neither " + g.nameOf(player) + " nor the " + m.name()
                            + " can do anything more: the combat ends");
                    end(g);
                    return null;
                }
                return choose(g, m, i);
            }
            case AFTER_FIGHT -> {
                useUp(g, player);
                if (g.lastPassed) {
                    defeat(g, m);
                } else {
                    if (g.logging()) g.log("combat", player, g.nameOf(player) + " fails to defeat the " + m.name());
                    g.push(failedAt(g, Stage.CHOOSE));
                    monsterDamage(g, player, monster, CheckType.COMBAT);
                }
                return null;
            }
            case AFTER_FLEE -> {
                if (g.lastPassed) {
                    if (g.logging()) g.log("combat", player, g.nameOf(player) + " flees from the " + m.name());
                    end(g);
                } else {
                    g.push(new Combat(player, monster, Stage.CHOOSE, true, failures + 1, snapshot(g), true));
                    monsterDamage(g, player, monster, CheckType.EVADE);
                }
                return null;
            }
            default -> throw new IllegalStateException();
        }
    }

    /**
     * Whether the monster has left the combat: defeated (a trophy), back in the cup, or sent from
     * the investigator's area to another place on the board (Curse of Darkness). (Some monsters are
     * fought from the box, e.g. those on The Terrible Experiment.)
     */
    private boolean gone(Game g) {
        int where = g.monsterWhere[monster];
        return where == Game.CUP || Game.isTrophy(where) || where >= 0 && where != g.inv[player].place;
    }

    /** What a failed round could change about the investigator: Sanity, Stamina, place, cards. */
    private int snapshot(Game g) {
        Investigator i = g.inv[player];
        return i.sanity * 1_000_000 + i.stamina * 10_000 + i.place * 100 + i.cards.size();
    }

    /**
     * Engine ruling for a combat that can never end: the investigator cannot roll enough dice to
     * defeat the monster nor any to flee, has no Clue tokens and nothing to take up in his hands
     * (no weapon, no combat spell he can cast),
     * and the last failed round changed nothing (the monster's damage did not harm him). The combat
     * then ends with the monster where it is.
     */
    private boolean stalemate(Game g, MonsterDef m, Investigator i) {
        if (failures == 0 || before != snapshot(g) || i.clues > 0) return false;
        int fight = g.checkValue(player, CheckType.COMBAT) + fightModifier(g, player, monster);
        int perDie = 1;
        for (arkham.engine.Modifiers x : g.modifiers(player, arkham.engine.Modifiers.Hook.BONUS_SUCCESSES)) perDie += Math.max(0, x.bonusSuccesses(g, player, CheckType.COMBAT, 6));
        boolean canDefeat = fight > 0 && fight * perDie >= toughness(g, player, monster);
        int flee = ambush(g, player, monster) ? 0 : g.checkValue(player, CheckType.EVADE) + g.awareness(monster);
        if (canDefeat || flee > 0) return false;
        for (int k = 0; k < i.cards.size(); k++) {
            CardDef d = g.content.cardOf(i.cards.get(k));
            int c = i.cards.get(k);
            if (i.held.contains(c) || g.exhausted[c] || d.hands() <= 0) continue;
            if (d.isWeapon()) {
                if (bonusIfHeld(g, player, c, monster) > 0) return false;
                continue;
            }
            if (d.isCombatSpell() && (CastSpell.castable(g, player, c) || CastSpell.aidAvailable(g, player, c))) return false;
        }
        return true;
    }

    private Question choose(Game g, MonsterDef m, Investigator i) {
        List<Choice> options = new ArrayList<>();
        int dice = g.checkValue(player, CheckType.COMBAT) + fightModifier(g, player, monster);
        int tough = toughness(g, player, monster);
        int fightDice = Math.max(0, dice);
        options.add(Choice.lazy(Target.monster(Act.FIGHT, monster), "fight", 0, () -> "Fight: " + SkillCheck.dice(fightDice) + ", " + SkillCheck.successes(tough) + " needed"));
        int awareness = g.awareness(monster);
        if (!ambush(g, player, monster)) options.add(Choice.lazy(Target.monster(Act.FLEE, monster), "flee", 1, () -> "Flee: evade check at " + awareness));
        int freeForWeapon = freeHands(g, player, false);
        int freeForSpell = freeHands(g, player, true);
        for (int k = 0; k < i.cards.size(); k++) {
            int c = i.cards.get(k);
            CardDef d = g.content.cardOf(c);
            if (i.held.contains(c)) {
                options.add(Choice.lazy(Target.card(Act.RELEASE, c), "release:", c, 10_000 + c, () -> "Release " + d.name()));
            } else if (d.hands() <= (d.isSpell() ? freeForSpell : freeForWeapon) && d.hands() > 0 && !g.exhausted[c]) {
                if (d.isWeapon()) {
                    // what it adds here, after the monster's defences and the card's own rules (a Cross against the Undead)
                    int here = bonusIfHeld(g, player, c, monster);
                    options.add(Choice.lazy(Target.card(Act.HOLD, c), "hold:", c, 20_000 + c, () -> "Use " + d.name() + " (" + bonusLabel(d, here) + ")"));
                } else if (d.isCombatSpell()) {
                    if (CastSpell.castable(g, player, c)) {
                        int cost = CastSpell.cost(g, player, c);
                        options.add(Choice.lazy(Target.card(Act.CAST, c), "cast:", c, 30_000 + c, () -> "Cast " + d.name() + " (Spell check "
                                + signed(d.castingMod()) + ", Sanity cost " + cost + ", +" + d.magical() + " magical)"));
                    }
                    if (CastSpell.aidAvailable(g, player, c)) {
                        options.add(Choice.lazy(Target.card(Act.CAST_AIDED, c), "cast-aided:", c, 40_000 + c, () -> "Cast " + d.name()
                                + " with the Herald's aid (no Sanity cost or Spell check, +" + d.magical() + " magical)"));
                    }
                }
            }
        }
        CardActions.offer(g, player, Hooks.Timing.COMBAT, options);
        int rating = g.combatRating(monster);
        boolean horrorChecked = horrorDone;
        return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.COMBAT_ACTION, () -> "Combat with the " + m.name() + " (toughness " + tough + ")",
                options, () -> Map.of("monster", m.name(), "marker", monster, "combatRating", rating, "toughness", tough,
                        "dice", Math.max(0, dice), "horrorChecked", horrorChecked));
    }

    @Override
    public void answer(Game g, Choice c) {
        MonsterDef m = g.monster(monster);
        Investigator i = g.inv[player];
        int v = c.value();
        if (CardActions.isAction(c)) {
            g.push(at(Stage.CHOOSE));
            CardActions.useInCombat(g, player, c, monster);
        } else if (v == 0) {
            g.then(beforeCheck(g, CheckType.COMBAT, SkillCheck.against(player, CheckType.COMBAT, fightModifier(g, player, monster),
                    toughness(g, player, monster), "combat: " + m.name(), monster)), at(Stage.AFTER_FIGHT));
        } else if (v == 1) {
            g.then(SkillCheck.against(player, CheckType.EVADE, g.awareness(monster), 1, "flee: " + m.name(), monster), at(Stage.AFTER_FLEE));
        } else if (v >= 40_000) {
            g.then(new CastSpell(player, v - 40_000, false, true), at(Stage.CHOOSE));
        } else if (v >= 30_000) {
            g.then(new CastSpell(player, v - 30_000, false), at(Stage.CHOOSE));
        } else if (v >= 20_000) {
            i.held.add(v - 20_000);
            g.push(at(Stage.CHOOSE));
        } else {
            int card = v - 10_000;
            i.held.remove(card);
            i.castOk.remove(card);
            g.push(at(Stage.CHOOSE));
        }
    }

    /** The check, or what the monster's own ability runs in its place (a price first, a failure without a roll). */
    private Step beforeCheck(Game g, CheckType type, Step check) {
        Hooks.MonsterAbility a = special(g, player, monster);
        return a == null ? check : a.beforeCheck(g, player, monster, type, check);
    }

    private void defeat(Game g, MonsterDef m) {
        if (g.logging()) g.log("combat", player, g.nameOf(player) + " defeats the " + m.name());
        combatCheckPassed(g, player, monster);
        defeated(g, player, monster);
        end(g);
        if (m.overwhelming() > 0 && !ignores(g, player, monster, "overwhelming")) Harm.harm(g, player, Stat.STAMINA, m.overwhelming());
    }

    /**
     * What acts when the investigator beats the monster with a Combat check (its marker's reward,
     * Alien Technology's), before it is defeated; a card that defeats it outright skips this.
     */
    public static void combatCheckPassed(Game g, int player, int monster) {
        Hooks.MonsterAbility a = special(g, player, monster);
        if (a != null) a.combatCheckPassed(g, player, monster);
        for (arkham.engine.Modifiers x : g.modifiers(player, arkham.engine.Modifiers.Hook.COMBAT_CHECK_PASSED)) x.combatCheckPassed(g, player, monster);
    }

    /**
     * A monster the investigator has defeated (by a Combat check, or by a card that defeats it
     * outright): its own ability and what is in play react, then it becomes his trophy, or,
     * Endless, goes back to the cup.
     */
    public static void defeated(Game g, int player, int monster) {
        g.monstersDefeated++;
        Hooks.MonsterAbility a = special(g, player, monster);
        if (a != null) a.defeated(g, player, monster);
        for (arkham.engine.Modifiers x : g.modifiers(player, arkham.engine.Modifiers.Hook.MONSTER_DEFEATED)) x.monsterDefeated(g, player, monster);
        if (Dunwich.isHorror(g, monster)) {
            Dunwich.horrorDefeated(g, player, monster);
        } else if (g.monster(monster).spawn()) {
            // a Spawn monster is never a trophy (Dunwich rulebook p.7); unless its ability put it elsewhere, it is set aside
            if (g.monsterWhere[monster] >= 0 || g.monsterWhere[monster] == Game.ENCOUNTER) g.returnToCup(monster);
        } else if (g.monster(monster).endless() && !ignores(g, player, monster, "endless")) {
            g.returnToCup(monster);
        } else {
            g.monsterWhere[monster] = Game.trophy(player);
        }
    }

    /**
     * Whether the investigator's combat ignores an ability of the monster (see
     * {@link arkham.engine.Modifiers#ignoresMonsterAbility}): an "ignores-" tag on one of his
     * cards (an Ally's "claims-endless" for Endless) or a card cast in this combat.
     */
    public static boolean ignores(Game g, int player, int monster, String ability) {
        if (g.ownsTagged(player, ignoringTag(ability))) return true;
        for (arkham.engine.Modifiers x : g.modifiers(player, arkham.engine.Modifiers.Hook.IGNORES_MONSTER_ABILITY)) if (x.ignoresMonsterAbility(g, player, monster, ability)) return true;
        return false;
    }

    /** The card tag that sets an ability aside ("claims-endless" for Endless; "ignores-..." otherwise). */
    private static String ignoringTag(String ability) {
        return switch (ability) {
            case "endless" -> "claims-endless";
            case "ambush" -> "ignores-ambush";
            case "nightmarish" -> "ignores-nightmarish";
            case "overwhelming" -> "ignores-overwhelming";
            case "physical-resistance" -> "ignores-physical-resistance";
            case "magical-resistance" -> "ignores-magical-resistance";
            case "physical-immunity" -> "ignores-physical-immunity";
            case "magical-immunity" -> "ignores-magical-immunity";
            case "special" -> "ignores-special";
            default -> "ignores-" + ability;
        };
    }

    private static boolean ambush(Game g, int player, int monster) {
        return g.monster(monster).ambush() && !ignores(g, player, monster, "ambush");
    }

    /**
     * One-shot weapons (Dynamite, Holy Water, ...) are discarded once used in a Combat check; some
     * cost Sanity too. Also after an attack on the Ancient One.
     */
    public static void useUp(Game g, int player) {
        Investigator i = g.inv[player];
        for (int k = i.held.size() - 1; k >= 0; k--) {
            int c = i.held.get(k);
            CardDef d = g.content.cardOf(c);
            if (d.has("sanity-after-use")) g.lose(player, Stat.SANITY, 1);
            if (d.has("discard-after-use")) g.discard(player, c);
        }
    }

    private void end(Game g) {
        Investigator i = g.inv[player];
        i.held.clear();
        i.castOk.clear();
        i.dealtWith.add(monster);
        if (g.monsterWhere[monster] == Game.ENCOUNTER) g.returnToCup(monster);
        for (arkham.engine.Modifiers x : g.modifiers(player, arkham.engine.Modifiers.Hook.END_OF_COMBAT)) x.endOfCombat(g, player, monster);
    }

    /**
     * The modifier of a Combat check against the monster: its combat rating (as the investigator's
     * own cards change it in his combat), the weapons and spells in hand, and, for a monster fought
     * with another skill than Fight, the difference.
     */
    public static int fightModifier(Game g, int player, int monster) {
        int mod = g.combatRating(monster) + weaponBonus(g, player, monster);
        for (arkham.engine.Modifiers x : g.modifiers(player, arkham.engine.Modifiers.Hook.COMBAT_RATING_AGAINST)) mod += x.combatRatingAgainst(g, player, monster);
        // the encounter card that brought it may change the checks (a Dunwich location card)
        if (monster == g.dunwich.encounterCombatMonster && g.monsterWhere[monster] == Game.ENCOUNTER) mod += g.dunwich.encounterCombatModifier;
        Hooks.MonsterAbility a = special(g, player, monster);
        Skill skill = a == null ? Skill.FIGHT : a.combatSkill(g, monster);
        if (skill != Skill.FIGHT) mod += g.skill(player, skill) - g.skill(player, Skill.FIGHT);
        return mod;
    }

    /**
     * The monster's combat damage: usually Stamina, sometimes something stranger (rulebook p.15),
     * dealt because the investigator failed an Evade check (evading or fleeing) or a Combat check.
     */
    public static void monsterDamage(Game g, int player, int monster, CheckType failed) {
        MonsterDef m = g.monster(monster);
        Hooks.MonsterAbility a = special(g, player, monster);
        if (a != null && a.combatDamage(g, player, monster, failed)) return;
        int stamina = a == null ? -1 : a.staminaDamage(g, monster);
        Harm.harm(g, player, Stat.STAMINA, stamina >= 0 ? stamina : m.combatDamage());
    }

    /** The monster's bespoke combat ability, unless this combat ignores it. */
    private static Hooks.MonsterAbility special(Game g, int player, int monster) {
        Hooks.MonsterAbility a = g.content.monsterAbility(monster);
        return a == null || ignores(g, player, monster, "special") ? null : a;
    }

    public static int toughness(Game g, int monster) {
        return g.toughness(monster);
    }

    /** The monster's toughness in this investigator's combat: as in play, changed by his cards, at least 1. */
    public static int toughness(Game g, int player, int monster) {
        int t = g.toughness(monster);
        for (arkham.engine.Modifiers x : g.modifiers(player, arkham.engine.Modifiers.Hook.COMBAT_TOUGHNESS)) t += x.combatToughness(g, player, monster);
        return Math.max(1, t);
    }

    /**
     * Hands free for a weapon (or a spell) now: two, changed by what is in play (Broken Hand: one
     * fewer), and for spells only the hands a card adds for them (Marie Lambeau's Third Eye); a
     * held spell sits in a spell-only hand first.
     */
    public static int freeHands(Game g, int player, boolean forSpell) {
        Investigator i = g.inv[player];
        int hands = 2;
        int spellOnly = 0;
        for (arkham.engine.Modifiers x : g.modifiers(player)) {
            hands += x.hands(g, player);
            spellOnly += x.spellHands(g, player);
        }
        int spells = 0;
        int others = 0;
        for (int k = 0; k < i.held.size(); k++) {
            CardDef d = g.content.cardOf(i.held.get(k));
            if (d.isSpell()) spells += d.hands();
            else others += d.hands();
        }
        if (forSpell) return hands + spellOnly - spells - others;
        return hands - others - Math.max(0, spells - spellOnly);
    }

    /** Bonus of the weapons held and spells cast against a monster in play, as its defences are now. */
    public static int weaponBonus(Game g, int player, int monster) {
        MonsterDef m = g.monster(monster);
        Defences x = Defences.of(g, player, monster);
        return weaponBonus(g, player, m, x.physRes, x.physImm, x.magRes, x.magImm);
    }

    /** A monster in play's resistances and immunities as they stand against this investigator now. */
    private record Defences(boolean physRes, boolean physImm, boolean magRes, boolean magImm) {
        static Defences of(Game g, int player, int monster) {
            MonsterDef m = g.monster(monster);
            return new Defences(m.physicalResistance() && !ignores(g, player, monster, "physical-resistance"),
                    m.physicalImmunity() && !ignores(g, player, monster, "physical-immunity"),
                    m.magicalResistance() && !ignores(g, player, monster, "magical-resistance"), g.magicalImmunity(monster));
        }
    }

    /** Bonus of the weapons held and spells cast, after the monster's resistances and immunities. */
    public static int weaponBonus(Game g, int player, MonsterDef m) {
        return weaponBonus(g, player, m, m.physicalResistance() && !g.ownsTagged(player, "ignores-physical-resistance"),
                m.physicalImmunity(), m.magicalResistance() && !g.ownsTagged(player, "ignores-magical-resistance"),
                m.magicalImmunity());
    }

    /** The same against the Ancient One's defences. */
    public static int weaponBonus(Game g, int player, boolean physRes, boolean physImm, boolean magRes, boolean magImm) {
        return weaponBonus(g, player, null, physRes, physImm, magRes, magImm);
    }

    private static int weaponBonus(Game g, int player, MonsterDef m, boolean physRes, boolean physImm, boolean magRes,
                                   boolean magImm) {
        Investigator i = g.inv[player];
        List<arkham.engine.Modifiers> mods = g.modifiers(player);
        int total = 0;
        for (int k = 0; k < i.held.size(); k++) {
            int c = i.held.get(k);
            if (g.content.cardOf(c).isSpell() && !i.castOk.contains(c)) continue;
            total += heldBonus(g, mods, player, c, m, physRes, physImm, magRes, magImm);
        }
        // handless weapons (Brass Knuckles, Alien Device) help without being held
        for (int k = 0; k < i.cards.size(); k++) {
            int c = i.cards.get(k);
            CardDef d = g.content.cardOf(c);
            if (d.hands() != 0 || d.isSpell() || !d.has("weapon")) continue;
            total += adjust(d.physical(), physRes, physImm) + adjust(d.magical(), magRes, magImm);
        }
        return total;
    }

    /** What a weapon or combat spell not yet taken up would add against a monster in play, after its defences as they are now. */
    public static int bonusIfHeld(Game g, int player, int card, int monster) {
        Defences x = Defences.of(g, player, monster);
        return heldBonus(g, g.modifiers(player), player, card, g.monster(monster), x.physRes, x.physImm, x.magRes, x.magImm);
    }

    /**
     * What a weapon or combat spell would add to an attack on the Ancient One, after its defences
     * (rulebook p.22: its resistances and immunities work as a monster's); 0 for any other card.
     */
    public static int bonusAgainstAncientOne(Game g, int player, int card) {
        CardDef d = g.content.cardOf(card);
        if (!d.isWeapon() && !d.isCombatSpell()) return 0;
        arkham.engine.def.AncientOneDef ao = g.ancientOneDef();
        return heldBonus(g, g.modifiers(player), player, card, null, ao.physicalResistance(), ao.physicalImmunity(),
                ao.magicalResistance(), ao.magicalImmunity());
    }

    /** One held card's bonus after the defences (an enchanted physical weapon counts as magical). */
    private static int heldBonus(Game g, List<arkham.engine.Modifiers> mods, int player, int c, MonsterDef m,
                                 boolean physRes, boolean physImm, boolean magRes, boolean magImm) {
        CardDef d = g.content.cardOf(c);
        Hooks.CardAbility a = g.content.cardAbility(c);
        int physical = a == null ? d.physical() : a.heldBonus(g, player, c, m, false, d.physical());
        int magical = a == null ? d.magical() : a.heldBonus(g, player, c, m, true, d.magical());
        if (physical > 0 && enchanted(g, mods, player, c)) {
            magical += physical;
            physical = 0;
        }
        return adjust(physical, physRes, physImm) + adjust(magical, magRes, magImm);
    }

    private static boolean enchanted(Game g, List<arkham.engine.Modifiers> mods, int player, int card) {
        for (int k = 0; k < mods.size(); k++) if (mods.get(k).magicalWeapon(g, player, card)) return true;
        return false;
    }

    /** A bonus after a resistance (halved, rounded up) or an immunity (none). */
    public static int adjust(int bonus, boolean resistant, boolean immune) {
        if (bonus <= 0) return bonus;
        if (immune) return 0;
        return resistant ? (bonus + 1) / 2 : bonus;
    }

    private static String bonusLabel(CardDef d, int here) {
        int printed = d.physical() > 0 ? d.physical() : d.magical();
        String label = "+" + printed + (d.physical() > 0 ? " physical" : " magical");
        if (here == printed) return label;
        return label + "; " + (here > 0 ? "+" + here : "nothing") + " against this monster";
    }

    private static String signed(int n) {
        return n >= 0 ? "+" + n : Integer.toString(n);
    }

}
