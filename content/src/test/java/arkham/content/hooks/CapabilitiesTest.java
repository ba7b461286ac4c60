package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.content.load.ContentError;
import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.Target;
import arkham.engine.def.Capability;
import arkham.engine.def.CardDef;
import arkham.engine.def.Deck;
import arkham.engine.def.InvestigatorDef;
import arkham.engine.def.MythosDef;
import arkham.engine.state.Investigator;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Capabilities ({@link Capability}) say what cards and abilities do, so agents and front ends need
 * no names: every action and Upkeep action of every card and investigator is used here, in Arkham
 * and in an Other World, at every point of the turn it may be used, every answer to what it asks
 * explored, and what it did (movement points, a move, a return to Arkham, Stamina, Sanity, a
 * Blessing, Clue tokens, cards, money) must be exactly what the content lists; those a hook method
 * or a bonus shows come from it; and a content file that lists a capability wrongly fails to load.
 */
class CapabilitiesTest {
    /**
     * Every expansion's cards, but not the Herald's aid or a partner's share of a Spell's cost,
     * whose prices (a Dark Pact taken, restoring its taker) are no part of what the card does.
     */
    private static final Setup.Options CARDS = new Setup.Options(false, true, true, false, false, false, true, true, true);
    /** With the Herald variant, for the Dark Pacts, which exist only there. */
    private static final Setup.Options HERALD = new Setup.Options(false, true, true, true, false, false, true, true, true);
    /** What these tests can see an action do: the capabilities that describe actions. */
    private static final Set<Capability> SEEN = EnumSet.of(Capability.EXTRA_MOVEMENT, Capability.TRAVELS,
            Capability.HEALS_STAMINA, Capability.HEALS_SANITY, Capability.RETURNS_TO_ARKHAM, Capability.BLESSES,
            Capability.GAINS_CLUES, Capability.GAINS_CARDS, Capability.GAINS_MONEY);
    /** The points of the turn an action may be used at, where the user is in Arkham, and in an Other World. */
    private static final Hooks.Timing[] IN_ARKHAM = {Hooks.Timing.UPKEEP, Hooks.Timing.MOVEMENT, Hooks.Timing.ENCOUNTER, Hooks.Timing.MYTHOS};
    private static final Hooks.Timing[] IN_A_WORLD = {Hooks.Timing.UPKEEP, Hooks.Timing.OTHER_WORLD_MOVEMENT, Hooks.Timing.MYTHOS};
    /** Dice that all pass, and dice that all fail (without a 1, which ends Upkeep rolls' cards). */
    private static final int[] DICE = {5, 2};
    /**
     * Cards whose actions are not used here, with why: in combat only, or needing another card of
     * his. None of them gives movement, healing, a return, a Blessing, Clue tokens, cards or money.
     */
    private static final Set<String> NOT_USED = Set.of(
            "Flute of the Outer Gods", "Enchant Weapon", "Red Sign of Shudde M'ell", "Wrack", // in combat
            "Staff of the Pharaoh", "Zebulon Whateley", // they cast or refresh another Spell of his
            "Bound Ally"); // paid in Power tokens
    /** Answers explored per use (its own questions, Spell checks and all). */
    private static final int NODES = 400;

    @Test
    void everyCardsActionsDoWhatItsCapabilitiesSay() {
        Content c = ContentLoader.core();
        Map<String, String> wrong = new TreeMap<>();
        for (CardDef d : c.cards) {
            Hooks.CardAbility a = c.hooks.card(d.hook());
            Set<Capability> listed = EnumSet.noneOf(Capability.class);
            listed.addAll(d.capabilities());
            listed.retainAll(SEEN);
            if (a == null || !c.cardActs(c.firstCard(d.id())) && !a.hasUpkeep()) {
                if (!listed.isEmpty()) wrong.put(d.name(), "lists " + listed + " with no action");
                continue;
            }
            Set<Capability> did = EnumSet.noneOf(Capability.class);
            boolean any = use(did, d.name(), "Amanda Sharpe");
            if (any == NOT_USED.contains(d.name())) wrong.put(d.name(), any ? "used, though listed as not used" : "not used");
            if (!listed.equals(did)) wrong.put(d.name(), "lists " + listed + ", does " + did);
        }
        assertEquals(Map.of(), wrong, "cards whose listed capabilities are not what their actions do");
    }

