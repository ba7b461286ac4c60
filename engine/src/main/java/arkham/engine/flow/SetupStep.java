package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Setup;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.Deck;
import arkham.engine.def.InvestigatorDef;
import arkham.engine.def.MonsterDef;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Game setup, steps 1-14 of the rulebook (p.4-5). Stage 0 does everything up to the choice of
 * investigators; players who choose are asked in seat order; sliders are placed freely; the
 * first Mythos card is drawn with Rumors redrawn.
 *
 * @param index  the seat being asked, counted from the first player (CHOOSE and POSSESSIONS)
 */
public record SetupStep(Stage stage, int index) implements Step {
    public enum Stage { START, CHOOSE, PREPARE, POSSESSIONS, SLIDERS, FIRST_MYTHOS }

    public SetupStep(Stage stage) {
        this(stage, 0);
    }

    @Override
    public Question run(Game g) {
        switch (stage) {
            case START -> {
                // 2. initial Clues on every unstable location
                for (int l : g.board.locations()) if (g.board.isUnstable(l) && g.onBoard(l)) g.clues[l] = 1;
                // 3. first player at random
                g.first = g.rng.nextInt(g.players);
                // only the sheets of the expansions in use (core sheets come first, so a core game deals as before)
                for (InvestigatorDef d : g.content.investigators)
                    if (g.setup.options().uses(d.expansion())) g.unusedInvestigators.add(d.id());
                // 4. investigators: named ones first, then dealt or chosen
                for (int p = 0; p < g.setup.investigators().size(); p++) {
                    String n = g.setup.investigators().get(p);
                    if (n != null) assign(g, p, g.content.investigatorId(n));
                }
                if (g.setup.chooseInvestigators()) {
                    g.push(new SetupStep(Stage.CHOOSE, 0));
                } else {
                    for (int p = 0; p < g.players; p++) if (!assigned(g, p)) assign(g, p, NewInvestigator.dealRandom(g));
                    g.push(new SetupStep(Stage.PREPARE));
                }
                return null;
            }
            case CHOOSE -> {
                if (index >= g.players) {
                    g.push(new SetupStep(Stage.PREPARE));
                    return null;
                }
                int p = (g.first + index) % g.players;
                if (assigned(g, p)) {
                    g.push(new SetupStep(Stage.CHOOSE, index + 1));
                    return null;
                }
                List<Choice> options = new ArrayList<>();
                for (int k = 0; k < g.unusedInvestigators.size(); k++) {
                    InvestigatorDef d = g.content.investigators.get(g.unusedInvestigators.get(k));
                    options.add(new Choice(Target.sheet(Act.CHOOSE, d.id()), "investigator:" + key(d.name()), d.name(), d.id()));
                }
                return new Question(p, QuestionKind.CHOOSE_ONE, Purpose.CHOOSE_INVESTIGATOR, "Choose your investigator", options, Map.of("setup", "investigator"));
            }
            case PREPARE -> {
                prepare(g);
                g.push(new SetupStep(Stage.SLIDERS));
                g.push(new SetupStep(Stage.POSSESSIONS, 0));
                return null;
            }
            case POSSESSIONS -> {
                // 9. random possessions, one investigator at a time in seat order, so a draw that
                // needs a choice (one card more to keep, or from the bottom) is settled before the
                // next seat draws and before sliders and the first Mythos card
                if (index >= g.players) return null;
                g.push(new SetupStep(Stage.POSSESSIONS, index + 1));
                NewInvestigator.drawRandomPossessions(g, (g.first + index) % g.players);
                return null;
            }
            case SLIDERS -> {
                g.push(new SetupStep(Stage.FIRST_MYTHOS));
                if (g.setup.options().pickSliders()) {
                    int[] order = g.turnOrder();
                    for (int k = order.length - 1; k >= 0; k--) g.push(new PlaceSliders(order[k], 0));
                }
                return null;
            }
            case FIRST_MYTHOS -> {
                for (int p : g.turnOrder()) for (arkham.engine.Modifiers m : g.modifiers(p)) m.atSetup(g, p);
                Hooks.AncientOne ao = g.ancientOneHooks();
                if (ao != null) ao.startOfGame(g);
                // 14. the first Mythos card; Rumors are redrawn
                g.push(new MythosStep(MythosStep.Stage.DRAW, -1, true));
                return null;
            }
            default -> throw new IllegalStateException("setup stage " + stage);
        }
    }

    @Override
    public void answer(Game g, Choice c) {
        int p = (g.first + index) % g.players;
        assign(g, p, c.value());
        g.push(new SetupStep(Stage.CHOOSE, index + 1));
    }

    private static String key(String s) {
        return s.toLowerCase().replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
    }

