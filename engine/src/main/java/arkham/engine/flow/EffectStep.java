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
import arkham.engine.def.Amount;
import arkham.engine.def.CardDef;
import arkham.engine.def.Condition;
import arkham.engine.def.Cost;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Interprets one {@link Effect} for one investigator. Compound effects push their parts as
 * further steps, so every decision inside an encounter is an ordinary question.
 *
 * @param global the effect belongs to the game (a Mythos card), not to the investigator's own
 *               activity, so it survives his knockout
 */
public record EffectStep(int player, Effect effect, boolean global) implements Step {
    /** A choice's option paid partly with cards standing in for Clue tokens; plus the option's index. */
    private static final int WITH_CARDS = 1000;

    public EffectStep(int player, Effect effect) {
        this(player, effect, false);
    }

    @Override
    public int owner() {
        return global ? -1 : player;
    }

    private EffectStep sub(Effect e) {
        return new EffectStep(player, e, global);
    }

    @Override
    public Question run(Game g) {
        Investigator i = g.inv[player];
        if (i.eliminated) return null;
        Effect e = effect;
        if (e instanceof Effect.Seq s) {
            // "lose 1 Sanity and 1 Stamina": both land before a knockout, so both at 0 devours (rulebook p.17)
            if (losesSanityAndStamina(s)) Harm.holdKnockout(g, player);
            for (int k = s.effects().size() - 1; k >= 0; k--) g.push(sub(s.effects().get(k)));
        } else if (e instanceof Effect.Check c) {
            g.then(SkillCheck.encounter(player, c.type(), c.modifier(), c.difficulty(), usesSuccesses(c.pass()), c.fail()),
                    new Branch(player, c.pass(), c.fail(), global));
        } else if (e instanceof Effect.Gain gn) {
            g.gain(player, gn.stat(), amount(g, player, gn.stat(), gn.amount()));
        } else if (e instanceof Effect.Restore r) {
            int now = r.stat() == Stat.SANITY ? i.sanity : i.stamina;
            int max = r.stat() == Stat.SANITY ? i.maxSanity : i.maxStamina;
            g.restore(player, r.stat(), r.full() ? max - now : r.amount());
        } else if (e instanceof Effect.Lose l) {
            if (l.stat() != Stat.MONEY || !moneyWaived(g, player)) Harm.harm(g, player, l.stat(), amount(g, player, l.stat(), l.amount()));
        } else if (e instanceof Effect.Draw d) {
            Draws.draw(g, player, d.deck(), d.count(), d.keep());
        } else if (e instanceof Effect.TakeCard t) {
            takeCard(g, player, t.card());
        } else if (e instanceof Effect.DiscardCards d) {
            g.push(new DiscardChoice(player, d.kind(), d.count()));
        } else if (e instanceof Effect.MoveTo m) {
            g.moveInvestigator(player, m.place());
            if (g.logging()) g.log("move", player, g.nameOf(player) + " moves to " + g.board.name(m.place()));
            if (m.encounter()) {
                // the monsters there are evaded or fought first, then a normal encounter, gate or not (FAQ Q7)
                g.then(new Gauntlet(player), g.rulebook().encounter(player));
            } else {
                i.encountersOver = true;
            }
        } else if (e instanceof Effect.MonsterAppears) {
            if (g.sealed[i.place]) {
                // no monster appears at a sealed location, whatever the card says (rulebook p.8)
                if (g.logging()) g.log("monster", player, "The elder sign at " + g.board.name(i.place) + " keeps the monster away");
                return null;
            }
            if (Gates.keptAway(g, i.place)) return null;
            int mon = g.drawMonster();
            if (mon >= 0) {
                g.monsterWhere[mon] = Game.ENCOUNTER;
                if (g.logging()) g.log("monster", player, "A " + g.monster(mon).name() + " appears!");
                g.push(new EncounterMonster(player, mon));
            }
        } else if (e instanceof Effect.GateAppears) {
            if (g.board.isLocation(i.place)) Gates.open(g, i.place);
        } else if (e instanceof Effect.Delayed) {
            Status.delay(g, player);
        } else if (e instanceof Effect.LoseTurn) {
            Status.loseTurn(g, player);
        } else if (e instanceof Effect.Arrested) {
            Status.arrest(g, player);
        } else if (e instanceof Effect.LostInTimeAndSpace) {
            Status.lostInTimeAndSpace(g, player);
        } else if (e instanceof Effect.Devoured) {
            i.sanity = 0;
            i.stamina = 0;
            g.knockOut(player);
        } else if (e instanceof Effect.EndEncounters) {
            i.encountersOver = true;
        } else if (e instanceof Effect.Choose c) {
            List<Choice> options = new ArrayList<>();
            int standIns = -1;
            for (int k = 0; k < c.options().size(); k++) {
                Effect.Option o = c.options().get(k);
                if (canPay(g, player, o.cost())) options.add(new Choice(Target.option(Act.CHOOSE, k), "option:" + k, o.label(), k));
                int clues = o.cost().clues();
                if (clues <= 0) continue;
                // cards standing in for Clue tokens (Research Materials), used as far as they go
                if (standIns < 0) standIns = clueStandIns(g, player).size();
                int used = Math.min(standIns, clues);
                Cost rest = new Cost(o.cost().money(), clues - used, o.cost().sanity(), o.cost().stamina(),
                        o.cost().monsterTrophies(), o.cost().gateTrophies());
                if (used > 0 && canPay(g, player, rest)) {
                    options.add(new Choice(Target.option(Act.AS_CLUE, k), "option-cards:" + k, o.label() + " (" + arkham.engine.Words.count(used, "card") + " instead of Clue tokens)",
                            WITH_CARDS + k));
                }
            }
            if (options.isEmpty()) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.ENCOUNTER_CHOICE, c.prompt(), options, Map.of());
        } else if (e instanceof Effect.Roll r) {
            int n = amount(g, player, Stat.MONEY, r.dice());
            int s = 0;
            int need = g.successOn(player);
            for (int k = 0; k < n; k++) if (g.die() >= need) s++;
            g.lastSuccesses = s;
            for (int k = 0; k < s; k++) g.push(sub(r.perSuccess()));
        } else if (e instanceof Effect.Terror t) {
            g.raiseTerror(t.amount());
        } else if (e instanceof Effect.Doom d) {
            g.addDoom(d.amount());
        } else if (e instanceof Effect.ClueAt c) {
            if (g.gateAt[c.place()] < 0) g.clues[c.place()]++;
        } else if (e instanceof Effect.EachInvestigator each) {
            int[] order = g.turnOrder();
            for (int k = order.length - 1; k >= 0; k--) g.push(new EffectStep(order[k], each.effect(), false));
        } else if (e instanceof Effect.If f) {
            g.push(sub(holds(g, player, f.condition()) ? f.then() : f.otherwise()));
        } else if (e instanceof Effect.Hook h) {
            Hooks.EffectHook hook = g.content.hooks.effect(h.id());
            if (hook == null) throw new IllegalStateException("no effect hook '" + h.id() + "' is registered");
            hook.apply(g, player, h.arg());
        } else if (!(e instanceof Effect.Nothing)) {
            throw new IllegalStateException("unknown effect " + e);
        }
        return null;
    }

    @Override
    public void answer(Game g, Choice c) {
        boolean withCards = c.value() >= WITH_CARDS;
        Effect.Option o = ((Effect.Choose) effect).options().get(withCards ? c.value() - WITH_CARDS : c.value());
        Cost cost = o.cost();
        if (withCards) {
            int clues = cost.clues();
            for (int card : clueStandIns(g, player)) {
                if (clues == 0) break;
                g.discard(player, card);
                clues--;
            }
            cost = new Cost(cost.money(), clues, cost.sanity(), cost.stamina(), cost.monsterTrophies(), cost.gateTrophies());
        }
        pay(g, player, cost);
        g.push(sub(o.effect()));
    }

    static boolean usesSuccesses(Effect e) {
        if (e instanceof Effect.Gain g) return g.amount().kind() == Amount.Kind.SUCCESSES;
        if (e instanceof Effect.Lose l) return l.amount().kind() == Amount.Kind.SUCCESSES;
        if (e instanceof Effect.Seq s) {
            for (Effect x : s.effects()) if (usesSuccesses(x)) return true;
            return false;
        }
        if (e instanceof Effect.If f) return f.condition().kind() == Condition.Kind.SUCCESSES_AT_LEAST
                || usesSuccesses(f.then()) || usesSuccesses(f.otherwise());
        return false;
    }

    static int amount(Game g, int p, Stat stat, Amount a) {
        Investigator i = g.inv[p];
        int have = switch (stat) {
            case MONEY -> i.money;
            case CLUES -> i.clues;
            case SANITY -> i.sanity;
            case STAMINA -> i.stamina;
            case MAX_SANITY -> i.maxSanity;
            case MAX_STAMINA -> i.maxStamina;
        };
        return switch (a.kind()) {
            case FIXED -> a.value();
            case SUCCESSES -> g.lastSuccesses;
            case DIE -> g.die();
            case HALF -> have / 2;
            case ALL -> have;
        };
    }

    static boolean holds(Game g, int p, Condition c) {
        Investigator i = g.inv[p];
        return switch (c.kind()) {
            case HAS_AT_LEAST -> amount(g, p, Stat.parse(c.arg()), Amount.ALL) >= c.value();
            case HAS_CARD -> ownsMatching(g, p, c.arg());
            case IS_INVESTIGATOR -> arkham.engine.Content.same(g.nameOf(p), c.arg());
            case SUCCESSES_AT_LEAST -> g.lastSuccesses >= c.value();
            case DIE_AT_LEAST -> g.die() >= c.value();
            case DIE_SUCCESS -> g.die() >= g.successOn(p);
        };
    }

    static boolean matches(CardDef d, String kind) {
        return switch (kind) {
            case "item" -> d.item();
            case "spell" -> d.isSpell();
            case "weapon" -> d.isWeapon();
            case "ally" -> d.deck() == Deck.ALLY;
            case "skill" -> d.deck() == Deck.SKILL;
            case "common" -> d.deck() == Deck.COMMON;
            case "unique" -> d.deck() == Deck.UNIQUE;
            default -> d.has(kind) || arkham.engine.Content.same(d.name(), kind);
        };
    }

    static boolean ownsMatching(Game g, int p, String kind) {
        IntList cs = g.inv[p].cards;
        for (int k = 0; k < cs.size(); k++) if (matches(g.content.cardOf(cs.get(k)), kind)) return true;
        return false;
    }

    /** Whether what is in play spares him the money an encounter would cost him now (Velma's Gratitude). */
    public static boolean moneyWaived(Game g, int p) {
        for (arkham.engine.Modifiers m : g.modifiers(p, arkham.engine.Modifiers.Hook.WAIVES_ENCOUNTER_MONEY)) if (m.waivesEncounterMoney(g, p)) return true;
        return false;
    }

    static boolean canPay(Game g, int p, Cost c) {
        Investigator i = g.inv[p];
        return (i.money >= c.money() || moneyWaived(g, p)) && i.clues >= c.clues() && i.sanity >= c.sanity() && i.stamina >= c.stamina()
                && g.monsterTrophies(p) >= c.monsterTrophies() && g.gateTrophies(p) >= c.gateTrophies();
    }

    /** Pays a cost; trophies spent go back to the cup or the bottom of the gate stack (rulebook p.23). */
    static void pay(Game g, int p, Cost c) {
        Investigator i = g.inv[p];
        if (c.money() > 0 && !moneyWaived(g, p)) i.money -= c.money();
        i.clues -= c.clues();
        int t = c.monsterTrophies();
        for (int m = 0; m < g.monsterWhere.length && t > 0; m++) {
            if (g.monsterWhere[m] == Game.trophy(p)) {
                g.returnToCup(m);
                t--;
            }
        }
        t = c.gateTrophies();
        for (int k = 0; k < g.gateWhere.length && t > 0; k++) {
            if (g.gateWhere[k] == Game.trophy(p)) {
                g.gateWhere[k] = Game.STACK;
                g.gateStack.insert(0, k);
                t--;
            }
        }
        g.lose(p, Stat.SANITY, c.sanity());
        g.lose(p, Stat.STAMINA, c.stamina());
    }

    /**
     * Takes a named special card (rulebook p.17, 23): at most one of each; a Blessing and a Curse
     * cancel each other instead of being held together.
     */
    public static void takeCard(Game g, int p, String name) {
        int def = g.content.cardId(name);
        CardDef d = g.content.cards.get(def);
        IntList cs = g.inv[p].cards;
        for (int k = 0; k < cs.size(); k++) if (g.content.cardKind[cs.get(k)] == def && d.deck() == Deck.SPECIAL) return;
        String opposite = d.has("blessing") ? "curse" : d.has("curse") ? "blessing" : null;
        if (opposite != null) {
            int other = g.findTagged(p, opposite);
            if (other >= 0) {
                g.discard(p, other);
                return;
            }
        }
        int inst = g.takeFromDeck(def);
        if (inst >= 0) g.giveCard(p, inst);
    }

    /** Resolves the pass or fail branch of a check from the result left by the check (views read both as its stakes). */
    public record Branch(int player, Effect pass, Effect fail, boolean global) implements Step, CheckStakes.Branches {
        @Override
        public int owner() {
            return global ? -1 : player;
        }

        @Override
        public Question run(Game g) {
            g.push(new EffectStep(player, g.lastPassed ? pass : fail, global));
            return null;
        }
    }

    /** Discard cards of a kind, chosen by the investigator (never one lost only by his choice). */
    record DiscardChoice(int player, String kind, int count) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (count <= 0) return null;
            List<Choice> options = new ArrayList<>();
            IntList cs = g.inv[player].cards;
            for (int k = 0; k < cs.size(); k++) {
                CardDef d = g.content.cardOf(cs.get(k));
                if (matches(d, kind) && !Knockout.lostOnlyByChoice(d)) {
                    options.add(Choice.lazy(Target.card(Act.DISCARD, cs.get(k)), "discard:", cs.get(k), cs.get(k), () -> "Discard " + d.name()));
                }
            }
            if (options.isEmpty()) return null;
            if (options.size() <= count) {
                // no choice left: every card of the kind goes ("discard all your weapons")
                for (Choice o : options) g.discard(player, o.value());
                return null;
            }
            return new Question(player, QuestionKind.CHOOSE_SEVERAL, Purpose.DISCARD, "Discard " + arkham.engine.Words.count(count, kind + " card"), options,
                    Map.of("remaining", count));
        }

        @Override
        public void answer(Game g, Choice c) {
            g.discard(player, c.value());
            g.push(new DiscardChoice(player, kind, count - 1));
        }
    }

    /** Whether a sequence is only losses, Sanity and Stamina among them: one loss of both at the same time. */
    private static boolean losesSanityAndStamina(Effect.Seq s) {
        boolean sanity = false;
        boolean stamina = false;
        for (Effect x : s.effects()) {
            if (!(x instanceof Effect.Lose l)) return false;
            sanity |= l.stat() == Stat.SANITY;
            stamina |= l.stat() == Stat.STAMINA;
        }
        return sanity && stamina;
    }

    /**
     * A monster drawn by an encounter: evade it or fight it; it never stays on the board
     * (rulebook p.22), though it may be taken as a trophy when defeated.
     */
    public record EncounterMonster(int player, int monster) implements Step, HoldsEncounterMonster {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (g.monsterWhere[monster] != Game.ENCOUNTER) return null;
            String n = g.monster(monster).name();
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EVADE_OR_FIGHT, "A " + n + " appears!", List.of(
                    new Choice(Target.monster(Act.EVADE, monster), "evade", "Evade the " + n, 0),
                    new Choice(Target.monster(Act.FIGHT, monster), "fight", "Fight the " + n, 1)), Map.of("monster", n));
        }

        @Override
        public void answer(Game g, Choice c) {
            g.push(new ReturnEncounterMonster(player, monster));
            g.push(c.value() == 0 ? new Gauntlet.Evade(player, monster, false) : Combat.start(player, monster));
        }
    }

    /** Whatever happened, an encounter monster still here goes back to the cup. */
    record ReturnEncounterMonster(int player, int monster) implements Step, HoldsEncounterMonster {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (g.monsterWhere[monster] == Game.ENCOUNTER) g.returnToCup(monster);
            return null;
        }
    }

    /** Cards the investigator may discard instead of Clue tokens he pays (Research Materials): to seal, for a cost. */
    static List<Integer> clueStandIns(Game g, int player) {
        List<Integer> r = new ArrayList<>();
        var cs = g.inv[player].cards;
        for (int k = 0; k < cs.size(); k++) {
            Hooks.CardAbility a = g.content.cardAbility(cs.get(k));
            if (a != null && a.standsInForSealClue(g, player, cs.get(k))) r.add(cs.get(k));
        }
        return r;
    }
}
