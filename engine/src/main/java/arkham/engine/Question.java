package arkham.engine;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * A decision the engine is waiting for: who decides, what it decides ({@link #purpose()}), how a UI
 * asks it ({@link #kind()}), the legal options (each with its {@link Choice#target()}), and the
 * context a UI needs to render it (the check being made, the monster being fought, ...).
 * <p>
 * The prompt and the context may be given as suppliers, built on first read: simulations and
 * random agents never read them, and many questions are answered by the engine itself because
 * they have a single option.
 */
public final class Question {
    /** 0 until a game poses it; then unique and increasing within that game (see {@link #id()}); never changed after. */
    private long id;
    private final int player;
    /** How it is asked and what it decides, as one shared pair: one field keeps a question at 48 bytes. */
    private final Sort sort;
    /** As the asking step built it; steps build a fresh list per question and never touch it again. */
    private final List<Choice> options;
    /** {@code options.size()}, read once: the list never changes, and the step loop, agents and answers all ask. */
    private final int count;
    /** The read-only view {@link #options()} hands out, made on first call (random agents never ask). */
    private List<Choice> view;
    /** The prompt, or until first read the {@code Supplier<String>} that builds it (one field: a question per answer is made). */
    private Object prompt;
    /** The context, or until first read the {@code Supplier<Map<String, Object>>} that builds it. */
    private Object context;

    public Question(int player, QuestionKind kind, Purpose purpose, String prompt, List<Choice> options, Map<String, Object> context) {
        this(0, player, Sort.of(kind, purpose), options);
        this.prompt = Objects.requireNonNull(prompt, "prompt");
        this.context = Map.copyOf(context);
        requireOptions();
    }

    /** The classes of {@code List.of}'s lists, which are already unmodifiable. */
    private static final Class<?> LIST12 = List.of(0).getClass();
    private static final Class<?> LIST_N = List.of().getClass();

    private Question(long id, int player, Sort sort, List<Choice> options) {
        this.id = id;
        this.player = player;
        this.sort = sort;
        this.options = Objects.requireNonNull(options, "options");
        this.count = options.size();
    }

    private void requireOptions() {
        if (count == 0) throw new IllegalStateException("a question must offer at least one option: " + prompt());
    }

    /** A question whose prompt and context are built when first read. */
    public static Question lazy(int player, QuestionKind kind, Purpose purpose, Supplier<String> prompt, List<Choice> options,
                                Supplier<Map<String, Object>> context) {
        Question q = new Question(0, player, Sort.of(kind, purpose), options);
        q.prompt = Objects.requireNonNull(prompt, "prompt");
        q.context = Objects.requireNonNull(context, "context");
        q.requireOptions();
        return q;
    }

    /** A question with no context and a prompt built when first read. */
    public static Question lazy(int player, QuestionKind kind, Purpose purpose, Supplier<String> prompt, List<Choice> options) {
        return lazy(player, kind, purpose, prompt, options, Map::of);
    }

    /**
     * This question posed under the given id: itself when no game has posed it yet (no copy on the
     * step loop's common path), else a copy (a question re-asked after a knockout, or shared by a
     * copy of the game, keeps the id it was first posed under).
     */
    Question bind(long questionId) {
        if (id != 0) return posedAs(questionId);
        id = questionId;
        return this;
    }

    /**
     * The same question as posed by a game under the given id. Lazy parts stay lazy; the copy keeps
     * its own built text, so re-posing a question never changes one a copy of the game still holds.
     */
    Question posedAs(long questionId) {
        Question q = new Question(questionId, player, sort, options);
        q.prompt = prompt;
        q.context = context;
        return q;
    }

    /**
     * Which question of its game this is: every question the game poses gets a new, larger id, and
     * an answer must name it ({@link Game#answer(long, int, String)}), so an answer meant for an
     * earlier question is never taken by a later one that happens to offer the same option.
     */
    public long id() {
        return id;
    }

    public int player() {
        return player;
    }

    public QuestionKind kind() {
        return sort.kind;
    }

    /** What is being decided, as the rules name it. */
    public Purpose purpose() {
        return sort.purpose;
    }

    /** A kind and a purpose, made once per pair. */
    private static final class Sort {
        private static final Sort[][] ALL = new Sort[QuestionKind.values().length][Purpose.values().length];

        static {
            for (QuestionKind k : QuestionKind.values()) for (Purpose p : Purpose.values()) ALL[k.ordinal()][p.ordinal()] = new Sort(k, p);
        }

        final QuestionKind kind;
        final Purpose purpose;

        private Sort(QuestionKind kind, Purpose purpose) {
            this.kind = kind;
            this.purpose = purpose;
        }

        /** The pair; a null kind or purpose throws NullPointerException. */
        static Sort of(QuestionKind kind, Purpose purpose) {
            return ALL[kind.ordinal()][purpose.ordinal()];
        }
    }

    public List<Choice> options() {
        if (view == null) {
            // constant lists (List.of) are read-only already
            view = options.getClass() == LIST12 || options.getClass() == LIST_N ? options : Collections.unmodifiableList(options);
        }
        return view;
    }

    /** How many options there are (what {@code options().size()} says, without making the list view). */
    public int optionCount() {
        return count;
    }

    /** The option at this index, as {@code options().get(index)}. */
    public Choice option(int index) {
        return options.get(index);
    }

    /** Builds every lazy part now, from the game as it is (before it changes under a copy's feet). */
    void freeze() {
        prompt();
        context();
        for (Choice c : options) {
            c.id();
            c.label();
        }
    }

    @SuppressWarnings("unchecked")
    public String prompt() {
        Object p = prompt;
        if (p instanceof String s) return s;
        String s = ((Supplier<String>) p).get();
        prompt = s;
        return s;
    }

    @SuppressWarnings("unchecked")
    public Map<String, Object> context() {
        Object c = context;
        if (c instanceof Map<?, ?>) return (Map<String, Object>) c;
        Map<String, Object> m = Map.copyOf(((Supplier<Map<String, Object>>) c).get());
        context = m;
        return m;
    }

    public Choice option(String id) {
        for (int k = 0; k < options.size(); k++) {
            Choice c = options.get(k);
            if (c.id().equals(id)) return c;
        }
        return null;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Question q && q.id == id && q.player == player && q.sort == sort && q.prompt().equals(prompt())
                && q.options.equals(options) && q.context().equals(context());
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, player, sort.kind, sort.purpose, prompt(), options, context());
    }

    @Override
    public String toString() {
        return "Question[id=" + id + ", player=" + player + ", kind=" + sort.kind + ", purpose=" + sort.purpose + ", prompt=" + prompt() + ", options=" + options
                + ", context=" + context() + "]";
    }
}