    @Test
    void everyInvestigatorsOwnActionsDoWhatHisCapabilitiesSay() {
        Content c = ContentLoader.core();
        Map<String, String> wrong = new TreeMap<>();
        for (InvestigatorDef d : c.investigators) {
            Set<Capability> did = EnumSet.noneOf(Capability.class);
            use(did, null, d.name());
            Set<Capability> listed = EnumSet.noneOf(Capability.class);
            listed.addAll(d.capabilities());
            listed.retainAll(SEEN);
            if (!listed.equals(did)) wrong.put(d.name(), "lists " + listed + ", does " + did);
        }
        assertEquals(Map.of(), wrong, "investigators whose listed capabilities are not what their abilities do");
    }

    @Test
    void capabilitiesAHookOrABonusShowsComeFromIt() {
        Content c = ContentLoader.core();
        assertTrue(card(c, "Silver Key").can(Capability.PASSES_CHECK));
        assertTrue(card(c, "Intervene").can(Capability.PASSES_CHECK), "another's check");
        assertTrue(card(c, "Lucky Cigarette Case").can(Capability.REROLLS));
        assertTrue(card(c, "Food").can(Capability.PREVENTS_LOSS));
        assertTrue(card(c, "Research Materials").can(Capability.STANDS_IN_FOR_CLUE));
        assertTrue(card(c, "Dragon's Eye").can(Capability.REDRAWS_ENCOUNTER));
        assertTrue(card(c, "Warding Statue").can(Capability.CANCELS_ATTACK));
        assertTrue(card(c, "Lantern").can(Capability.ADDS_DICE), "a skill bonus");
        assertTrue(card(c, "Shotgun").can(Capability.ADDS_DICE), "sixes count twice");
        assertTrue(card(c, "Dodge").can(Capability.ADDS_DICE), "a die bonus");
        assertTrue(card(c, "Voice of Ra").can(Capability.ADDS_DICE), "listed: its hook changes checks once cast");
        assertTrue(!card(c, "Tommy Gun").can(Capability.ADDS_DICE), "a weapon's Combat bonus is its own field");
        assertTrue(!card(c, "Head Wound").can(Capability.ADDS_DICE), "an Injury's penalty changes checks the other way");
        assertTrue(investigator(c, "Mandy Thompson").can(Capability.REROLLS));
        assertTrue(investigator(c, "Leo Anderson").can(Capability.PREVENTS_LOSS));
        assertTrue(investigator(c, "Harvey Walters").can(Capability.PREVENTS_LOSS));
        assertTrue(investigator(c, "Jim Culver").can(Capability.PASSES_CHECK));
    }

    /**
     * What agents and the browser recognised by name before capabilities existed (the heuristic's
     * card and place names, the browser's id prefixes) is each a capability, or a tag the rules use.
     */
    @Test
    void whatWasRecognisedByNameIsACapability() {
        Content c = ContentLoader.core();
        for (String n : List.of("Motorcycle", "Map of Arkham", "Summon Shantak")) assertTrue(card(c, n).can(Capability.EXTRA_MOVEMENT), n);
        for (String n : List.of("Heal", "Sir William Brinton")) assertTrue(card(c, n).can(Capability.HEALS_STAMINA), n);
        assertTrue(card(c, "Duke").can(Capability.HEALS_SANITY));
        assertTrue(card(c, "Find Gate").can(Capability.RETURNS_TO_ARKHAM));
        assertTrue(card(c, "Old Journal").has("tome"), "tomes are a tag of the rules, as before");
        assertTrue(card(c, "Blessing").has("blessing") && card(c, "Curse").has("curse"));
        for (String place : List.of("General Store", "Curiositie Shoppe")) {
            assertTrue(abilitiesAt(c, place).containsAll(Set.of(Capability.BUYS_CARDS, Capability.BUYS_ITEMS)), place);
        }
        assertTrue(!abilitiesAt(c, "Ye Olde Magick Shoppe").contains(Capability.BUYS_ITEMS), "lessons buy Spells, not Items");
        assertTrue(abilitiesAt(c, "Arkham Asylum").contains(Capability.HEALS_SANITY));
        assertTrue(abilitiesAt(c, "St. Mary's Hospital").contains(Capability.HEALS_STAMINA));
    }

