package arkham.content.scenario;

import arkham.content.ContentLoader;
import arkham.content.Pack;
import arkham.content.load.ContentError;
import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Event;
import arkham.engine.Game;
import arkham.engine.IllegalAnswerException;
import arkham.engine.Question;
import arkham.engine.Step;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Runs scenario files (format: docs/SCENARIOS.md): sets up the position, forces the dice and
 * monster draws, runs the started action, gives the answers and checks the expected state.
 */
public final class ScenarioRunner {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] FIELDS = {"name", "rule", "description", "knownFailure", "setup", "position", "start",
            "dice", "monsters", "dunwichHorrorCards", "answers", "expect"};

    private ScenarioRunner() {
    }

    /** Runs one scenario file against the shipped content. Never throws for a bad file: the result says what is wrong. */
    public static ScenarioResult run(Path file) {
        return run(file, List.of());
    }

    /**
     * Runs one scenario file against the shipped content with these content packs applied, and then
     * the packs the scenario itself names ({@code setup.content}, folders relative to the file).
     */
    public static ScenarioResult run(Path file, List<Pack> packs) {
        String fileName = file.toString();
        String name = file.getFileName().toString().replaceFirst("\\.json$", "");
        JsonNode json;
        try {
            json = JSON.readTree(Files.readString(file));
        } catch (JsonProcessingException e) {
            return new ScenarioResult(name, false, "ERROR " + fileName + ": not valid JSON: " + e.getOriginalMessage()
                    + " (line " + e.getLocation().getLineNr() + ")");
        } catch (IOException e) {
            String why = e instanceof java.nio.file.NoSuchFileException ? "no such file" : e.toString();
            return new ScenarioResult(name, false, "ERROR " + fileName + ": cannot read: " + why);
        }
        Node root = new Node(fileName, "", json);
        String knownFailure = null;
        try {
            root.allow(FIELDS);
            name = root.text("name", name);
            knownFailure = root.text("knownFailure", null);
            Run r = new Run(root, content(root, file, packs));
            r.go();
            String head = (r.failed ? (knownFailure != null ? "SKIP" : "FAIL") : knownFailure != null ? "SKIP" : "PASS")
                    + " " + name + " (" + root.text("rule") + ") [" + fileName + "]";
            StringBuilder report = new StringBuilder(head).append('\n');
            if (knownFailure != null) {
                report.append("  known failure: ").append(knownFailure).append('\n');
                if (!r.failed) report.append("  NOTE: this scenario now passes; remove its knownFailure mark\n");
            }
            for (String l : r.lines) report.append(l).append('\n');
            if (r.failed) r.describeGame(report);
            return new ScenarioResult(name, !r.failed && knownFailure == null, report.toString(), knownFailure);
        } catch (ScenarioError e) {
            return new ScenarioResult(name, false, "ERROR " + e.getMessage(), knownFailure);
        } catch (RuntimeException e) {
            return new ScenarioResult(name, false, "ERROR " + fileName + ": the engine failed: " + e + trace(e), knownFailure);
        }
    }

    /** The shipped content with the given packs, then the scenario's own ({@code setup.content}, relative to its file). */
    private static Content content(Node root, Path file, List<Pack> packs) {
        List<Pack> all = new ArrayList<>(packs);
        Node setup = root.get("setup");
        for (Node dir : setup.list("content")) {
            Path d = file.toAbsolutePath().getParent().resolve(dir.text());
            try {
                Pack p = Pack.open(d);
                if (all.stream().anyMatch(x -> x.name().equals(p.name()))) throw dir.error("the content pack '" + p.name() + "' is loaded twice");
                all.add(p);
            } catch (ContentError e) {
                throw dir.error(e.getMessage());
            }
        }
        try {
            return ContentLoader.withPacks(all);
        } catch (ContentError e) {
            throw setup.error("the content packs do not load: " + e.getMessage());
        }
    }

    /**
     * The scenario files under a folder (every *.json, in name order), leaving out content packs:
     * a folder holding a {@code pack.json} is a pack scenarios name, not scenarios.
     */
    public static List<Path> scenarioFiles(Path dir) throws IOException {
        List<Path> packDirs;
        try (Stream<Path> s = Files.walk(dir)) {
            packDirs = s.filter(p -> p.getFileName().toString().equals(Pack.MANIFEST)).map(Path::getParent).toList();
        }
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(f -> f.toString().endsWith(".json") && Files.isRegularFile(f))
                    .filter(f -> packDirs.stream().noneMatch(f::startsWith)).sorted().toList();
        }
    }

    private static String trace(Throwable e) {
        StringBuilder b = new StringBuilder();
        StackTraceElement[] st = e.getStackTrace();
        for (int k = 0; k < Math.min(8, st.length); k++) b.append("\n    at ").append(st[k]);
        return b.toString();
    }

    /** One run of a scenario: the game, the log so far and the assertion lines. */
    private static final class Run {
        final Node root;
        final Content content;
        final List<String> lines = new ArrayList<>();
        final List<Event> log = new ArrayList<>();
        Game g;
        boolean failed;

        Run(Node root, Content content) {
            this.root = root;
            this.content = content;
        }

        void go() {
            root.get("rule").text();
            g = Arrange.setUp(content, root.get("setup"));
            if (root.has("position")) Arrange.position(g, root.get("position"));
            g.logEvents(true);
            g.drainEvents();
            List<Step> steps = new ArrayList<>(Starts.steps(g, root.get("start")));
            steps.add(new Starts.End());
            for (Node d : root.list("dice")) {
                int v = d.integer();
                if (v < 1 || v > 6) throw d.error("a die shows 1 to 6");
                g.forcedDice.add(v);
            }
            Lookup names = new Lookup(g);
            for (Node m : root.list("monsters")) g.forcedMonsters.add(names.monsterKind(m));
            for (Node c : root.list("dunwichHorrorCards")) g.forcedHorrorCards.add(horrorCard(c));
            List<Node> answers = root.list("answers");
            // Answers are checked for shape before anything runs, so a malformed file fails as such.
            for (Node a : answers) answerText(a, names);
            g.begin(steps.toArray(Step[]::new));
            log.addAll(g.drainEvents());
            for (int k = 0; k < answers.size() && !failed; k++) {
                answer(k, answers.get(k), names);
                log.addAll(g.drainEvents());
            }
            if (failed) return;
            Expectations x = Expectations.check(g, log, root.get("expect"));
            lines.addAll(x.lines());
            failed = x.failed();
        }

        /** A Dunwich Horror card by name (its first copy), from the content's dunwich/dunwich-horror.json. */
        private int horrorCard(Node c) {
            List<String> cards = content.dunwichHorrorCardNames;
            if (cards.isEmpty()) throw c.error("no Dunwich Horror card is loaded (none is shipped): name a content pack with"
                    + " dunwich/dunwich-horror.json in setup.content");
            for (int k = 0; k < cards.size(); k++) if (Content.same(cards.get(k), c.text())) return k;
            throw c.error("unknown Dunwich Horror card '" + c.text() + "'; known: " + String.join(", ", new java.util.LinkedHashSet<>(cards)));
        }

        /** An answer is option text, or {player, choose}; returns the text, checking the player named exists. */
        private String answerText(Node a, Lookup names) {
            if (a.json.isTextual()) return a.text();
            a.allow("player", "choose");
            if (a.has("player")) names.player(a.get("player"));
            return a.text("choose");
        }

        private void answer(int k, Node a, Lookup names) {
            String text = answerText(a, names);
            String what = "answer " + (k + 1) + " \"" + text + "\"";
            Question q = g.question();
            if (q == null || Starts.End.reached(g)) {
                fail(what + ": no question is pending (" + (q == null ? "the game is over: " + g.outcome()
                        : "the started action already finished") + ")");
                return;
            }
            if (!a.json.isTextual() && a.has("player")) {
                int p = names.player(a.get("player"));
                if (p != q.player()) {
                    fail(what + ": expected a question for " + g.nameOf(p) + ", but \"" + q.prompt() + "\" is for " + g.nameOf(q.player()));
                    return;
                }
            }
            Choice c = match(q, text);
            if (c == null) {
                fail(what + ": no single option of \"" + q.prompt() + "\" matches; options: " + options(q));
                return;
            }
            try {
                g.answer(q.id(), q.player(), c.id());
                lines.add("  ok    " + what + " -> " + c.id() + " (" + c.label() + ")");
            } catch (IllegalAnswerException e) {
                fail(what + ": rejected: " + e.getMessage());
            }
        }

        private void fail(String line) {
            failed = true;
            lines.add("  FAIL  " + line);
        }

        void describeGame(StringBuilder b) {
            if (g == null) return;
            Question q = g.question();
            if (q == null) {
                b.append("  game over: ").append(g.outcome()).append('\n');
            } else if (!Starts.End.reached(g)) {
                b.append("  pending question for ").append(g.nameOf(q.player())).append(": \"").append(q.prompt())
                        .append("\" ").append(options(q)).append('\n');
            } else {
                b.append("  the started action finished\n");
            }
            b.append("  log:\n");
            for (Event e : log) b.append("    ").append(e.text()).append('\n');
        }
    }

    /**
     * The option an answer names: the option whose id equals the text, else the only option whose
     * id or label starts with it; null when none or several do.
     */
    static Choice match(Question q, String text) {
        Choice exact = q.option(text);
        if (exact != null) return exact;
        Choice found = null;
        for (Choice c : q.options()) {
            if (c.id().startsWith(text) || c.label().startsWith(text)) {
                if (found != null) return null;
                found = c;
            }
        }
        return found;
    }

    private static String options(Question q) {
        List<String> r = new ArrayList<>();
        for (Choice c : q.options()) r.add(c.id() + " \"" + c.label() + "\"");
        return r.toString();
    }
}