    private static boolean assigned(Game g, int p) {
        return g.inv[p].def() >= 0 && g.inv[p].maxSanity > 0;
    }

    private static void assign(Game g, int p, int def) {
        if (!g.setup.options().uses(g.content.investigators.get(def).expansion()))
            throw new IllegalArgumentException("investigator '" + g.content.investigators.get(def).name() + "' needs the "
                    + g.content.investigators.get(def).expansion() + " expansion's cards in the game");
        if (!g.unusedInvestigators.remove(def))
            throw new IllegalArgumentException("investigator '" + g.content.investigators.get(def).name() + "' is already taken");
        InvestigatorDef d = g.content.investigators.get(def);
        Investigator i = g.inv[p];
        i.setDef(def);
        i.maxSanity = d.maxSanity();
        i.maxStamina = d.maxStamina();
    }

    /** Steps 5-13 but random possessions: Ancient One, decks, fixed possessions, Relationships, stats, monster cup, gate markers, homes. */
    private static void prepare(Game g) {
        // 5. the Ancient One
        Setup.Options o = g.setup.options();
        g.setAncientOne(g.setup.ancientOne() != null ? g.content.ancientOneId(g.setup.ancientOne()) : randomAncientOne(g, o));
        if (!o.uses(g.ancientOneDef().expansion()))
            throw new IllegalArgumentException("Ancient One '" + g.ancientOneDef().name() + "' needs the "
                    + g.ancientOneDef().expansion() + " expansion's cards in the game");
        if (g.logging()) {
            g.log("setup", -1, "The Ancient One is " + g.ancientOneDef().name());
            for (String line : g.content.provenanceNotes(o, g.ancientOne())) g.log("content", -1, line);
        }
        // 6. decks (Condition cards start face down beside the boards, out of every deck: Dunwich rulebook p.4, p.6)
        Template t = g.content.setupTemplate(o, SetupStep::template);
        for (int d = 0; d < t.decks.length; d++) g.decks[d].addAll(t.decks[d]);
        for (int c : t.boxedCards) g.cardWhere[c] = Game.BOX;
        // 5a/6a (Herald variant): the pool of Power tokens and the shuffled Reckoning deck
        if (o.herald()) {
            if (g.content.hooks.herald() == null) throw new IllegalStateException("the Herald variant needs a registered herald");
            g.herald.pool = arkham.engine.state.HeraldState.POWER_TOKENS;
            for (arkham.engine.def.ReckoningDef r : g.content.reckonings) g.herald.reckoning.add(r.id());
            g.rng.shuffle(g.herald.reckoning);
        }
        g.mythosDeck.addAll(t.mythos);
        g.gateDeck.addAll(t.gateCards);
        g.locationDecks = locationDecks(g);
        // 7. fixed possessions, in seat order from the first player
        int[] order = g.turnOrder();
        for (int p : order) {
            InvestigatorDef d = g.defOf(p);
            for (String card : d.fixedPossessions()) NewInvestigator.giveNamed(g, p, card);
        }
        // 8. shuffle the investigator decks
        for (IntList d : g.decks) g.rng.shuffle(d);
        // 9. random possessions come next (Stage.POSSESSIONS); with Relationship cards each player draws one
        // and lays it beside his left-hand neighbour, the pair it binds (with two players, only the first)
        IntList relationships = relationshipDeck(g);
        for (int p : order) {
            if (!relationships.isEmpty() && (g.players > 2 || p == g.first)) {
                int rel = relationships.removeLast();
                g.dealRelationship(rel, p);
                if (g.logging()) g.log("setup", p, g.nameOf(p) + " and " + g.nameOf((p + 1) % g.players) + " share "
                        + g.content.relationships.get(rel).name());
            }
        }
        // 10. Sanity, Stamina, money and Clues; sliders come next (or default to the middle)
        for (int p : order) {
            InvestigatorDef d = g.defOf(p);
            Investigator i = g.inv[p];
            i.sanity = i.maxSanity;
            i.stamina = i.maxStamina;
            i.money = d.money();
            i.clues = d.clues();
            i.slider[0] = i.slider[1] = i.slider[2] = 1;
            // 13. placed at home
            i.place = d.home();
        }
        // 11. monster cup: Mask monsters only with an Ancient One that uses them
        Hooks.AncientOne ao = g.ancientOneHooks();
        boolean masks = ao != null && ao.usesMasks();
        for (int m = 0; m < g.monsterWhere.length; m++) g.monsterWhere[m] = Game.CUP;
        for (int m : masks ? t.boxedMonstersWithMasks : t.boxedMonsters) g.monsterWhere[m] = Game.BOX;
        // 12. shuffle Mythos and gate decks and the gate markers
        g.rng.shuffle(g.mythosDeck);
        g.rng.shuffle(g.gateDeck);
        g.gateStack.addAll(t.gateMarkers);
        for (int k : t.boxedGateMarkers) g.gateWhere[k] = Game.BOX;
        g.rng.shuffle(g.gateStack);
    }

