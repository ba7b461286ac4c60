package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Phase;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Stat;
import arkham.engine.flow.CardActions;
import arkham.engine.flow.CastSpell;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.Status;
import arkham.engine.testkit.Table;
import arkham.engine.view.GameView;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Relationship cards (The Lurker at the Threshold): dealing, loss on devouring, and each card's effect. */
class RelationshipsTest {
    private static final Setup.Options RELATIONSHIPS = new Setup.Options(false, false, false, false, false, true);

    private static Setup setup(int players) {
        return Setup.random(players, 11).withOptions(RELATIONSHIPS);
    }

    /** Two investigators sharing only the named relationship, drawn by player 0; the game in the Movement Phase. */
    private static Table sharing(String relationship) {
        Table s = Table.scene(ContentLoader.core(), RELATIONSHIPS, "Azathoth", "Amanda Sharpe", "Bob Jenkins");
        for (int p = 0; p < s.g.players; p++) s.g.endRelationships(p);
        s.g.dealRelationship(rel(s, relationship), 0);
        s.g.phase = Phase.MOVEMENT;
        s.at(0, "Library").at(1, "Science Building");
        return s;
    }

    private static int rel(Table s, String name) {
        for (int r = 0; r < s.g.content.relationships.size(); r++) if (s.g.content.relationships.get(r).name().equals(name)) return r;
        throw new AssertionError("no relationship " + name);
    }

    private static boolean offersBoost(Table s, int player, CheckType type) {
        s.run(SkillCheck.of(player, type, 0, 1, "test"));
        boolean offered = s.q().options().stream().anyMatch(c -> c.id().startsWith("boost:"));
        return offered;
    }

    // ------------------------------------------------------------ dealing

    @Test
    void noRelationshipsWithoutTheOption() {
        Game g = Game.create(ContentLoader.core(), Setup.random(4, 11));
        for (int r = 0; r < g.relationshipCards(); r++) assertEquals(-1, g.relationshipDrawer(r));
    }

    @Test
    void withTwoPlayersTheFirstPlayerDrawsTheOnlyCard() {
        Game g = Game.create(ContentLoader.core(), setup(2));
        int drawn = 0;
        for (int r = 0; r < g.relationshipCards(); r++) {
            if (g.relationshipDrawer(r) < 0) continue;
            drawn++;
            assertEquals(g.first, g.relationshipDrawer(r));
            assertTrue(g.inRelationship(r, 0) && g.inRelationship(r, 1));
        }
        assertEquals(1, drawn);
    }

    @Test
    void withFourPlayersEachSharesHisCardWithThePlayerToHisLeft() {
        Game g = Game.create(ContentLoader.core(), setup(4));
        int[] drew = new int[4];
        for (int r = 0; r < g.relationshipCards(); r++) if (g.relationshipDrawer(r) >= 0) drew[g.relationshipDrawer(r)]++;
        assertEquals("[1, 1, 1, 1]", Arrays.toString(drew));
        for (int p = 0; p < 4; p++) {
            assertEquals(2, g.relationshipsOf(p).size(), "his own card and the one of the player to his right");
            int own = -1;
            for (int r = 0; r < g.relationshipCards(); r++) if (g.relationshipDrawer(r) == p) own = r;
            assertEquals((p + 1) % 4, g.partner(own, p));
        }
    }

    @Test
    void aDevouredInvestigatorsTwoRelationshipsGoToTheBox() {
        Game g = Game.create(ContentLoader.core(), setup(4));
        int ownOf1 = -1;
        int ownOf0 = -1;
        for (int r = 0; r < g.relationshipCards(); r++) {
            if (g.relationshipDrawer(r) == 1) ownOf1 = r;
            if (g.relationshipDrawer(r) == 0) ownOf0 = r;
        }
        Status.devour(g, 1);
        assertEquals(-1, g.relationshipDrawer(ownOf1));
        assertEquals(-1, g.relationshipDrawer(ownOf0), "the card of the player to his right");
        assertEquals(0, g.relationshipsOf(1).size(), "none for the replacement investigator");
        assertEquals(1, g.relationshipsOf(0).size());
        assertEquals(1, g.relationshipsOf(2).size());
        assertEquals(2, g.relationshipsOf(3).size());
        Game copy = g.copy();
        assertEquals(g.stateHash(), copy.stateHash());
    }

    // ------------------------------------------------------------- boosts

