package arkham.content.scenario;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The runner's own behaviour: diffs on failure, clear errors for malformed files, known failures. */
class ScenarioRunnerTest {
    @TempDir
    Path dir;

    private static final String CHECK = """
            {"name": "t", "rule": "core p.13", "setup": {"investigators": ["Michael McGlen"]},
             "position": {"investigators": {"Michael McGlen": {"skills": {"sneak": 3}, "clues": 0}}},
             "start": {"check": {"player": "Michael McGlen", "skill": "sneak", "modifier": -1}},
             "dice": [2, 5], %s
             "expect": {"lastCheck": {"passed": %s}, "finished": true}}
            """;

    private ScenarioResult run(String json) throws IOException {
        Path f = dir.resolve("s.json");
        Files.writeString(f, json);
        return ScenarioRunner.run(f);
    }

    @Test
    void aPassingScenarioPasses() throws IOException {
        ScenarioResult r = run(CHECK.formatted("", "true"));
        assertTrue(r.passed(), r.report());
        assertFalse(r.skipped());
    }

    @Test
    void aFailedAssertionShowsExpectedAndActual() throws IOException {
        ScenarioResult r = run(CHECK.formatted("", "false"));
        assertFalse(r.passed());
        assertTrue(r.report().contains("FAIL  last check passed: expected false, actual true"), r.report());
        assertTrue(r.report().contains("log:"), "a failure shows the game log");
    }

    @Test
    void aKnownFailureIsSkippedNotPassed() throws IOException {
        ScenarioResult r = run(CHECK.formatted("\"knownFailure\": \"engine bug\",", "false"));
        assertFalse(r.passed());
        assertTrue(r.skipped());
        assertTrue(r.report().startsWith("SKIP"), r.report());
    }

    @Test
    void anUnknownFieldIsNamedWithItsPath() throws IOException {
        ScenarioResult r = run(CHECK.formatted("\"dcie\": [1],", "true"));
        assertFalse(r.passed());
        assertTrue(r.report().contains("s.json: dcie: unknown field"), r.report());
    }

    @Test
    void anUnknownNameIsAnErrorAtItsField() throws IOException {
        ScenarioResult r = run(CHECK.formatted("", "true").replace("\"Michael McGlen\": {", "\"Micheal\": {"));
        assertFalse(r.passed());
        assertTrue(r.report().contains("position.investigators.Micheal: no investigator 'Micheal'"), r.report());
    }

    @Test
    void faqRulingsAreASetupSwitchByName() throws IOException { // issue 9: FAQ options in the scenario format
        ScenarioResult on = run(CHECK.formatted("", "true").replace("\"investigators\": [\"Michael McGlen\"]}",
                "\"investigators\": [\"Michael McGlen\"], \"faq\": [\"battleSuccessesCarryOver\"]}"));
        assertTrue(on.passed(), on.report());
        ScenarioResult bad = run(CHECK.formatted("", "true").replace("\"investigators\": [\"Michael McGlen\"]}",
                "\"investigators\": [\"Michael McGlen\"], \"faq\": [\"carryOver\"]}"));
        assertFalse(bad.passed());
        assertTrue(bad.report().contains("setup.faq: unknown FAQ option 'carryOver'; known: battleSuccessesCarryOver"), bad.report());
    }

    @Test
    void anAnswerWithNoQuestionPendingFails() throws IOException {
        ScenarioResult r = run(CHECK.formatted("\"answers\": [\"clue\"],", "true"));
        assertFalse(r.passed());
        assertTrue(r.report().contains("answer 1 \"clue\": no question is pending"), r.report());
    }

    @Test
    void invalidJsonAndMissingFilesAreReported() throws IOException {
        assertTrue(run("{\"name\": ").report().contains("not valid JSON"));
        assertTrue(ScenarioRunner.run(dir.resolve("none.json")).report().contains("no such file"));
    }
}
