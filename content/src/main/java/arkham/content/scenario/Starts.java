package arkham.content.scenario;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.def.CheckType;
import arkham.engine.def.Dimension;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.flow.Combat;
import arkham.engine.flow.GateMovement;
import arkham.engine.flow.Gates;
import arkham.engine.flow.Gauntlet;
import arkham.engine.flow.MonsterMovement;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.MythosStep;
import arkham.engine.flow.OtherWorldEncounter;
import arkham.engine.flow.PhaseStep;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.UpkeepStep;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Turns a scenario's {@code start} (one action or a list run in order) into engine steps. */
final class Starts {
    static final List<String> KINDS = List.of("phase", "upkeep", "movement", "arkhamEncounter", "encounter",
            "otherWorldEncounter", "check", "combat", "evade", "openGate", "mythos", "setupMythos", "monsterMovement");

    private Starts() {
    }

    static List<Step> steps(Game g, Node start) {
        List<Step> r = new ArrayList<>();
        if (start.json.isArray()) {
            for (Node n : start.list()) r.add(one(g, n));
        } else {
            r.add(one(g, start));
        }
        return r;
    }

    private static Step one(Game g, Node n) {
        n.allow(KINDS.toArray(String[]::new));
        List<Map.Entry<String, Node>> fs = n.fields();
        if (fs.size() != 1) throw n.error("must name exactly one action, one of " + KINDS);
        String kind = fs.get(0).getKey();
        Node a = fs.get(0).getValue();
        Lookup names = new Lookup(g);
        switch (kind) {
            case "phase": {
                try {
                    Phase ph = Phase.valueOf(a.text().trim().toUpperCase().replace(' ', '_'));
                    if (ph == Phase.SETUP || ph == Phase.FINAL_BATTLE) throw new IllegalArgumentException();
                    return new PhaseStep(ph);
                } catch (IllegalArgumentException e) {
                    throw a.error("unknown phase '" + a.text() + "'; one of PLANNING, UPKEEP, MOVEMENT, ARKHAM_ENCOUNTERS, OTHER_WORLD_ENCOUNTERS, MYTHOS, END_OF_TURN");
                }
            }
            case "upkeep":
                return new InPhase(Phase.UPKEEP, new UpkeepStep(names.player(a), UpkeepStep.Stage.REFRESH, 0));
            case "movement":
                return new InPhase(Phase.MOVEMENT, new MovementStep(names.player(a)));
            case "arkhamEncounter":
                return new InPhase(Phase.ARKHAM_ENCOUNTERS, new ArkhamEncounter(names.player(a), ArkhamEncounter.Stage.START));
            case "otherWorldEncounter":
                return new InPhase(Phase.OTHER_WORLD_ENCOUNTERS, new OtherWorldEncounter(names.player(a)));
            case "encounter": {
                a.allow("player", "card");
                int p = names.player(a.get("player"));
                g.forcedLocationCards.add(names.locationCard(a.get("card")));
                return new InPhase(Phase.ARKHAM_ENCOUNTERS, new ArkhamEncounter.LocationEncounter(p, g.inv[p].place));
            }
            case "check": {
                a.allow("player", "skill", "modifier", "difficulty");
                CheckType t;
                try {
                    t = CheckType.parse(a.text("skill"));
                } catch (IllegalArgumentException e) {
                    throw a.get("skill").error("unknown check type '" + a.text("skill") + "'");
                }
                int mod = a.integer("modifier", 0);
                int diff = a.integer("difficulty", 1);
                return SkillCheck.of(names.player(a.get("player")), t, mod, diff, "scenario check");
            }
            case "combat": {
                a.allow("player", "monster");
                int p = names.player(a.get("player"));
                return Combat.start(p, monsterNear(g, p, names.monsterKind(a.get("monster")), a.get("monster")));
            }
            case "evade": {
                a.allow("player", "monster");
                int p = names.player(a.get("player"));
                return new Gauntlet.Evade(p, monsterNear(g, p, names.monsterKind(a.get("monster")), a.get("monster")), false);
            }
            case "openGate":
                return new InPhase(Phase.MYTHOS, new OpenGate(names.place(a)));
            case "mythos": {
                int card = names.mythos(a);
                if (!g.mythosDeck.remove(card)) throw a.error("'" + a.text() + "' is not in the Mythos deck");
                g.mythosDeck.add(card);
                return new PhaseStep(Phase.MYTHOS);
            }
            case "setupMythos": {
                int card = names.mythos(a);
                if (!g.mythosDeck.remove(card)) throw a.error("'" + a.text() + "' is not in the Mythos deck");
                g.mythosDeck.add(card);
                return new SetupMythos();
            }
            case "monsterMovement": {
                a.allow("white", "black");
                return new Movements(dimensions(a, "white"), dimensions(a, "black"));
            }
            default:
                throw n.error("unknown start '" + kind + "'");
        }
    }