    @Test
    void skullcrackersAddsADieToACombatCheckOnceUntilRefreshed() {
        Table s = sharing("Skullcrackers");
        int r = rel(s, "Skullcrackers");
        assertFalse(offersBoost(s, 1, CheckType.HORROR));
        int combat = s.g.checkValue(1, CheckType.COMBAT);
        s.checkDice(1, CheckType.COMBAT, 1, 5);
        s.run(SkillCheck.of(1, CheckType.COMBAT, 0, 1, "test")).answer("boost:" + r).acceptChecks();
        assertEquals(combat + 1, s.g.lastSuccesses, "the partner uses it too");
        assertTrue(s.g.relationshipExhausted[r]);
        assertFalse(offersBoost(s, 0, CheckType.COMBAT), "exhausted");
        s.run(new arkham.engine.flow.UpkeepStep(0, arkham.engine.flow.UpkeepStep.Stage.REFRESH, 0));
        assertFalse(s.g.relationshipExhausted[r]);
    }

    @Test
    void eachSingleCheckBoostHelpsItsOwnCheckType() {
        String[] names = {"Courageous Inspirations", "Practitioners of the Art", "Survivors"};
        CheckType[] types = {CheckType.HORROR, CheckType.SPELL, CheckType.EVADE};
        for (int k = 0; k < names.length; k++) {
            Table s = sharing(names[k]);
            assertTrue(offersBoost(s, 0, types[k]), names[k]);
            assertTrue(offersBoost(s, 1, types[k]), names[k]);
            assertFalse(offersBoost(s, 0, CheckType.LUCK), names[k]);
        }
    }

    @Test
    void practitionersOfTheArtShareTheSanityCostOfASpell() {
        Table s = sharing("Practitioners of the Art");
        s.g.inv[0].slider[2] = 3;
        int curse = s.give(0, "Dread Curse of Azathoth"); // costs 2 Sanity
        s.g.inv[0].sanity = 1;
        assertTrue(CastSpell.castable(s.g, 0, curse), "the partner's Sanity helps pay");
        int bob = s.g.inv[1].sanity;
        int shrivelling = s.give(0, "Shrivelling"); // costs 1 Sanity
        s.g.inv[0].sanity = 3;
        s.checkDice(0, CheckType.SPELL, -1, 5);
        s.run(new CastSpell(0, shrivelling, false));
        assertTrue(s.asks("Sanity cost of the spell"));
        s.answer("partner:1").answer("roll").acceptChecks(); // the card's Spell check boost is not taken
        assertEquals(3, s.g.inv[0].sanity);
        assertEquals(bob - 1, s.g.inv[1].sanity);
        assertTrue(s.g.inv[0].castOk.contains(shrivelling));
        // the partner never pays his last Sanity point
        s.g.inv[0].sanity = 1;
        s.g.inv[1].sanity = 1;
        assertFalse(CastSpell.castable(s.g, 0, curse));
        Table alone = sharing("Survivors");
        int spell = alone.give(0, "Dread Curse of Azathoth");
        alone.g.inv[0].sanity = 1;
        assertFalse(CastSpell.castable(alone.g, 0, spell), "without the card");
    }

