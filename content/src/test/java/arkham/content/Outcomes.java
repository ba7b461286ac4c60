package arkham.content;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Step;
import arkham.engine.view.GameView;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * What a piece of content does, written down: the visible state before and after it resolves,
 * the questions asked on the way, and the difference in readable lines. The outcome tests keep
 * these lines for every encounter entry and Mythos card in a golden file under
 * {@code src/test/resources/golden/}, so each card's effect is on record with forced dice, and a
 * change to any of them shows up as a diff to review. {@code -Dgolden.update=true} rewrites the
 * files.
 */
final class Outcomes {
    private static final int MAX_ANSWERS = 300;
    private static final int MAX_ASKED = 6;

    private Outcomes() {
    }


    /**
     * Runs the steps (a {@link Halt} is added) answering with the policy, and describes what
     * changed: one line of questions asked and one of differences.
     */
    static String run(Game g, Function<Question, Choice> policy, Step... steps) {
        Map<String, String> before = flatten(g);
        Step[] all = java.util.Arrays.copyOf(steps, steps.length + 1);
        all[steps.length] = new Halt();
        List<String> asked = new ArrayList<>();
        String end = null;
        g.begin(all);
        for (int n = 0; ; n++) {
            Question q = g.question();
            if (q == null) {
                end = "the game ends: " + g.outcome();
                break;
            }
            if (Halt.PROMPT.equals(q.prompt())) break;
            if (n >= MAX_ANSWERS) {
                end = "DID NOT END within " + MAX_ANSWERS + " answers";
                break;
            }
            Choice c = policy.apply(q);
            if (asked.size() < MAX_ASKED) asked.add(q.prompt() + " -> " + c.label());
            else if (asked.size() == MAX_ASKED) asked.add("...");
            g.answer(q.id(), q.player(), c.id());
        }
        StringBuilder r = new StringBuilder();
        if (!asked.isEmpty()) r.append("asked: ").append(String.join(" | ", asked)).append("\n      ");
        String d = diff(before, flatten(g));
        r.append(d.isEmpty() ? "no change" : d);
        if (end != null) r.append("; ").append(end);
        return r.toString();
    }

    /** The visible state as "key = value" pairs; card and monster lists as sorted names. */
    static Map<String, String> flatten(Game g) {
        Map<String, Object> v = GameView.of(g);
        Map<String, String> r = new TreeMap<>();
        for (String k : List.of("doom", "terror", "environment", "rumor", "rumorTokens", "awakened", "outcome")) {
            r.put(k, String.valueOf(v.get(k)));
        }
        flattenMap(r, "gate at ", (Map<?, ?>) v.get("gates"));
        flattenMap(r, "clues at ", (Map<?, ?>) v.get("clues"));
        flattenMap(r, "monsters at ", (Map<?, ?>) v.get("monsters"));
        r.put("elder signs", names((List<?>) v.get("elderSigns")));
        r.put("closed", names((List<?>) v.get("closed")));
        for (Object o : (List<?>) v.get("investigators")) {
            Map<?, ?> inv = (Map<?, ?>) o;
            String who = String.valueOf(inv.get("name")) + " ";
            for (Map.Entry<?, ?> e : inv.entrySet()) {
                String k = String.valueOf(e.getKey());
                if (k.equals("player") || k.equals("name") || k.equals("skills") || k.equals("focus")) continue;
                Object val = e.getValue();
                r.put(who + k, val instanceof List<?> l ? names(l) : String.valueOf(val));
            }
        }
        return r;
    }

    private static void flattenMap(Map<String, String> r, String prefix, Map<?, ?> m) {
        for (Map.Entry<?, ?> e : m.entrySet()) {
            Object val = e.getValue();
            r.put(prefix + e.getKey(), val instanceof List<?> l ? names(l) : String.valueOf(val));
        }
    }

    /** A list as sorted names: maps by their "name" (an exhausted card marked), anything else as is. */
    private static String names(List<?> l) {
        List<String> r = new ArrayList<>();
        for (Object o : l) {
            if (o instanceof Map<?, ?> m && m.containsKey("name")) {
                r.add(m.get("name") + (Boolean.TRUE.equals(m.get("exhausted")) ? " (exhausted)" : ""));
            } else {
                r.add(String.valueOf(o));
            }
        }
        r.sort(null);
        return String.join(", ", r);
    }

    /** Changed keys as "key a -> b"; lists as the names gained (+) and lost (-). */
    static String diff(Map<String, String> before, Map<String, String> after) {
        List<String> r = new ArrayList<>();
        java.util.Set<String> keys = new java.util.TreeSet<>(before.keySet());
        keys.addAll(after.keySet());
        for (String k : keys) {
            String a = before.getOrDefault(k, ""), b = after.getOrDefault(k, "");
            if (a.equals(b)) continue;
            if (isList(k)) {
                List<String> gained = split(b), lost = split(a);
                for (String x : split(a)) gained.remove(x);
                for (String x : split(b)) lost.remove(x);
                List<String> parts = new ArrayList<>();
                for (String x : gained) parts.add("+" + x);
                for (String x : lost) parts.add("-" + x);
                r.add(k + " " + String.join(" ", parts));
            } else {
                r.add(k + " " + (a.isEmpty() ? "none" : a) + " -> " + (b.isEmpty() ? "none" : b));
            }
        }
        return String.join("; ", r);
    }

    private static boolean isList(String k) {
        return k.startsWith("monsters at ") || k.endsWith(" cards") || k.endsWith(" relationships") || k.equals("elder signs")
                || k.equals("closed");
    }

    private static List<String> split(String s) {
        List<String> r = new ArrayList<>();
        if (!s.isEmpty()) for (String x : s.split(", ")) r.add(x);
        return r;
    }

    /** Compares the lines with the golden file, or rewrites it when asked to. */
    static void checkGolden(String file, List<String> entries) {
        Path p = Path.of("src/test/resources/golden", file);
        String text = String.join("\n", entries) + "\n";
        List<String> lines = text.lines().toList();
        try {
            if (Boolean.getBoolean("golden.update")) {
                Files.createDirectories(p.getParent());
                Files.writeString(p, text);
                return;
            }
            if (!Files.exists(p)) fail("no golden file " + p + "; run the test with -Dgolden.update=true and review it");
            List<String> expected = Files.readAllLines(p);
            List<String> problems = new ArrayList<>();
            for (int k = 0; k < Math.max(expected.size(), lines.size()) && problems.size() < 20; k++) {
                String e = k < expected.size() ? expected.get(k) : "(nothing)";
                String a = k < lines.size() ? lines.get(k) : "(nothing)";
                if (!e.equals(a)) problems.add("line " + (k + 1) + "\n  expected: " + e + "\n  actual:   " + a);
            }
            if (!problems.isEmpty()) {
                fail(file + " differs from what the content now does (if the change is intended, rerun with"
                        + " -Dgolden.update=true and review the diff):\n" + String.join("\n", problems));
            }
        } catch (IOException ex) {
            throw new AssertionError("cannot read or write " + p + ": " + ex, ex);
        }
    }
}