    /** What the location abilities at a place can do. */
    private static Set<Capability> abilitiesAt(Content c, String place) {
        Set<Capability> r = EnumSet.noneOf(Capability.class);
        for (String id : c.locationAbilityIds(c.board.id(place))) r.addAll(c.hooks.locationAbility(id).capabilities());
        return r;
    }

    @Test
    void locationAbilitiesSayWhatTheyDo() {
        Content c = ContentLoader.core();
        assertEquals(Set.of(Capability.HEALS_STAMINA), c.hooks.locationAbility("medical-care").capabilities());
        assertEquals(Set.of(Capability.HEALS_SANITY), c.hooks.locationAbility("psychiatric-care").capabilities());
        assertEquals(Set.of(Capability.BUYS_CARDS, Capability.BUYS_ITEMS), c.hooks.locationAbility("general-store-shop").capabilities());
        assertEquals(Set.of(Capability.BUYS_CARDS, Capability.BUYS_ITEMS), c.hooks.locationAbility("curiositie-shoppe-shop").capabilities());
        assertEquals(Set.of(Capability.BUYS_CARDS), c.hooks.locationAbility("magic-lessons").capabilities());
        assertEquals(Set.of(Capability.BLESSES), c.hooks.locationAbility("church-blessing").capabilities());
        assertEquals(5, c.hooks.locationAbility("church-blessing").trophyToughness());
        assertEquals(Set.of(Capability.GAINS_CLUES), c.hooks.locationAbility("dissection").capabilities());
        assertEquals(10, c.hooks.locationAbility("recruit").trophyToughness());
        assertEquals(0, c.hooks.locationAbility("general-store-shop").trophyToughness());
        assertEquals(Set.of(Capability.HEALS_STAMINA, Capability.HEALS_SANITY), c.hooks.locationAbility("dunwich-blue-plate-special-offer").capabilities());
        assertTrue(c.locationAbilityIds(c.board.id("South Church")).contains("church-blessing"), "found by place, never by name");
    }

    /**
     * Every location ability said to buy Items (a shop), the place's own or an Environment's offer,
     * used by one with money at its place, offers Items to buy, and only Items (rulebook p.22).
     */
    @Test
    void whatBuysItemsOffersItemsToBuy() {
        Content c = ContentLoader.core();
        int shops = 0;
        for (int place = 0; place < c.board.size(); place++) {
            for (String id : c.locationAbilityIds(place)) {
                Hooks.LocationAbility a = c.hooks.locationAbility(id);
                if (!a.capabilities().contains(Capability.BUYS_ITEMS)) continue;
                shops++;
                Table s = Table.scene(ContentLoader.core(), CARDS, "Azathoth", "Amanda Sharpe");
                s.g.moveInvestigator(0, place);
                s.g.inv[0].money = 20;
                for (MythosDef m : c.mythos) if (m.hook() != null && m.hook().equals(a.grantedBy())) s.g.setEnvironment(m.id());
                assertTrue(a.available(s.g, 0), id);
                s.run(x -> a.use(x, 0));
                Question q = s.q();
                assertEquals(Purpose.BUY, q.purpose(), id);
                int items = 0;
                for (Choice o : q.options()) {
                    if (o.act() != Target.Act.BUY) continue;
                    Deck deck = c.cardOf(o.targetNumber()).deck();
                    assertTrue(deck == Deck.COMMON || deck == Deck.UNIQUE, id + " offers " + c.cardOf(o.targetNumber()).name());
                    items++;
                }
                assertTrue(items > 0, id + " offers nothing to buy");
            }
        }
        assertEquals(3, shops, "the General Store, the Curiositie Shoppe and the Neighborhood Sale");
    }

    @Test
    void anUnknownCapabilityFailsTheLoad(@TempDir Path dir) throws IOException {
        assertLoadFails(dir, "\"extra-movement\"", "\"extra-moves\"", "unknown capability 'extra-moves'");
    }

    @Test
    void aCapabilityItsHookShowsIsNotListed(@TempDir Path dir) throws IOException {
        assertLoadFails(dir, "\"hook\": \"silver-key\"", "\"capabilities\": [\"passes-check\"], \"hook\": \"silver-key\"",
                "'passes-check' is shown by its hook");
    }

    @Test
    void aCapabilityNoHookShowsCannotBeListed(@TempDir Path dir) throws IOException {
        assertLoadFails(dir, "\"hook\": \"food\"", "\"capabilities\": [\"rerolls\"], \"hook\": \"food\"",
                "'rerolls' needs a hook overriding one of [canReroll, canRerollFailures]");
    }