    @Test
    void theGameViewShowsEachInvestigatorsRelationshipsAndHeraldPower() {
        Setup.Options o = new Setup.Options(false, false, false, true, false, true);
        Table s = Table.scene(ContentLoader.core(), o, "Azathoth", "Amanda Sharpe", "Bob Jenkins");
        for (int p = 0; p < s.g.players; p++) s.g.endRelationships(p);
        int r = rel(s, "Skullcrackers");
        s.g.dealRelationship(r, 0);
        s.g.relationshipExhausted[r] = true;
        s.g.herald.power[1] = 3;
        var view = GameView.of(s.g);
        @SuppressWarnings("unchecked")
        var invs = (java.util.List<java.util.Map<String, Object>>) view.get("investigators");
        assertEquals(java.util.List.of(java.util.Map.of("name", "Skullcrackers", "partner", "Bob Jenkins", "exhausted", true)),
                invs.get(0).get("relationships"));
        assertEquals(java.util.List.of(java.util.Map.of("name", "Skullcrackers", "partner", "Amanda Sharpe", "exhausted", true)),
                invs.get(1).get("relationships"));
        assertEquals(0, invs.get(0).get("power"));
        assertEquals(3, invs.get(1).get("power"));
        var core = GameView.of(Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe").g);
        @SuppressWarnings("unchecked")
        var coreInv = ((java.util.List<java.util.Map<String, Object>>) core.get("investigators")).get(0);
        assertEquals(java.util.List.of(), coreInv.get("relationships"));
        assertFalse(coreInv.containsKey("power"), "no Power tokens without the Herald variant");
    }

    @Test
    void theBestOfFriendsHelpsInTheSameNeighbourhoodBeforeTheAwakening() {
        Table s = sharing("The Best of Friends");
        assertTrue(offersBoost(s, 0, CheckType.LUCK));
        s.at(1, "Woods");
        assertFalse(offersBoost(s, 0, CheckType.LUCK));
        s.at(1, "Library");
        s.g.awakened = true;
        assertFalse(offersBoost(s, 0, CheckType.LUCK));
    }

    @Test
    void worldAintBigEnoughHelpsWhileEitherIsInAnOtherWorld() {
        Table s = sharing("World Ain't Big Enough for Us");
        assertFalse(offersBoost(s, 0, CheckType.LUCK));
        s.g.moveInvestigator(1, s.g.board.otherWorld(s.g.board.worldId("Yuggoth")).firstArea());
        assertTrue(offersBoost(s, 0, CheckType.LUCK));
        s.g.awakened = true;
        assertFalse(offersBoost(s, 0, CheckType.LUCK));
    }

    // ------------------------------------------------------------ others

    @Test
    void fellowTravelersGivesOneMovementPoint() {
        Table s = sharing("Fellow Travelers");
        s.g.inv[1].movePoints = 2;
        s.run(new CardActions.Window(1, Hooks.Timing.MOVEMENT)).answer("use:relationship:");
        assertEquals(3, s.g.inv[1].movePoints);
        assertTrue(s.g.relationshipExhausted[rel(s, "Fellow Travelers")]);
    }

    @Test
    void friendlyRivalsFavourThePartnerWithFewerTrophies() {
        Table s = sharing("Friendly Rivals");
        int combat0 = s.g.checkValue(0, CheckType.COMBAT);
        int combat1 = s.g.checkValue(1, CheckType.COMBAT);
        var rivals = s.g.content.relationshipAbility(rel(s, "Friendly Rivals"));
        assertEquals(0, rivals.closeModifier(s.g, 0, s.place("Woods")), "a tie gives nothing");
        s.monster("Ghoul", Game.trophy(1));
        s.gate("Yuggoth", "Woods");
        int marker = s.g.gateAt[s.place("Woods")];
        s.g.gateAt[s.place("Woods")] = -1;
        s.g.gateWhere[marker] = Game.trophy(0);
        assertEquals(combat0 + 1, s.g.checkValue(0, CheckType.COMBAT));
        assertEquals(combat1, s.g.checkValue(1, CheckType.COMBAT));
        assertEquals(0, rivals.closeModifier(s.g, 0, s.place("Woods")));
        assertEquals(1, rivals.closeModifier(s.g, 1, s.place("Woods")));
    }

    @Test
    void businessAssociatesShareMoneyGainsOnce() {
        Table s = sharing("Business Associates");
        s.run(g -> g.gain(0, Stat.MONEY, 3));
        assertEquals(3, s.g.inv[0].money);
        assertEquals(1, s.g.inv[1].money);
    }

    @Test
    void collectorsOfferTheOtherPartnerARandomItemToBuy() {
        Table s = sharing("Collectors");
        s.g.inv[1].money = 20;
        s.run(g -> g.giveCard(0, g.drawCard(Deck.UNIQUE)));
        assertTrue(s.asks("Collectors"));
        s.answer("buy");
        assertEquals(1, s.g.inv[1].cards.size());
        int bought = s.g.inv[1].cards.get(0);
        assertEquals(Deck.UNIQUE, s.g.content.cardOf(bought).deck());
        assertEquals(20 - s.g.content.cardOf(bought).price(), s.g.inv[1].money);
        assertFalse(s.asks("Collectors"), "a bought card sets off no gift back");
    }

    @Test
    void sociallyConnectedBringsAnAllyAndOneGoesBack() {
        Table s = sharing("Socially Connected");
        int ally = s.give(1, "Duke");
        s.run(g -> g.giveCard(0, g.drawCard(Deck.ALLY)));
        assertTrue(s.asks("Socially Connected"));
        s.answer("ally:" + ally);
        assertEquals(1, s.g.inv[1].cards.size());
        assertEquals(Deck.ALLY, s.g.content.cardOf(s.g.inv[1].cards.get(0)).deck());
        assertEquals(Game.IN_DECK, s.g.cardWhere[ally]);
    }

    @Test
    void studentsOfTheArcaneBringTheOtherPartnerASpell() {
        Table s = sharing("Students of the Arcane");
        s.run(g -> g.giveCard(1, g.drawCard(Deck.SPELL)));
        assertEquals(1, s.g.inv[0].cards.size());
        assertEquals(Deck.SPELL, s.g.content.cardOf(s.g.inv[0].cards.get(0)).deck());
        assertEquals(1, s.g.inv[1].cards.size(), "no gift back");
    }
}
