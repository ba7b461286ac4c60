package arkham.engine;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Dependency cycles among the engine's classes (a nested class counts as its top-level class) and
 * among its packages, from the compiled classes: every field, parameter, return type, call and
 * constant counts, as ArchUnit reads them.
 *
 * <p>No package is in a cycle: {@code def} and {@code state} at the bottom, the kernel in
 * {@code arkham.engine} above them, then {@code flow}, {@code query}, {@code view} and {@code agent}.
 * One cycle of classes is known and may only shrink: the kernel, where the state holds the content,
 * the content holds the card hooks and modifiers, which act on the game, and the game's stack holds
 * steps that act on it too. Java can break that ring only by hiding a type (an {@code Object} field
 * and a cast) or by a type parameter on the game carried by every hook and step
 * (docs/ARCHITECTURE.md, "Layers"). Any other cycle fails, and so does a class that has left the
 * kernel's cycle but is still listed here: take it off the list.
 */
class NoCyclesTest {
    static final JavaClasses ENGINE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("arkham.engine");

    static final Set<String> KERNEL_CLASSES = new TreeSet<>(List.of(
            "Cards", "Check", "Content", "Game", "GameState", "Hooks", "ModifierCache", "Modifiers", "MonsterCup", "Ratings",
            "Relationships", "Rulebook", "Stats", "Step", "Tracks"));

    @Test
    void noClassIsInACycleButTheKernel() {
        assertEquals(KERNEL_CLASSES.isEmpty() ? List.of() : List.of(KERNEL_CLASSES), cycles(NoCyclesTest::topLevel),
                "the cycles among the engine's classes");
    }

    @Test
    void noPackageIsInACycle() {
        assertEquals(List.of(), cycles(c -> c.getPackageName()), "the cycles among the engine's packages");
    }

    private static String topLevel(JavaClass c) {
        String n = c.getName();
        int nested = n.indexOf('$');
        return nested < 0 ? n : n.substring(0, nested);
    }

    /** The strongly connected components of more than one node, names relative to arkham.engine. */
    static List<Set<String>> cycles(Function<JavaClass, String> node) {
        Map<String, Set<String>> edges = new TreeMap<>();
        for (JavaClass c : ENGINE) {
            String from = node.apply(c);
            edges.computeIfAbsent(from, k -> new TreeSet<>());
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                JavaClass t = d.getTargetClass();
                while (t.isArray()) t = t.getComponentType();
                if (!t.getPackageName().startsWith("arkham.engine")) continue;
                String to = node.apply(t);
                if (!to.equals(from)) edges.get(from).add(to);
            }
        }
        List<Set<String>> r = new ArrayList<>();
        for (List<String> component : new Tarjan(edges).components()) {
            if (component.size() < 2) continue;
            Set<String> names = new TreeSet<>();
            for (String n : component) names.add(n.equals("arkham.engine") ? "" : n.substring("arkham.engine.".length()));
            r.add(names);
        }
        return r;
    }

    /** Tarjan's strongly connected components. */
    private static final class Tarjan {
        private final Map<String, Set<String>> edges;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final Set<String> onStack = new TreeSet<>();
        private final List<List<String>> out = new ArrayList<>();

        Tarjan(Map<String, Set<String>> edges) {
            this.edges = edges;
        }

        List<List<String>> components() {
            for (String v : edges.keySet()) if (!index.containsKey(v)) visit(v);
            return out;
        }

        private void visit(String v) {
            index.put(v, index.size());
            low.put(v, index.get(v));
            stack.push(v);
            onStack.add(v);
            for (String w : edges.getOrDefault(v, Set.of())) {
                if (!index.containsKey(w)) {
                    visit(w);
                    low.put(v, Math.min(low.get(v), low.get(w)));
                } else if (onStack.contains(w)) {
                    low.put(v, Math.min(low.get(v), index.get(w)));
                }
            }
            if (low.get(v).equals(index.get(v))) {
                List<String> component = new ArrayList<>();
                String w;
                do {
                    w = stack.pop();
                    onStack.remove(w);
                    component.add(w);
                } while (!w.equals(v));
                out.add(component);
            }
        }
    }
}