    /** A marker of the kind on the board, preferring one in the investigator's area. */
    private static int monsterNear(Game g, int p, int kind, Node n) {
        int any = -1;
        for (int m = 0; m < g.monsterWhere.length; m++) {
            if (g.content.monsterKind[m] != kind || g.monsterWhere[m] < 0) continue;
            if (g.monsterWhere[m] == g.inv[p].place) return m;
            if (any < 0) any = m;
        }
        if (any < 0) throw n.error("no " + n.text() + " is on the board; place one in position." + (kind == g.content.monsterKind[Math.max(0,
                g.content.dunwichHorrorMarker)] && g.content.dunwichHorrorMarker >= 0 ? "dunwichHorror" : "monsters"));
        return any;
    }

    private static int dimensions(Node a, String field) {
        int bits = 0;
        for (Node d : a.list(field)) {
            try {
                bits |= Dimension.parse(d.text()).bit();
            } catch (IllegalArgumentException e) {
                throw d.error(e.getMessage());
            }
        }
        return bits;
    }

    /**
     * One player's part of a phase, in that phase: rules that ask which phase it is (a jailed
     * investigator's lost Upkeep, the Herald's pacts at the start of Upkeep) see it as in a whole phase.
     */
    record InPhase(Phase phase, Step part) implements Step {
        @Override
        public Question run(Game g) {
            g.phase = phase;
            g.push(part);
            return null;
        }
    }

    /**
     * A Mythos card's movement (Mythos Phase, step 3): the monsters of those dimension symbols, then
     * the Lurker's Moving gates of those symbols, as {@link MythosStep} moves them.
     */
    record Movements(int white, int black) implements Step {
        @Override
        public Question run(Game g) {
            GateMovement gates = GateMovement.start(g, white, black);
            if (gates != null) g.push(gates);
            g.push(MonsterMovement.start(g, white, black));
            return null;
        }
    }

    /** A gate opens at a place as a Mythos card would open it (or surges, or is held by an elder sign). */
    record OpenGate(int place) implements Step {
        @Override
        public Question run(Game g) {
            Gates.open(g, place);
            return null;
        }
    }

    /**
     * Setup's last step (core rulebook, setup step 14): the first Mythos card is drawn during setup, a
     * Rumor being put back and another drawn, and no Reckoning follows a gate it opens.
     */
    record SetupMythos() implements Step {
        @Override
        public Question run(Game g) {
            g.phase = Phase.SETUP;
            g.push(new MythosStep(MythosStep.Stage.DRAW, -1, true));
            return null;
        }
    }

    /**
     * The last step of every scenario: a marker question showing that the started action ran to its
     * end. It offers two options because the engine answers one-option questions by itself.
     */
    record End() implements Step {
        static final String PROMPT = "(scenario finished)";

        @Override
        public Question run(Game g) {
            // a marker for the scenario runner, not a decision of the rules: any purpose and target do
            return new Question(0, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, PROMPT,
                    List.of(Choice.of(Target.DONE, "end", "end"), Choice.of(Target.DONE, "end-also", "end")), Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
        }

        static boolean reached(Game g) {
            Question q = g.question();
            return q != null && q.prompt().equals(PROMPT);
        }
    }
}