    /**
     * What steps 6, 11 and 12 take from the content for the options alone, in the content's order
     * (the order every game shuffles from): each deck's cards and the cards left in the box; the
     * Mythos and gate cards in play; the monsters left in the box without and with an Ancient One
     * that uses Mask monsters; the gate markers in play and in the box. Built once per options by
     * {@link arkham.engine.Content#setupTemplate} and shared by every game: never changed.
     */
    record Template(int[][] decks, int[] boxedCards, int[] mythos, int[] gateCards, int[] boxedMonsters,
                    int[] boxedMonstersWithMasks, int[] gateMarkers, int[] boxedGateMarkers) {
    }

    private static Template template(arkham.engine.Content content, Setup.Options o) {
        long condition = content.tagBit(Dunwich.CONDITION);
        IntList[] decks = new IntList[Deck.values().length];
        for (int d = 0; d < decks.length; d++) decks[d] = new IntList();
        IntList boxedCards = new IntList();
        for (int c = 0; c < content.cardKind.length; c++) {
            arkham.engine.def.CardDef d = content.cardOf(c);
            boolean used = content.cardInDecks(content.cardKind[c], o);
            if (used && (content.cardTags(c) & condition) == 0) decks[d.deck().ordinal()].add(c);
            else boxedCards.add(c);
        }
        int[][] deckCards = new int[decks.length][];
        for (int d = 0; d < decks.length; d++) deckCards[d] = decks[d].toArray();
        IntList mythos = new IntList();
        for (int m = 0; m < content.mythos.size(); m++) {
            arkham.engine.def.MythosDef md = content.mythos.get(m);
            // a card opening a gate or placing a Clue in Dunwich needs the Dunwich board
            boolean placeable = (md.gate() < 0 || content.board.onBoard(md.gate(), o.dunwichBoard()))
                    && (md.clue() < 0 || content.board.onBoard(md.clue(), o.dunwichBoard()));
            if (o.uses(md.expansion()) && placeable) mythos.add(m);
        }
        IntList gateCards = new IntList();
        for (int c = 0; c < content.gateCards.size(); c++) if (o.uses(content.gateCards.get(c).expansion())) gateCards.add(c);
        IntList boxedMonsters = new IntList();
        IntList boxedWithMasks = new IntList();
        for (int m = 0; m < content.monsterKind.length; m++) {
            MonsterDef md = content.monsterOf(m);
            // Spawn monsters never enter the cup (Dunwich rulebook p.7)
            boolean out = md.spawn() || !o.uses(md.expansion());
            if (out || md.mask()) boxedMonsters.add(m);
            if (out) boxedWithMasks.add(m);
        }
        IntList markers = new IntList();
        IntList boxedMarkers = new IntList();
        for (int k = 0; k < content.gateKind.length; k++) {
            if (o.usesGateMarkers(content.gateOf(k).expansion())) markers.add(k);
            else boxedMarkers.add(k);
        }
        return new Template(deckCards, boxedCards.toArray(), mythos.toArray(), gateCards.toArray(), boxedMonsters.toArray(),
                boxedWithMasks.toArray(), markers.toArray(), boxedMarkers.toArray());
    }

    /** One of the Ancient Ones of the expansions in use, at random (core ones come first, so a core game picks as before). */
    private static int randomAncientOne(Game g, Setup.Options o) {
        List<Integer> used = new ArrayList<>();
        for (arkham.engine.def.AncientOneDef a : g.content.ancientOnes) if (o.uses(a.expansion())) used.add(a.id());
        return used.get(g.rng.nextInt(used.size()));
    }

    /** The shuffled Relationship deck: empty unless the variant is on and there are two players or more. */
    private static IntList relationshipDeck(Game g) {
        IntList r = new IntList();
        if (!g.setup.options().relationships() || g.players < 2) return r;
        for (int rel = 0; rel < g.content.relationships.size(); rel++) r.add(rel);
        g.rng.shuffle(r);
        return r;
    }

    /** Each neighbourhood's location cards from the expansions in use. */
    private static int[][] locationDecks(Game g) {
        int expansions = 0;
        for (arkham.engine.def.Expansion e : arkham.engine.def.Expansion.values()) {
            if (g.setup.options().uses(e)) expansions |= 1 << e.ordinal();
        }
        return g.content.locationDecks(expansions);
    }

}
