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

    private ScenarioResult withSetup(String setupExtra, String positionExtra) throws IOException {
        return run(CHECK.formatted("", "true")
                .replace("\"investigators\": [\"Michael McGlen\"]}", "\"investigators\": [\"Michael McGlen\"]" + setupExtra + "}")
                .replace("\"clues\": 0}", "\"clues\": 0" + positionExtra + "}"));
    }

    @Test
    void lurkerPartsAreSetupSwitchesByName() throws IOException { // issue 9 §6
        assertTrue(withSetup(", \"lurker\": \"all\"", ", \"power\": 2").passed());
        assertTrue(withSetup(", \"lurker\": [\"herald\", \"burst\"]", ", \"power\": 2").passed());
        ScenarioResult bad = withSetup(", \"lurker\": [\"herald\", \"bursts\"]", "");
        assertTrue(bad.report().contains("s.json: setup.lurker[1]: unknown part 'bursts'; known: cards, gates, herald, burst, relationships"),
                bad.report());
        ScenarioResult word = withSetup(", \"lurker\": \"some\"", "");
        assertTrue(word.report().contains("setup.lurker: must be true, false, \"all\" or a list of"), word.report());
        ScenarioResult dunwich = withSetup(", \"dunwich\": [\"board\", \"injury\"]", "");
        assertTrue(dunwich.report().contains("setup.dunwich[1]: unknown part 'injury'; known: board, cards, injuries"), dunwich.report());
    }

    @Test
    void powerAndPactsNeedTheHeraldVariant() throws IOException {
        ScenarioResult power = withSetup("", ", \"power\": 1");
        assertTrue(power.report().contains("position.investigators.Michael McGlen.power: not enough Power tokens in the pool"), power.report());
        ScenarioResult pact = withSetup("", ", \"pacts\": [\"Blood Pact\"]");
        assertTrue(pact.report().contains("position.investigators.Michael McGlen.pacts[0]: no copy of 'Blood Pact' is left"), pact.report());
        ScenarioResult notPact = withSetup(", \"lurker\": [\"herald\"]", ", \"pacts\": [\"Tommy Gun\"]");
        assertTrue(notPact.report().contains("pacts[0]: 'Tommy Gun' is not a Dark Pact"), notPact.report());
    }

    @Test
    void aGateMarkerIsPickedByItsAttributes() throws IOException {
        String gate = "\"position\": {\"gates\": [{\"place\": \"Woods\", \"world\": \"Yuggoth\", \"attributes\": [%s]}],";
        String file = CHECK.formatted("", "true").replace("\"expect\": {", "\"expect\": {\"gates\": {\"Woods\": {\"world\": \"Yuggoth\", \"attributes\": [%s]}}, ");
        String core = file.replace("\"position\": {", gate);
        String lurker = core.replace("\"investigators\": [\"Michael McGlen\"]}", "\"investigators\": [\"Michael McGlen\"], \"lurker\": [\"gates\"]}");
        assertTrue(run(lurker.formatted("\"endless\"", "\"endless\"")).passed());
        assertTrue(run(lurker.formatted("\"moving\"", "\"moving\"")).passed());
        ScenarioResult wrong = run(lurker.formatted("\"moving\"", "\"endless\""));
        assertTrue(wrong.report().contains("FAIL  gate at Woods attributes: expected [endless], actual [moving]"), wrong.report());
        ScenarioResult missing = run(core.formatted("\"endless\"", "\"endless\""));
        assertTrue(missing.report().contains("position.gates[0]: no gate marker to Yuggoth with [ENDLESS] is left on the stack"), missing.report());
        ScenarioResult unknown = run(lurker.formatted("\"endles\"", "\"endless\""));
        assertTrue(unknown.report().contains("position.gates[0].attributes[0]: unknown gate attribute 'endles'"), unknown.report());
    }

    @Test
    void whereACardIsCanBeChecked() throws IOException {
        String file = CHECK.formatted("", "true").replace("\"clues\": 0}", "\"clues\": 0, \"cards\": [\"Ruby of R'lyeh\"]}")
                .replace("\"expect\": {", "\"expect\": {\"cards\": [{\"card\": \"Ruby of R'lyeh\", \"at\": \"%s\"}], ");
        assertTrue(run(file.formatted("Michael McGlen")).passed());
        ScenarioResult deck = run(file.formatted("deck"));
        assertTrue(deck.report().contains("FAIL  Ruby of R'lyeh at deck: actual copies at [Michael McGlen]"), deck.report());
        assertFalse(run(file.formatted("box")).passed());
    }
}
