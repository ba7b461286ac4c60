package arkham.engine;

/**
 * What the odds of an investigator's check of one type rest on, as things stand: the successes each
 * face scores, what Clue tokens buy and how many may be spent, and the re-rolls at hand. The check
 * itself asks the same hooks; odds calculators read this ({@code Queries.checkTerms}) instead of
 * repeating them.
 *
 * @param successes      successes a die showing face k scores, at index k (1-6; index 0 unused)
 * @param clueGroup      Clue tokens spent at a time
 * @param clueLimit      the most Clue tokens the check takes ({@link Integer#MAX_VALUE}: no limit)
 * @param wastedClues    how many of the first tokens spent buy no dice
 * @param clueDice       dice one token buys (1, or more with a skill card or an ability)
 * @param successPrice   Clue tokens that buy one more success after the roll (0: no card lets them)
 * @param asClue         ready cards spent in place of a Clue token, one die's worth each
 * @param rerolls        ready cards that re-roll the whole check once each (not those cast first)
 * @param singleRerolls  ready cards that re-roll one failed die once each
 * @param failures       whether someone's ability may re-roll the check's failed dice once
 */
public record CheckTerms(int[] successes, int clueGroup, int clueLimit, int wastedClues, int clueDice, int successPrice,
                         int asClue, int rerolls, int singleRerolls, boolean failures) {
}
