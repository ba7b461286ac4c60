package arkham.cli;

import arkham.ai.Odds;
import arkham.engine.CheckTerms;
import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Debrief;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.Target;
import arkham.engine.def.AncientOneDef;
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.def.InvestigatorDef;
import arkham.engine.def.MythosDef;
import arkham.engine.def.Names;
import arkham.engine.def.RelationshipDef;
import arkham.engine.def.Skill;
import arkham.engine.def.Unverified;
import arkham.engine.query.Queries;
import arkham.engine.state.HeraldState;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;
import arkham.engine.view.Catalogue;
import arkham.engine.view.SeatView;
import arkham.engine.view.Texts;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The read-only look-ups a player may type at any prompt (and that Phase 0, Planning, is for):
 * card text, investigator sheets, the Ancient One, the Herald, the game's counts against their
 * limits, where one can move, and the odds of a check. They read the asking seat's view of the game
 * ({@link SeatView#state()}, a copy that knows only what the seat knows) and never change the game.
 */
final class Lookups {
    private static final List<String> COMMANDS = List.of("status", "sheet", "card", "ancient", "ao", "herald", "reach", "odds");

    /** The game as the seat that asked the last look-up knows it: its view's copy, set by {@link #run}. */
    private Game g;
    private final Content c;
    private final PrintWriter out;
    /** Every named thing a player may look up, with its text (shared with the game server's /api/text). */
    private final Catalogue catalogue;

    Lookups(Content c, PrintWriter out) {
        this.c = c;
        this.out = out;
        this.catalogue = Catalogue.of(c);
    }

    /** Every name 'card' can look up, for completion. */
    List<String> names() {
        List<String> r = new ArrayList<>();
        for (Catalogue.Entry e : catalogue.entries()) r.add(e.name());
        return r;
    }

    boolean handles(String command) {
        return COMMANDS.contains(command);
    }

    /** Runs a look-up for the seat that must answer, from its view (its question names the default seat). */
    void run(String command, String arg, SeatView view) {
        g = view.state();
        Question pending = view.question();
        int asking = pending.player();
        switch (command) {
            case "status" -> status();
            case "card" -> card(arg);
            case "sheet" -> {
                int p = seat(arg, asking);
                if (p >= 0) sheet(p);
            }
            case "ancient", "ao" -> ancientOne();
            case "herald" -> herald();
            case "reach" -> {
                int p = seat(arg, asking);
                if (p >= 0) reach(p, pending);
            }
            case "odds" -> {
                int p = seat("", asking);
                if (p >= 0) odds(arg, p, pending);
            }
            default -> throw new IllegalArgumentException(command);
        }
    }

    /** The Mythos card of that name, or null. */
    MythosDef mythos(String name) {
        for (MythosDef d : c.mythos) if (d.name().equals(name)) return d;
        return null;
    }

    /** A player number as typed (from 1), or the default; -1 after saying what is wrong. */
    private int seat(String arg, int fallback) {
        if (arg.isEmpty()) {
            if (g.inv[fallback].def() >= 0) return fallback;
            out.println("Player " + (fallback + 1) + " has no investigator yet.");
            return -1;
        }
        try {
            int n = Integer.parseInt(arg);
            if (n >= 1 && n <= g.players) {
                if (g.inv[n - 1].def() < 0) {
                    out.println("Player " + n + " has no investigator yet.");
                    return -1;
                }
                return n - 1;
            }
        } catch (NumberFormatException e) {
            for (int p = 0; p < g.players; p++) {
                if (g.inv[p].def() >= 0 && Names.key(g.nameOf(p)).contains(Names.key(arg))) return p;
            }
        }
        out.println("No player '" + arg + "': give a player number from 1 to " + g.players + " or an investigator's name.");
        return -1;
    }

    // ------------------------------------------------------------------ status

    void status() {
        Debrief d = Debrief.of(g);
        out.println("Turn " + d.turn() + ", first player: " + (d.firstPlayer() + 1));
        row("Open gates", d.openGates(), d.gateLimit(), "this many wake the Ancient One");
        row("Elder signs", d.elderSigns(), d.elderSignsToWin(), "this many win the game");
        if (d.monsterLimit() < 0) {
            out.printf("  %-30s %2d    no limit at terror 10%n", "Monsters in Arkham and the Sky", d.monstersInArkham());
        } else {
            row("Monsters in Arkham and the Sky", d.monstersInArkham(), d.monsterLimit(), "at the limit, new ones go to the Outskirts");
        }
        row("Monsters in the Outskirts", d.outskirts(), d.outskirtsLimit(), "past it, all return to the cup and terror rises");
        row("Doom", d.doom(), d.doomTrack(), "a full track wakes the Ancient One");
        row("Terror level", d.terror(), d.terrorLimit(), "Arkham is overrun");
        if (g.setup.options().dunwichBoard()) {
            row("Dunwich Horror track", g.dunwich.horrorTokens, arkham.engine.state.DunwichState.TRACK,
                    "a monster entering a vortex adds a token; the third brings the Dunwich Horror");
            out.printf("  %-30s %2d    (outside the monster limit)%n", "Monsters in Dunwich", BoardText.monstersInOtherTowns(g));
            String horror = BoardText.dunwichHorror(g);
            if (horror != null) out.println("  " + horror);
        }
    }

    private void row(String what, int n, int limit, String meaning) {
        out.printf("  %-30s %2d / %-2d (%s)%n", what, n, limit, meaning);
    }

    // -------------------------------------------------------------------- card

    void card(String name) {
        if (name.isBlank()) {
            out.println("card needs a name, e.g. 'card Shotgun' or 'card Hastur' (part of a name will do).");
            return;
        }
        List<Catalogue.Entry> found = catalogue.named(name);
        if (found.isEmpty()) found = catalogue.containing(name);
        if (found.isEmpty()) {
            List<String> close = catalogue.closeTo(name, 6);
            out.println("Nothing is named '" + name + "'." + (close.isEmpty() ? "" : " Did you mean: " + String.join(", ", close) + "?"));
            return;
        }
        if (found.stream().map(e -> Names.key(e.name())).distinct().count() > 1) {
            List<String> names = found.stream().map(Catalogue.Entry::name).distinct().limit(12).toList();
            out.println("'" + name + "' could be: " + String.join(", ", names) + (found.size() > 12 ? ", ..." : "")
                    + ". Type more of the name.");
            return;
        }
        // two things with one name (a Skill card and a skill, say): both are shown
        out.println(found.get(0).name() + ": " + String.join("\n  ", found.stream().map(e -> e.text() + marks(e)).toList()));
    }

    /**
     * " [UNVERIFIED: note]" for a component of this game no source confirms (docs/CONTENT-COVERAGE-dunwich.md),
     * and " [LEFT OUT of the decks: why]" for a card of an expansion in use that never reaches a deck.
     */
    private String marks(Catalogue.Entry e) {
        Unverified u = e.unverified();
        String note = u == null ? null : arkham.engine.view.GameView.note(g, u.kind(), u.id());
        String why = e.leftOut() != null && g.setup.options().uses(e.expansion()) ? e.leftOut() : null;
        return (note == null ? "" : " [UNVERIFIED: " + note + "]") + (why == null ? "" : " [LEFT OUT of the decks: " + why + "]");
    }

    // ------------------------------------------------------------------- sheet

    void sheet(int p) {
        Investigator i = g.inv[p];
        InvestigatorDef d = g.defOf(p);
        out.println("Player " + (p + 1) + ": " + d.name() + ", " + d.occupation() + (i.eliminated ? " (out of the game)" : ""));
        out.println("  At " + (i.place < 0 ? "-" : g.board.name(i.place)) + status(p));
        out.println("  Sanity " + i.sanity + "/" + i.maxSanity + ", Stamina " + i.stamina + "/" + i.maxStamina + ", $" + i.money
                + ", " + clues(i.clues) + ", Focus " + d.focus());
        if (d.abilityText() != null && !d.abilityText().isBlank()) out.println("  Ability: " + d.abilityText());
        for (int s = 0; s < 3; s++) {
            Skill a = Skill.values()[s * 2];
            Skill b = Skill.values()[s * 2 + 1];
            StringBuilder track = new StringBuilder();
            for (int stop = 0; stop < 4; stop++) {
                String cell = d.skill(a, stop) + "/" + d.skill(b, stop);
                track.append(stop == i.slider[s] ? "[" + cell + "]" : " " + cell + " ").append(' ');
            }
            out.printf("  %-12s %s now %s %d, %s %d%n", Texts.name(a) + "/" + Texts.name(b), track, Texts.name(a),
                    g.skill(p, a), Texts.name(b), g.skill(p, b));
        }
        out.println("  Checks now: Evade " + g.checkValue(p, CheckType.EVADE) + ", Horror " + g.checkValue(p, CheckType.HORROR)
                + ", Combat " + g.checkValue(p, CheckType.COMBAT) + ", Spell " + g.checkValue(p, CheckType.SPELL)
                + "; movement points " + g.movementPoints(p));
        IntList cards = i.cards;
        out.println("  Cards" + (cards.isEmpty() ? ": none" : ":"));
        for (int k = 0; k < cards.size(); k++) {
            int card = cards.get(k);
            CardDef cd = c.cardOf(card);
            String state = g.exhausted[card] ? " (exhausted)" : "";
            if (g.cardTokens[card] > 0) state += " (" + g.cardTokens[card] + " token" + (g.cardTokens[card] == 1 ? "" : "s") + " on it)";
            out.println("    " + cd.name() + state + ": " + Texts.card(cd));
        }
        List<String> monsters = new ArrayList<>();
        for (int m = 0; m < g.monsterWhere.length; m++) {
            if (g.monsterWhere[m] == Game.trophy(p)) monsters.add(g.monster(m).name() + " (toughness " + g.toughness(m) + ")");
        }
        List<String> gates = new ArrayList<>();
        for (int m = 0; m < g.gateWhere.length; m++) {
            if (g.gateWhere[m] == Game.trophy(p)) gates.add(g.board.otherWorld(c.gateOf(m).world()).name());
        }
        out.println("  Monster trophies: " + join(monsters));
        out.println("  Gate trophies: " + join(gates));
        if (g.setup.options().herald()) {
            List<String> pacts = new ArrayList<>();
            for (int k = 0; k < cards.size(); k++) if (c.cardOf(cards.get(k)).has("dark-pact")) pacts.add(c.cardOf(cards.get(k)).name());
            int bound = g.herald.boundAlly[p];
            out.println("  Power: " + g.herald.power[p] + " | Dark Pacts: " + join(pacts)
                    + (bound >= 0 ? " | bound Ally: " + c.cardOf(bound).name() : ""));
        }
        IntList rels = g.relationshipsOf(p);
        if (g.setup.options().relationships() || !rels.isEmpty()) {
            out.println("  Relationships" + (rels.isEmpty() ? ": none" : ":"));
            for (int k = 0; k < rels.size(); k++) {
                int rel = rels.get(k);
                RelationshipDef rd = c.relationships.get(rel);
                out.println("    " + rd.name() + " with " + g.nameOf(g.partner(rel, p))
                        + (g.relationshipExhausted[rel] ? " (exhausted)" : "") + ": " + rd.text());
            }
        }
    }

    private String status(int p) {
        Investigator i = g.inv[p];
        List<String> s = new ArrayList<>();
        if (i.delayed) s.add("delayed");
        if (i.jailed) s.add("arrested: loses his next turn");
        if (i.explored) s.add("on an explored marker");
        if (g.isBlessed(p)) s.add("blessed");
        if (g.isCursed(p)) s.add("cursed");
        if (p == g.first) s.add("first player");
        return s.isEmpty() ? "" : " (" + String.join(", ", s) + ")";
    }

    private static String clues(int n) {
        return n + (n == 1 ? " Clue token" : " Clue tokens");
    }

    // ------------------------------------------------------- the Ancient One

    void ancientOne() {
        AncientOneDef a = g.ancientOneDef();
        if (a == null) {
            out.println("The Ancient One is not chosen yet.");
            return;
        }
        out.println(a.name() + ": " + Texts.ancientOne(a));
        out.println("  Doom track: " + track(g.doom, a.doomTrack()) + " " + g.doom + "/" + a.doomTrack()
                + (g.awakened ? " - awake" : ""));
        if (g.awakened && g.outcome() == null)
            out.println("  Final battle round " + g.battleRound + ", successes toward removing the next doom token: " + g.battleSuccesses);
    }

    private static String track(int filled, int size) {
        StringBuilder b = new StringBuilder("[");
        for (int k = 0; k < size; k++) b.append(k < filled ? '#' : '.');
        return b.append(']').toString();
    }

    void herald() {
        if (!g.setup.options().herald()) {
            out.println("This game has no Herald (start one with --lurker herald).");
            return;
        }
        out.println(Texts.HERALD_RULES);
        HeraldState h = g.herald;
        List<String> power = new ArrayList<>();
        for (int p = 0; p < g.players; p++) if (g.inv[p].def() >= 0) power.add(g.nameOf(p) + " " + h.power[p]);
        out.println("  Power tokens: " + String.join(", ", power) + "; " + h.pool + " left in the pool");
        out.println("  Reckoning cards: " + h.reckoning.size() + " in the deck, " + h.reckoningDiscards.size() + " discarded"
                + (h.onAncientOne > 0 ? "; " + arkham.engine.Words.count(h.onAncientOne, "Bound Ally pact") + " on the Ancient One" : ""));
    }

    // ------------------------------------------------------------------- reach

    /**
     * Places within the movement points he has: those left while his Arkham movement is under way,
     * else those his Speed gives; by the fewest points, with what waits there.
     */
    void reach(int p, Question pending) {
        Investigator i = g.inv[p];
        String who = "Player " + (p + 1) + " (" + g.nameOf(p) + ")";
        if (i.place < 0) {
            out.println(who + " is not on the board.");
            return;
        }
        if (g.board.isOtherWorld(i.place)) {
            out.println(who + " is in " + g.board.name(i.place) + (g.board.worldArea(i.place) == 1
                    ? ": next Movement Phase he moves to the second area." : ": next Movement Phase he returns through an open gate to this world."));
            return;
        }
        if (!g.board.inArkham(i.place)) {
            out.println(who + " is at " + g.board.name(i.place) + ": no Arkham movement from there.");
            return;
        }
        boolean moving = HotSeat.isMovement(pending) && pending.player() == p && i.movePoints >= 0;
        int points = moving ? i.movePoints : g.movementPoints(p);
        int[] cost = new Paths(g, p, points).cost;
        String have = moving ? " has " + arkham.engine.Words.count(points, "movement point") + " left"
                : " gets " + arkham.engine.Words.count(points, "movement point") + " in his Movement Phase";
        out.println(who + " at " + g.board.name(i.place) + have
                + (i.delayed ? " but is delayed: he stands up instead of moving" : "") + ". Within reach ('go PLACE' moves there):");
        Map<Integer, List<String>> byCost = new LinkedHashMap<>();
        for (int place = 0; place < cost.length; place++) {
            if (cost[place] <= 0) continue;
            byCost.computeIfAbsent(cost[place], k -> new ArrayList<>()).add(g.board.name(place) + notes(place));
        }
        for (int k = 1; k <= points; k++) {
            List<String> at = byCost.get(k);
            if (at != null) out.println("  " + k + ": " + String.join(", ", at));
        }
        String here = notes(i.place);
        if (!here.isEmpty()) out.println("  here:" + here);
    }

    private String notes(int place) {
        List<String> n = new ArrayList<>();
        IntList ms = g.monstersAt(place);
        if (!ms.isEmpty()) {
            List<String> names = new ArrayList<>();
            for (int k = 0; k < ms.size(); k++) names.add(g.monster(ms.get(k)).name());
            n.add("monsters: " + String.join(", ", names));
        }
        if (g.clues[place] > 0) n.add(clues(g.clues[place]));
        if (g.gateAt[place] >= 0) n.add("gate to " + g.board.otherWorld(c.gateOf(g.gateAt[place]).world()).name());
        if (g.sealed[place]) n.add("elder sign");
        if (g.closed[place]) n.add("closed");
        return n.isEmpty() ? "" : " (" + String.join("; ", n) + ")";
    }

    // -------------------------------------------------------------------- odds

    private static final String ODDS_USAGE = "odds takes a check and, if any, its modifier and the successes needed: e.g."
            + " 'odds evade -1' or 'odds lore +0 2'; alone, during a check or a combat, it gives that one's odds. Checks: ";

    /**
     * The chance to pass a check, from the engine's own numbers ({@link Odds}): dice, the faces that
     * succeed, Clue tokens and what each buys, re-rolls at hand; for combat, the best weapons and
     * spells in hand. Alone, the odds of the check or combat the pending question is about.
     */
    void odds(String arg, int p, Question pending) {
        String[] w = arg.isBlank() ? new String[0] : arg.trim().split("\\s+");
        if (w.length == 0) {
            if (!pendingOdds(p, pending)) out.println(ODDS_USAGE + checkNames());
            return;
        }
        if (w.length > 3) {
            out.println(ODDS_USAGE + checkNames());
            return;
        }
        CheckType type;
        try {
            type = CheckType.parse(w[0]);
        } catch (IllegalArgumentException e) {
            out.println("'" + w[0] + "' is not a check; one of " + checkNames() + ".");
            return;
        }
        int modifier;
        int needed;
        try {
            modifier = w.length > 1 ? Integer.parseInt(w[1].startsWith("+") ? w[1].substring(1) : w[1]) : 0;
            needed = w.length > 2 ? Integer.parseInt(w[2]) : 1;
        } catch (NumberFormatException e) {
            out.println("The modifier and the successes needed are whole numbers, e.g. 'odds combat -2 1'.");
            return;
        }
        if (needed < 1 || needed > 20 || Math.abs(modifier) > 20) {
            out.println("A check needs 1 to 20 successes, with a modifier from -20 to +20.");
            return;
        }
        if (type == CheckType.COMBAT) combatOdds(p, -1, modifier, needed);
        else checkOdds(p, type, modifier, needed);
    }

    private static String checkNames() {
        return String.join(", ", Arrays.stream(CheckType.values()).map(t -> Texts.name(t).toLowerCase(Locale.ROOT)).toList());
    }

    /** The odds of what the pending question is about: a check (before or after its roll) or a combat; false if neither. */
    private boolean pendingOdds(int p, Question q) {
        Map<String, Object> ctx = q.context();
        // helping another's check: his odds are not this seat's (the context does not name him)
        if (q.player() != p || q.purpose() == Purpose.HELP_CHECK) return false;
        if (ctx.get("check") instanceof String check && ctx.get("difficulty") instanceof Integer needed) {
            CheckType type = CheckType.valueOf(check);
            int modifier = ctx.get("modifier") instanceof Integer m ? m : 0;
            String rolled = ctx.get("rolled") instanceof String r ? r.trim() : "";
            if (rolled.isEmpty()) {
                checkOdds(p, type, modifier, needed);
                return true;
            }
            int successes = ctx.get("successes") instanceof Integer n ? n : 0;
            int clues = g.inv[p].clues;
            out.printf("%s: %s check %s rolled [%s], %s of %d: %s%n", g.nameOf(p), Texts.name(type), Texts.signed(modifier), rolled,
                    arkham.engine.Words.successes(successes), needed, successes >= needed ? "passed" : "not yet passed");
            out.printf("  %-34s %3.0f%%%n", "to pass from here, playing on well:", 100 * Odds.ofQuestion(g, q).chance());
            counted(Queries.checkTerms(g, p, type), clues);
            return true;
        }
        if (ctx.get("marker") instanceof Integer marker && ctx.containsKey("toughness") && g.monsterWhere[marker] != Game.CUP) {
            combatOdds(p, marker, 0, 0);
            return true;
        }
        // monsters to evade or fight: each evade option names its monster's marker
        boolean any = false;
        int clues = g.inv[p].clues;
        for (Choice o : q.options()) {
            if (o.act() != Target.Act.EVADE) continue;
            int m = o.targetNumber();
            Odds.Arms arms = Odds.combat(g, p, m, 0, 0, clues);
            double evade = Odds.chance(Odds.roll(g, p, CheckType.EVADE, g.awareness(m), 1, clues));
            List<String> with = new ArrayList<>();
            for (int card : arms.cards()) with.add(c.cardOf(card).name());
            if (!any) out.println(g.nameOf(p) + (clues > 0 ? ", spending up to " + clues(clues) + " where they help:" : ":"));
            out.printf("  %s: evade %.0f%%; win a round of combat %.0f%%%s%n", g.monster(m).name(), 100 * evade, 100 * arms.chance(),
                    with.isEmpty() ? "" : " with " + String.join(" and ", with));
            any = true;
        }
        return any;
    }

    private void checkOdds(int p, CheckType type, int modifier, int needed) {
        Odds.Roll plain = Odds.roll(g, p, type, modifier, needed, 0);
        out.printf("%s: %s check %s, %s needed: %s, %s.%n", g.nameOf(p), Texts.name(type), Texts.signed(modifier),
                arkham.engine.Words.successes(needed), dice(plain.dice()), faces(plain.terms()));
        clueRows(p, c -> Odds.chance(Odds.roll(g, p, type, modifier, needed, c)));
        counted(plain.terms(), g.inv[p].clues);
    }

    /** Combat odds with the best weapons and spells in hand: against the monster (its marker), or at the modifier given. */
    private void combatOdds(int p, int monster, int modifier, int needed) {
        Odds.Arms arms = Odds.combat(g, p, monster, modifier, needed, 0);
        List<String> with = new ArrayList<>();
        for (int card : arms.cards()) {
            CardDef d = c.cardOf(card);
            with.add(d.name() + (d.isSpell() ? " (a spell: counted at its chance to be cast)" : ""));
        }
        if (arms.handless() > 0) with.add("weapons that need no hands " + Texts.signed(arms.handless()));
        Odds.Roll plain = Odds.roll(g, p, CheckType.COMBAT, 0, 1, 0);
        if (monster >= 0) {
            out.printf("%s against the %s (toughness %d): Fight %d, combat modifier %s with what is held, %s.%n", g.nameOf(p),
                    g.monster(monster).name(), Queries.combatToughness(g, p, monster), g.checkValue(p, CheckType.COMBAT),
                    Texts.signed(Queries.fightModifier(g, p, monster)), faces(plain.terms()));
        } else {
            out.printf("%s: Combat check %s, %s needed: %s before weapons, %s.%n", g.nameOf(p), Texts.signed(modifier),
                    arkham.engine.Words.successes(needed), dice(Math.max(0, g.checkValue(p, CheckType.COMBAT) + modifier)),
                    faces(plain.terms()));
        }
        out.println("  Taking up: " + (with.isEmpty() ? "nothing (no weapon or combat spell that helps)" : String.join(", ", with))
                + (arms.bonus() > 0 ? " (" + Texts.signed(arms.bonus()) + ")" : ""));
        clueRows(p, clues -> Odds.combat(g, p, monster, modifier, needed, clues).chance());
        counted(plain.terms(), g.inv[p].clues);
    }

    /** One row per number of Clue tokens he might spend: none, up to 1, 2, 3, all. */
    private void clueRows(int p, java.util.function.IntToDoubleFunction chance) {
        int clues = g.inv[p].clues;
        List<Integer> rows = new ArrayList<>();
        for (int k = 0; k <= Math.min(clues, 3); k++) rows.add(k);
        if (clues > 3) rows.add(clues);
        for (int k : rows) {
            String how = k == 0 ? "without Clue tokens" : "spending up to " + clues(k);
            out.printf("  %-34s %3.0f%%%n", how + ":", 100 * chance.applyAsDouble(k));
        }
        if (clues == 0) out.println("  (no Clue tokens to spend for extra dice)");
    }

    /** What the odds counted beyond the dice, in a line. */
    private void counted(CheckTerms t, int clues) {
        List<String> n = new ArrayList<>();
        if (clues > 0 && t.clueDice() > 1) n.add("each Clue token buys " + t.clueDice() + " dice");
        if (clues > 0 && t.clueGroup() > 1) n.add("Clue tokens go " + t.clueGroup() + " at a time");
        if (clues > 0 && t.clueLimit() < Integer.MAX_VALUE) n.add("at most " + clues(t.clueLimit()) + " on this check");
        if (clues > 0 && t.wastedClues() > 0) n.add("the first " + (t.wastedClues() == 1 ? "Clue token buys" : t.wastedClues() + " buy") + " nothing");
        if (t.successPrice() > 0) n.add(t.successPrice() + " Clue tokens buy a success after the roll");
        if (t.asClue() > 0) n.add(arkham.engine.Words.count(t.asClue(), "card") + " spent in place of a Clue token");
        if (t.rerolls() > 0) n.add(arkham.engine.Words.count(t.rerolls(), "re-roll") + " of the whole check");
        if (t.singleRerolls() > 0) n.add(arkham.engine.Words.count(t.singleRerolls(), "re-roll") + " of one failed die");
        if (t.failures()) n.add("an ability re-rolls the failed dice");
        if (!n.isEmpty()) out.println("  Counted: " + String.join("; ", n) + " (each used where it helps most).");
    }

    private static String dice(int n) {
        return n == 1 ? "1 die" : n + " dice";
    }

    /** The faces that succeed ("each succeeding on 5-6"), and those that count twice. */
    private static String faces(CheckTerms t) {
        int from = 7;
        for (int d = 6; d >= 1; d--) if (t.successes()[d] > 0) from = d;
        String r = from > 6 ? "no face succeeding" : from == 6 ? "each succeeding on a 6" : "each succeeding on " + from + "-6";
        for (int d = 1; d <= 6; d++) if (t.successes()[d] > 1) r += ", a " + d + " counting as " + t.successes()[d];
        return r;
    }

    private static String join(List<String> items) {
        return items.isEmpty() ? "none" : String.join(", ", items);
    }
}