    @Test
    void anActionsCapabilityNeedsAnAction(@TempDir Path dir) throws IOException {
        assertLoadFails(dir, "\"hook\": \"food\"", "\"capabilities\": [\"heals-stamina\"], \"hook\": \"food\"",
                "'heals-stamina' needs an action or an Upkeep action");
    }

    @Test
    void addingDiceNeedsABonusOrAHookThatChangesChecks(@TempDir Path dir) throws IOException {
        assertLoadFails(dir, "\"hook\": \"food\"", "\"capabilities\": [\"adds-dice\"], \"hook\": \"food\"",
                "'adds-dice' needs a positive skill bonus or a hook");
    }

    /** Core content with one replacement in common.json must fail to load with a message containing {@code expected}. */
    private static void assertLoadFails(Path dir, String from, String to, String expected) throws IOException {
        Path core = Path.of("src/main/resources/content/core");
        try (Stream<Path> files = Files.walk(core)) {
            for (Path f : files.toList()) {
                Path out = dir.resolve(core.relativize(f).toString());
                if (Files.isDirectory(f)) Files.createDirectories(out);
                else Files.copy(f, out);
            }
        }
        List<Path> decks;
        try (Stream<Path> files = Files.list(dir.resolve("cards"))) {
            decks = files.toList();
        }
        boolean replaced = false;
        for (Path f : decks) {
            String s = Files.readString(f);
            if (!s.contains(from)) continue;
            Files.writeString(f, s.replaceFirst(java.util.regex.Pattern.quote(from), java.util.regex.Matcher.quoteReplacement(to)));
            replaced = true;
        }
        assertTrue(replaced, "no " + from + " in the core cards");
        ContentError e = assertThrows(ContentError.class, () -> ContentLoader.fromFolder(dir));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    private static CardDef card(Content c, String name) {
        return c.cards.get(c.cardId(name));
    }

    private static InvestigatorDef investigator(Content c, String name) {
        return c.investigator(c.investigatorId(name));
    }

    // ------------------------------------------------------------------ using actions

    /**
     * Uses the card's (or with null, the user's own ability's) action wherever and whenever it is
     * usable, and its Upkeep action, with passing and with failing dice; adds what it did.
     */
    private static boolean use(Set<Capability> did, String card, String user) {
        boolean any = false;
        for (int die : DICE) {
            for (boolean inWorld : new boolean[]{false, true}) {
                for (Hooks.Timing t : inWorld ? IN_A_WORLD : IN_ARKHAM) any |= tryAction(did, card, inWorld, t, user, die);
                any |= tryAction(did, card, inWorld, null, user, die);
            }
        }
        return any;
    }

    /**
     * A position for investigator 0 (the user; first player, before his movement, $10, 3 Clue
     * tokens, every investigator hurt by 1): in Arkham at the Newspaper, or in the first area of
     * the Abyss; the others at Merchant District, and in the Abyss or at the Newspaper; a gate to the
     * Abyss open at the Unvisited Isle; a Zombie in Northside's street, a Byakhee in the Sky. {@code
     * card} (null: his own ability) is his; every die rolls {@code die}.
     */
    private static Table position(String card, boolean inWorld, String user, int die) {
        String other = user.equals("Michael McGlen") ? "Kate Winthrop" : "Michael McGlen";
        String third = user.equals("Monterey Jack") ? "Bob Jenkins" : "Monterey Jack";
        boolean pact = card != null && ContentLoader.core().cards.get(ContentLoader.core().cardId(card)).has("dark-pact");
        Table s = Table.scene(ContentLoader.core(), pact ? HERALD : CARDS, "Azathoth", user, other, third);
        s.gate("Abyss", "Unvisited Isle");
        int abyss = s.g.board.otherWorld(s.g.board.worldId("Abyss")).firstArea();
        s.at(1, "Merchant District");
        if (inWorld) {
            s.g.moveInvestigator(0, abyss);
            s.at(2, "Newspaper");
        } else {
            s.at(0, "Newspaper");
            s.g.moveInvestigator(2, abyss);
        }
        s.monster("Zombie", s.place("Northside"));
        s.monster("Byakhee", s.g.board.sky());
        for (int p = 0; p < 3; p++) {
            Investigator i = s.g.inv[p];
            i.sanity = i.maxSanity - 1;
            i.stamina = i.maxStamina - 1;
        }
        // Speed and Lore at their highest: the most movement points, and dice for tomes and Spells
        s.g.inv[0].slider[0] = 3;
        s.g.inv[0].slider[2] = 3;
        s.g.inv[0].money = 10;
        s.g.inv[0].clues = 3;
        s.g.first = 0;
        if (card != null) s.give(0, card);
        for (int k = 0; k < 200; k++) s.g.forcedDice.add(die);
        return s;
    }

    /**
     * Uses the card's (or own ability's) action at this point of the turn if it is usable there, or
     * with {@code when} null runs its Upkeep action if it has one; adds what it did.
     */
    private static boolean tryAction(Set<Capability> did, String card, boolean inWorld, Hooks.Timing when, String user, int die) {
        Table s = position(card, inWorld, user, die);
        Game g = s.g;
        g.phase = when == null ? Phase.UPKEEP : switch (when) {
            case UPKEEP -> Phase.UPKEEP;
            case ENCOUNTER -> Phase.ARKHAM_ENCOUNTERS;
            case MYTHOS -> Phase.MYTHOS;
            default -> Phase.MOVEMENT;
        };
        g.inv[0].movePoints = when == Hooks.Timing.MOVEMENT ? g.movementPoints(0) : -1;
        int c = card == null ? -1 : g.inv[0].cards.get(0);
        Hooks.CardAbility a = card == null ? g.content.investigatorAbility(g.inv[0].def()) : g.content.cardAbility(c);
        if (a == null || (when == null ? !a.hasUpkeep() : !a.usable(g, 0, c, when))) return false;
        Game before = g.copy();
        s.run(x -> {
            if (when == null) a.upkeep(x, 0, c);
            else a.use(x, 0, c, when);
        });
        explore(before, g, did, new int[]{NODES});
        return true;
    }

    /**
     * Every answer to what the action asks (up to the budget of nodes); each ending adds what changed
     * since {@code before}, unless someone was knocked out on the way (a price paid in full, whose
     * restoring and moving him are no part of what the card does).
     */
    private static void explore(Game before, Game g, Set<Capability> did, int[] budget) {
        Question q = g.question();
        if (q != null && q.purpose() == Purpose.KNOCKED_OUT) return;
        if (q == null || q.prompt().equals(Table.Halt.PROMPT) || budget[0]-- <= 0) {
            for (int p = 0; p < g.players; p++) if (g.inv[p].eliminated) return;
            did.addAll(changes(before, g));
            return;
        }
        for (int k = 0; k < q.optionCount(); k++) {
            Game next = g.copy();
            next.answer(q.id(), q.player(), q.option(k).id());
            explore(before, next, did, budget);
        }
    }

    /** What changed between two states, as capabilities. */
    private static Set<Capability> changes(Game before, Game after) {
        Set<Capability> r = EnumSet.noneOf(Capability.class);
        var b = after.board;
        if (after.inv[0].movePoints > before.inv[0].movePoints) r.add(Capability.EXTRA_MOVEMENT);
        List<Integer> had = new ArrayList<>();
        for (int p = 0; p < before.players; p++) for (int k = 0; k < before.inv[p].cards.size(); k++) had.add(before.inv[p].cards.get(k));
        for (int p = 0; p < after.players; p++) {
            Investigator was = before.inv[p];
            Investigator is = after.inv[p];
            if (b.isOtherWorld(was.place) && b.inArkham(is.place)) r.add(Capability.RETURNS_TO_ARKHAM);
            if (b.inArkham(was.place) && b.inArkham(is.place) && was.place != is.place) r.add(Capability.TRAVELS);
            if (is.stamina > was.stamina) r.add(Capability.HEALS_STAMINA);
            if (is.sanity > was.sanity) r.add(Capability.HEALS_SANITY);
            if (is.clues > was.clues) r.add(Capability.GAINS_CLUES);
            if (is.money > was.money) r.add(Capability.GAINS_MONEY);
            if (after.isBlessed(p) && !before.isBlessed(p)) r.add(Capability.BLESSES);
            for (int k = 0; k < is.cards.size(); k++) {
                int card = is.cards.get(k);
                if (!had.contains(card) && !after.content.cardOf(card).has("blessing")) r.add(Capability.GAINS_CARDS);
            }
        }
        return r;
    }
}
