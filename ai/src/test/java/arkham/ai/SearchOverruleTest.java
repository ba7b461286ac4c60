package arkham.ai;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** When the search's paired rollouts overrule the heuristic's own pick. */
class SearchOverruleTest {
    /** Rollout values: the heuristic's pick (0) and one other option (1), paired round by round. */
    private static double[][] paired(double advantage, double spread, int rounds) {
        double[][] v = new double[2][rounds];
        for (int r = 0; r < rounds; r++) {
            v[0][r] = 0.5;
            v[1][r] = 0.5 + advantage + (r % 2 == 0 ? spread : -spread);
        }
        return v;
    }

    @Test
    void anAdvantageOfOneAndAHalfStandardErrorsKeepsTheHeuristicsPick() {
        // 64 rounds of differences advantage ± spread: standard error about spread / 8
        assertEquals(0, SearchAgent.best(paired(0.015, 0.08, 64)), "1.5 standard errors: within the noise");
    }

    @Test
    void anAdvantageOfThreeStandardErrorsOverrulesIt() {
        assertEquals(1, SearchAgent.best(paired(0.03, 0.08, 64)), "3 standard errors");
    }
}
