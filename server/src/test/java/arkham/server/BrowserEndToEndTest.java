package arkham.server;

import arkham.content.ContentLoader;
import arkham.content.save.SaveGame;
import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Score;
import arkham.engine.Setup;
import arkham.engine.def.Board;
import arkham.engine.view.GameView;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The browser front end in real headless Chromium (Selenium 4) against a real server: the lobby, two
 * seats in two separate browsers, setup and a whole turn played by clicking (a move by clicking a
 * destination on the board), a reload mid-turn, a seat that cannot answer the other's question, and a
 * finished game's score; then, from saves found in the engine and imported, the questions a short game
 * may not reach: weapons and spells taken up by clicking cards in combat, order questions, several-of
 * questions. Screenshots of each step land in target/screenshots/.
 * <p>
 * Chromium and chromedriver come from Debian ({@code chromium}, {@code chromium-driver}); when they are
 * missing the test installs them (the build runs as root) and fails, never skips, if it cannot.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Tag("slow")
class BrowserEndToEndTest {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final Path SHOTS = Path.of("target", "screenshots");
    static final Duration WAIT = Duration.ofSeconds(20);
    /**
     * The tests use no Chrome DevTools Protocol, yet Selenium looks for a CDP module matching the
     * installed Chromium and warns on every browser when it ships none (Debian's Chromium is often
     * newer). Held here because java.util.logging keeps only weak references to its loggers.
     */
    static final Logger CDP_VERSION_WARNINGS = quiet("org.openqa.selenium.devtools.CdpVersionFinder");

    @TempDir
    static Path data;
    static ArkhamServer server;
    static String base;
    static final List<WebDriver> browsers = new ArrayList<>();
    static final ObjectMapper json = new ObjectMapper();
    static final HttpClient http = HttpClient.newHttpClient();
    static int shot;

    /** The two seats' links of the 2-player game, shared by the ordered tests below. */
    static String seat1Url;
    static String seat2Url;
    static WebDriver first;
    static WebDriver second;

    @BeforeAll
    static void start() throws IOException {
        ensureChromium();
        Files.createDirectories(SHOTS);
        server = new ArkhamServer(ContentLoader.core(), Store.h2Url(data.resolve("db")));
        base = "http://127.0.0.1:" + server.start(0);
    }

    @AfterAll
    static void stop() {
        for (WebDriver d : browsers) d.quit();
        if (server != null) server.close();
    }

    /** tools/ensure-chromium.sh installs Chromium and its driver (as root) or stops saying how. */
    static void ensureChromium() {
        if (Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER)) return;
        try {
            Process p = new ProcessBuilder("bash", "../tools/ensure-chromium.sh").inheritIO().start();
            if (!p.waitFor(20, TimeUnit.MINUTES) || p.exitValue() != 0)
                fail("the browser tests need Chromium and ChromeDriver: tools/ensure-chromium.sh failed (its message is above)");
        } catch (IOException e) {
            fail("cannot run tools/ensure-chromium.sh (" + e.getMessage() + "); the browser tests need Chromium and ChromeDriver");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            fail("interrupted while installing Chromium");
        }
    }

    static Logger quiet(String name) {
        Logger l = Logger.getLogger(name);
        l.setLevel(Level.SEVERE);
        return l;
    }

    /** A new browser with its own profile (its own localStorage: a different person). */
    static WebDriver browser() throws IOException {
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM.toFile());
        Path profile = Files.createTempDirectory(data, "profile");
        o.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--user-data-dir=" + profile, "--window-size=1600,1250");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort().build();
        WebDriver d = new ChromeDriver(service, o);
        browsers.add(d);
        return d;
    }

    static void screenshot(WebDriver d, String name) throws IOException {
        File f = ((TakesScreenshot) d).getScreenshotAs(OutputType.FILE);
        Files.copy(f.toPath(), SHOTS.resolve(String.format("%02d-%s.png", ++shot, name)), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    /** Waits, retrying while the page re-renders the element being read. */
    static WebDriverWait waiting(WebDriver d) {
        WebDriverWait w = new WebDriverWait(d, WAIT);
        w.ignoring(org.openqa.selenium.StaleElementReferenceException.class);
        return w;
    }

    static String attr(WebDriver d, String name) {
        return (String) ((JavascriptExecutor) d).executeScript("return document.body.dataset[arguments[0]] || ''", name);
    }

    /** Waits until the page shows a view (the board drawn and a version known). */
    static void waitForView(WebDriver d) {
        waiting(d).until(x -> !attr(x, "version").isEmpty() && !x.findElements(By.cssSelector("svg.board g.place")).isEmpty());
    }

    static boolean myTurn(WebDriver d) {
        return (Boolean) ((JavascriptExecutor) d).executeScript("return document.body.classList.contains('my-turn')");
    }

    /** Clicks, then waits for the next view (a new version) to arrive, and goes past the checks it shows before their dice. */
    static void clickAndWait(WebDriver d, WebElement e) {
        clickAndSee(d, e);
        passReveals(d);
    }

    /**
     * Goes past the checks the page shows before their dice ("Skip", else "Roll the dice" or "Next
     * check"), to the decision after them.
     */
    static void passReveals(WebDriver d) {
        for (int n = 0; n < 100; n++) {
            List<WebElement> skip = d.findElements(By.cssSelector("#decision #reveal-skip"));
            List<WebElement> go = skip.isEmpty() ? d.findElements(By.cssSelector("#decision #reveal-roll, #decision #reveal-next")) : skip;
            if (go.isEmpty()) return;
            try {
                // a click within 400 ms of a check appearing is taken for a double click on the answer before it: wait
                Thread.sleep(150);
                go.get(0).click();
            } catch (org.openqa.selenium.StaleElementReferenceException again) {
                // the page re-rendered the check under the pointer: look again
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
        fail("the page keeps showing checks: " + d.findElement(By.id("decision")).getText());
    }

    /** Clicks, then waits for the next view (a new version) to arrive; shows what it shows. */
    static void clickAndSee(WebDriver d, WebElement e) {
        String before = attr(d, "version");
        ((JavascriptExecutor) d).executeScript("arguments[0].scrollIntoView({block: 'center'})", e);
        e.click();
        List<WebElement> menu = d.findElements(By.cssSelector("#popover button[role=menuitem]"));
        if (!menu.isEmpty()) menu.get(0).click();
        waiting(d).until(x -> !attr(x, "version").equals(before));
    }

    static JsonNode request(String method, String path, String body) throws IOException, InterruptedException {
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(base + path));
        r = body == null ? r.GET() : r.method(method, HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json");
        HttpResponse<String> res = http.send(r.build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(res.statusCode() < 300, method + " " + path + " -> " + res.statusCode() + " " + res.body());
        return json.readTree(res.body());
    }

    static String queryParam(String url, String name) {
        for (String kv : URI.create(url).getQuery().split("&")) if (kv.startsWith(name + "=")) return kv.substring(name.length() + 1);
        throw new AssertionError(url + " has no " + name);
    }

    /**
     * One decision made the way a player would: sliders on the sheet, a highlighted place or monster on
     * the board, a card on the sheet, else the panel's first button (or its amount's Confirm).
     */
    static void decide(WebDriver d, boolean preferMove) {
        passReveals(d);
        if (preferMove) {
            List<WebElement> moves = d.findElements(By.cssSelector("svg.board g.place.target[data-options^='move:']"));
            if (!moves.isEmpty()) {
                clickAndWait(d, moves.get(0));
                return;
            }
        }
        for (String css : List.of(".stop.target", ".nudge.target", "#decision .buttons button:not(.secondary)", "#decision .order-list button",
                "#decision .amount-control button", "svg.board g.place.target", "svg.board g.monster-token.target",
                ".card.target", "#decision details.as-list button")) {
            List<WebElement> found = d.findElements(By.cssSelector(css));
            if (found.isEmpty()) continue;
            WebElement e = found.get(0);
            if (!e.isDisplayed()) {
                d.findElement(By.cssSelector("#decision details.as-list summary")).click();
            }
            clickAndWait(d, e);
            return;
        }
        fail("the page asks for a decision but offers nothing to click: " + d.findElement(By.id("decision")).getText());
    }

    @Test
    @Order(1)
    void createATwoSeatGameAndJoinFromTwoBrowsers() throws IOException {
        first = browser();
        first.get(base + "/");
        waiting(first).until(x -> !x.findElements(By.id("create")).isEmpty());
        for (String faq : Setup.Faq.NAMES) assertFalse(first.findElements(By.id("faq-" + faq)).isEmpty(), "the lobby offers FAQ switch " + faq);
        new Select(first.findElement(By.id("players"))).selectByValue("2");
        new Select(first.findElement(By.id("ancient-one"))).selectByVisibleText("Azathoth");
        first.findElement(By.id("seed")).sendKeys("7");
        screenshot(first, "lobby");
        first.findElement(By.id("create")).click();
        waiting(first).until(x -> !x.findElements(By.id("seat-link-2")).isEmpty());
        seat1Url = first.findElement(By.id("seat-link-1")).getAttribute("href");
        seat2Url = first.findElement(By.id("seat-link-2")).getAttribute("href");
        assertTrue(seat1Url.contains("token="), seat1Url);
        assertNotEquals(queryParam(seat1Url, "token"), queryParam(seat2Url, "token"));
        screenshot(first, "lobby-created");

        first.get(seat1Url);
        waitForView(first);
        second = browser();
        // Another browser on a held seat's link only watches until it takes over explicitly.
        second.get(seat1Url);
        waitForView(second);
        waiting(second).until(x -> x.findElement(By.id("status-line")).getText().contains("read-only"));
        assertFalse(second.findElements(By.id("takeover")).isEmpty(), "it may take the seat over");
        screenshot(second, "same-seat-read-only");
        second.get(seat2Url);
        waitForView(second);
        assertTrue(first.findElement(By.id("status-line")).getText().contains("seat 1"));
        assertTrue(second.findElement(By.id("status-line")).getText().contains("seat 2"));
        screenshot(first, "seat1-joined");
        screenshot(second, "seat2-joined");
        // The first browser remembers the game among "my games".
        first.get(base + "/");
        waiting(first).until(x -> !x.findElements(By.cssSelector("#my-games a.seat-chip")).isEmpty());
        first.get(seat1Url);
        waitForView(first);
    }

    @Test
    @Order(2)
    void playSetupAndAWholeTurnByClicking() throws IOException, InterruptedException {
        boolean moved = false;
        boolean reloaded = false;
        boolean refused = false;
        boolean doubleClicked = false;
        for (int step = 0; step < 400; step++) {
            waitForView(first);
            waitForView(second);
            if (attr(first, "turn").equals("2") || attr(second, "turn").equals("2")) break;
            WebDriver asked = myTurn(first) ? first : myTurn(second) ? second : null;
            if (asked == null) {
                waiting(first).until(x -> myTurn(x) || myTurn(second) || attr(x, "turn").equals("2"));
                continue;
            }
            WebDriver other = asked == first ? second : first;
            if (!refused) {
                otherSeatCannotAnswer(asked, other);
                hintForTheAskedSeatOnly(asked, other);
                refused = true;
            }
            boolean moving = attr(asked, "phase").equals("MOVEMENT")
                    && !asked.findElements(By.cssSelector("svg.board g.place.target")).isEmpty();
            if (moving && !moved) {
                screenshot(asked, "movement-targets");
                String before = investigatorPlaces(asked);
                decide(asked, true);
                String after = investigatorPlaces(asked);
                assertNotEquals(before, after, "clicking a highlighted destination moves the investigator");
                screenshot(asked, "moved-by-click");
                moved = true;
                if (!reloaded) {
                    reloadMidTurn(asked);
                    reloaded = true;
                }
                continue;
            }
            if (!doubleClicked && !asked.findElements(By.cssSelector("#decision > .buttons button[data-option]")).isEmpty()) {
                doubleClickAnswer(asked);
                doubleClicked = true;
                continue;
            }
            decide(asked, false);
        }
        assertTrue(doubleClicked, "an answer was clicked twice");
        assertTrue(moved, "a move was made by clicking a destination on the board");
        assertTrue(reloaded, "a page was reloaded mid-turn");
        waiting(first).until(x -> attr(x, "turn").equals("2"));
        screenshot(first, "turn2-seat1");
        screenshot(second, "turn2-seat2");
        mythosCardIsShownToEverySeat();
        replayStepsBack(first);
    }

    /**
     * The Mythos card drawn at the end of turn 1 is shown as a card, in the decision area of every
     * seat that has not answered since, until it is dismissed.
     */
    static void mythosCardIsShownToEverySeat() throws IOException, InterruptedException {
        String drawn = null;
        for (JsonNode e : request("GET", "/api/games/" + queryParam(seat1Url, "game") + "/log?token=" + queryParam(seat1Url, "token")
                + "&from=0", null).get("entries")) {
            if (e.get("type").asText().equals("mythos") && e.has("card")) drawn = e.get("card").asText();
        }
        assertNotNull(drawn, "a Mythos card was drawn");
        String text = request("GET", "/api/text?name=" + java.net.URLEncoder.encode(drawn, java.nio.charset.StandardCharsets.UTF_8), null)
                .get("text").asText();
        int shown = 0;
        for (WebDriver d : List.of(first, second)) {
            List<WebElement> card = d.findElements(By.cssSelector("#decision #mythos-card"));
            if (myTurn(d) && card.isEmpty()) continue; // a seat that answered in turn 2 has moved on
            WebElement c = waiting(d).until(x -> x.findElement(By.cssSelector("#decision #mythos-card")));
            assertEquals(drawn, c.getAttribute("data-card"));
            String finalText = text;
            waiting(d).until(x -> !x.findElement(By.cssSelector("#mythos-card .mythos-text")).getText().startsWith("Loading"));
            String body = c.findElement(By.className("mythos-text")).getText().replaceAll("\\s+", " ");
            assertTrue(finalText.endsWith(body), "the card's text: " + body + " / " + finalText);
            screenshot(d, "mythos-card");
            c.findElement(By.id("mythos-dismiss")).click();
            waiting(d).until(x -> x.findElements(By.id("mythos-card")).isEmpty());
            shown++;
        }
        assertTrue(shown >= 1, "some seat saw the Mythos card");
    }

    /** Replay shows an earlier moment read-only and returns to the live game. */
    static void replayStepsBack(WebDriver d) throws IOException {
        String live = attr(d, "version");
        d.findElement(By.id("replay")).click();
        waiting(d).until(x -> x.findElement(By.id("replay-bar")).isDisplayed());
        String at = d.findElement(By.id("replay-at")).getText();
        d.findElement(By.cssSelector("#replay-bar button[title='start']")).click();
        waiting(d).until(x -> x.findElement(By.id("replay-at")).getText().startsWith("after 0 of"));
        assertEquals("0", attr(d, "turn"), "the start of the game is setup (turn 0), was at " + at);
        assertTrue(d.findElements(By.cssSelector("#decision button[data-option]")).isEmpty(), "a replay answers nothing");
        screenshot(d, "replay-start");
        d.findElement(By.id("replay-exit")).click();
        waiting(d).until(x -> attr(x, "version").equals(live) && !x.findElement(By.id("replay-bar")).isDisplayed());
    }

    /**
     * A double click sends the answer once: the first click disables the panel and says "saving…"
     * until the server has stored the answer, so the second click does nothing (the server would
     * refuse a repeated answer anyway: ApiTest).
     */
    static void doubleClickAnswer(WebDriver d) throws IOException {
        passReveals(d);
        String before = attr(d, "version");
        @SuppressWarnings("unchecked")
        List<Object> seen = (List<Object>) ((JavascriptExecutor) d).executeScript(
                "const b = document.querySelector('#decision > .buttons button[data-option]'); b.click();"
                        + " const r = [b.disabled, b.textContent, !!document.querySelector('#decision .saving')]; b.click(); return r;");
        assertEquals(List.of(true, "saving…", true), seen, "while the answer is saved its button is disabled and says so");
        waiting(d).until(x -> !attr(x, "version").equals(before));
        assertEquals(Long.parseLong(before) + 1, Long.parseLong(attr(d, "version")), "the answer was applied once");
        List<WebElement> toast = d.findElements(By.id("toast"));
        assertTrue(toast.isEmpty() || !toast.get(0).isDisplayed(), "and nothing was refused");
        screenshot(d, "double-click-sent-once");
    }

    static String investigatorPlaces(WebDriver d) {
        return (String) ((JavascriptExecutor) d).executeScript(
                "return [...document.querySelectorAll('.sheet.investigator h3 .muted')].map(e => e.textContent).join('|')");
    }

    /** Reload mid-turn: the page comes back at the same question, ready to answer it. */
    static void reloadMidTurn(WebDriver d) throws IOException {
        String question = attr(d, "question");
        String version = attr(d, "version");
        d.navigate().refresh();
        waitForView(d);
        assertEquals(version, attr(d, "version"), "the reloaded page shows the same state");
        assertEquals(question, attr(d, "question"), "and the same pending question");
        waiting(d).until(x -> x.findElement(By.id("conn")).getText().contains("live"));
        screenshot(d, "reloaded-mid-turn");
    }

    /** The other seat sees whose decision it is, no options, and the server refuses its answer. */
    static void otherSeatCannotAnswer(WebDriver asked, WebDriver other) throws IOException {
        waiting(other).until(x -> attr(x, "version").equals(attr(asked, "version")));
        assertFalse(myTurn(other));
        assertTrue(other.findElements(By.cssSelector("#decision button[data-option]")).isEmpty(), "no options for the other seat");
        assertTrue(other.findElement(By.cssSelector("#decision .waiting")).getText().startsWith("Waiting for"));
        String questionId = attr(asked, "question");
        String option = (String) ((JavascriptExecutor) asked).executeScript(
                "const o = document.querySelector('#decision [data-option]'); return o ? o.dataset.option : 'stop'");
        @SuppressWarnings("unchecked")
        Map<String, Object> r = (Map<String, Object>) ((JavascriptExecutor) other).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + "const p = new URLSearchParams(location.search);"
                        + "fetch('/api/games/' + p.get('game') + '/answer', {method: 'POST', headers: {'Content-Type': 'application/json'},"
                        + " body: JSON.stringify({token: p.get('token'), questionId: Number(arguments[0]), option: arguments[1]})})"
                        + ".then(async r => done({status: r.status, body: await r.text()}));", questionId, option);
        assertEquals(403L, r.get("status"), "the server refuses an answer from the wrong seat: " + r);
        assertEquals(questionId, attr(asked, "question"), "and nothing changed");
        screenshot(other, "other-seat-waits");
    }

    /** "What would the AI do?" under the asked seat's decision: the AI's option marked and why in a line; nothing answered. */
    static void hintForTheAskedSeatOnly(WebDriver asked, WebDriver other) throws IOException {
        assertTrue(other.findElements(By.id("hint")).isEmpty(), "no hint button for a seat that waits");
        String version = attr(asked, "version");
        asked.findElement(By.id("hint")).click();
        waiting(asked).until(x -> x.findElement(By.id("hint-text")).getAttribute("data-hinted") != null);
        WebElement text = asked.findElement(By.id("hint-text"));
        assertTrue(text.getText().startsWith("The AI would choose “"), text.getText());
        String option = text.getAttribute("data-hinted");
        for (WebElement b : asked.findElements(By.cssSelector("#decision button[data-option]")))
            assertEquals(b.getAttribute("data-option").equals(option), b.getAttribute("class").contains("hinted"), "only the AI's option is marked");
        assertEquals(version, attr(asked, "version"), "a hint answers nothing");
        screenshot(asked, "hint");
    }

    /** A one-investigator game the test can win by clicking: its seed, its answers and its final score. */
    record WinningGame(long seed, List<String> answers, int score) {
    }

    /**
     * Finds, in the engine itself, a short game one investigator wins by closing the only open gate
     * (rulebook p.12): seeds in order, played by a simple player who walks to the nearest gate, passes
     * monsters by, goes through, returns and closes it with a Fight check. Found afresh each run, so the
     * script follows the rules as they are.
     */
    static WinningGame winningGame() {
        Content content = ContentLoader.core();
        Board b = content.board;
        for (long seed = 1; seed <= 20_000; seed++) {
            Game g = Game.create(content, Setup.random(1, seed));
            Random random = new Random(seed);
            List<String> answers = new ArrayList<>();
            while (g.question() != null && g.turn <= 4 && answers.size() < 200) {
                Question q = g.question();
                Choice pick = towardAGate(g, b, q);
                if (pick == null) pick = q.options().get(random.nextInt(q.options().size()));
                answers.add(pick.id());
                g.answer(q.id(), q.player(), pick.id());
            }
            if (g.outcome() == Outcome.WIN_CLOSED_GATES) return new WinningGame(seed, answers, Score.of(g).total());
        }
        throw new AssertionError("no seed up to 20000 gives a short win by closing a gate");
    }

    private static Choice towardAGate(Game g, Board b, Question q) {
        Choice best = null;
        for (Choice o : q.options()) if (o.id().equals("close:fight") || o.id().startsWith("gate:")) return o;
        for (Choice o : q.options()) if (o.id().equals("flee") || o.id().startsWith("evade:")) best = o;
        if (best != null || q.options().stream().noneMatch(o -> o.id().startsWith("move:"))) return best;
        int here = g.inv[q.player()].place;
        if (g.gateAt[here] >= 0) return q.option("stop");
        int nearest = gateDistance(g, b, here);
        for (Choice o : q.options()) {
            if (!o.id().startsWith("move:")) continue;
            int d = gateDistance(g, b, o.value());
            if (d < nearest) {
                nearest = d;
                best = o;
            }
        }
        return best != null ? best : q.option("stop");
    }

    /** Movement points from a place to the nearest open gate. */
    private static int gateDistance(Game g, Board b, int from) {
        int[] dist = new int[b.size()];
        java.util.Arrays.fill(dist, -1);
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>(List.of(from));
        dist[from] = 0;
        while (!queue.isEmpty()) {
            int p = queue.poll();
            if (g.gateAt[p] >= 0) return dist[p];
            for (int n : b.adjacent(p)) {
                if (dist[n] < 0) {
                    dist[n] = dist[p] + 1;
                    queue.add(n);
                }
            }
        }
        return Integer.MAX_VALUE;
    }

    /**
     * Gives one answer the way a player would: sliders on the sheet, places and monster markers on
     * the board (through the small menu when a marker offers several options), else the panel.
     */
    static void answerByClicking(WebDriver d, String option) throws IOException {
        passReveals(d);
        String before = attr(d, "version");
        String[] part = option.split(":");
        WebElement target;
        List<WebElement> onBoard = d.findElements(By.cssSelector("svg.board g.place.target[data-options~='" + option + "']"));
        List<WebElement> inPanel = d.findElements(By.cssSelector("#decision .buttons button[data-option='" + option + "'], "
                + "#decision .order-list button[data-option='" + option + "']"));
        if (option.startsWith("stop:")) {
            target = d.findElement(By.cssSelector(".stop.target[data-stop='" + part[1] + "']"));
        } else if (option.startsWith("slider:")) {
            target = d.findElement(By.cssSelector(".nudge.target[data-slider='" + part[1] + "'][data-dir='" + part[2] + "']"));
        } else if (!onBoard.isEmpty()) {
            target = onBoard.get(0);
        } else if (option.startsWith("evade:") || option.startsWith("fight:")) {
            target = d.findElement(By.cssSelector("svg.board g.monster-token.target[data-marker='" + part[1] + "']"));
            if (shot < 20) screenshot(d, "monster-to-click");
        } else if (!inPanel.isEmpty()) {
            target = inPanel.get(0);
        } else if (!d.findElements(By.cssSelector("#decision .amount-control")).isEmpty()) {
            ((JavascriptExecutor) d).executeScript("document.querySelector('#decision .amount-control input').value = arguments[0]", option);
            target = d.findElement(By.cssSelector("#decision .amount-control button"));
        } else {
            // Mapped to a sheet or a marker in a way this script does not follow: the folded list has every option.
            d.findElement(By.cssSelector("#decision details.as-list summary")).click();
            target = d.findElement(By.cssSelector("#decision details.as-list button[data-option='" + option + "']"));
        }
        ((JavascriptExecutor) d).executeScript("arguments[0].scrollIntoView({block: 'center'})", target);
        target.click();
        List<WebElement> menu = d.findElements(By.cssSelector("#popover button[data-option='" + option + "']"));
        if (!menu.isEmpty()) menu.get(0).click();
        waiting(d).until(x -> !attr(x, "version").equals(before));
        passReveals(d);
    }

    @Test
    @Order(3)
    void aFinishedGameShowsItsScore() throws IOException, InterruptedException {
        WinningGame win = winningGame();
        List<String> script = win.answers().subList(0, win.answers().size() - 1);
        String last = win.answers().get(win.answers().size() - 1);
        JsonNode created = request("POST", "/api/games", "{\"players\": 1, \"seed\": " + win.seed() + "}");
        String gameId = created.get("gameId").asText();
        String token = created.get("seats").get(0).get("token").asText();
        WebDriver d = first;
        d.get(base + created.get("seats").get(0).get("url").asText());
        waitForView(d);
        for (String option : script) {
            JsonNode q = request("GET", "/api/games/" + gameId + "?token=" + token, null).get("question");
            boolean offered = false;
            for (JsonNode o : q.get("options")) offered |= o.get("id").asText().equals(option);
            assertTrue(offered, "the scripted answer " + option + " is offered: " + q);
            answerByClicking(d, option);
        }
        assertEquals("close:fight", last, "the game is won by closing the gate");
        WebElement close = waiting(d).until(x -> x.findElement(By.cssSelector("#decision button[data-option='close:fight']")));
        screenshot(d, "last-decision");
        // the closing check shows its stakes before its dice, and the score after them
        clickAndSee(d, close);
        waiting(d).until(x -> !x.findElements(By.cssSelector("#decision .reveal")).isEmpty());
        assertFalse(d.findElement(By.id("score")).isDisplayed(), "the score waits for the dice");
        passReveals(d);
        waiting(d).until(x -> x.findElement(By.id("score")).isDisplayed());
        String score = d.findElement(By.id("score")).getText();
        assertTrue(score.contains("Game over"), score);
        assertEquals(String.valueOf(win.score()), d.findElement(By.cssSelector("#score .final-score")).getAttribute("data-score"),
                "the final score (rulebook p.12) as the engine rates it: " + score);
        screenshot(d, "final-score");

        // The game's save, imported from the lobby, is a new game in the same finished state.
        HttpResponse<String> export = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + gameId + "/export?token=" + token))
                .GET().build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, export.statusCode(), export.body());
        Path save = Files.writeString(data.resolve("finished.json"), export.body());
        d.get(base + "/");
        waiting(d).until(x -> !x.findElements(By.id("import-file")).isEmpty());
        d.findElement(By.id("import-file")).sendKeys(save.toAbsolutePath().toString());
        waiting(d).until(x -> x.findElement(By.id("import-go"))).click();
        WebElement link = waiting(d).until(x -> x.findElement(By.id("seat-link-1")));
        assertFalse(link.getAttribute("href").contains(gameId), "the import is a new game");
        d.get(link.getAttribute("href"));
        waitForView(d);
        waiting(d).until(x -> x.findElement(By.id("score")).isDisplayed());
        assertEquals(String.valueOf(win.score()), d.findElement(By.cssSelector("#score .final-score")).getAttribute("data-score"));
    }

    @Test
    @Order(4)
    void oneBrowserPlaysEverySeatAtOneTable() throws IOException {
        WebDriver d = first;
        d.get(base + "/");
        waiting(d).until(x -> !x.findElements(By.id("create")).isEmpty());
        d.findElement(By.id("seed")).sendKeys("7");
        d.findElement(By.id("create")).click();
        String seat1 = waiting(d).until(x -> x.findElement(By.id("seat-link-1"))).getAttribute("href");
        d.get(seat1);
        waitForView(d);
        d.findElement(By.id("follow")).click();
        // With "follow the decision" on, the page goes to whichever held seat must decide, setup to turn 1.
        java.util.Set<String> seatsPlayed = new java.util.TreeSet<>();
        for (int step = 0; step < 60 && seatsPlayed.size() < 2; step++) {
            waiting(d).until(x -> myTurn(x));
            seatsPlayed.add(queryParam(d.getCurrentUrl(), "token"));
            decide(d, false);
        }
        assertEquals(2, seatsPlayed.size(), "both seats were played from one browser");
        screenshot(d, "hot-seat");
    }

    /** A game reached from its setup by answers, stopped at a question a test wants a player to answer. */
    record Reached(Game game, String save, Question question) {
    }

    /**
     * Finds, in the engine, a one-investigator game whose random answers (seeded) reach a question {@code want}
     * accepts, and returns it with its save. Found afresh each run, so the state follows the rules as they are.
     */
    static Reached reach(java.util.function.Predicate<Question> want, String what) {
        return reach((g, q) -> want.test(q), what);
    }

    static Reached reach(java.util.function.BiPredicate<Game, Question> want, String what) {
        Content content = ContentLoader.core();
        for (long seed = 1; seed <= 3_000; seed++) {
            Game g = Game.create(content, Setup.random(1, seed));
            Random random = new Random(seed);
            List<SaveGame.Answer> answers = new ArrayList<>();
            while (g.question() != null && answers.size() < 3_000) {
                Question q = g.question();
                if (want.test(g, q)) return new Reached(g, SaveGame.of(g, answers).toJson(), q);
                Choice pick = q.options().get(random.nextInt(q.options().size()));
                answers.add(new SaveGame.Answer(q.id(), q.player(), pick.id()));
                g.answer(q.id(), q.player(), pick.id());
            }
        }
        throw new AssertionError("no seed up to 3000 reaches " + what);
    }

    /** A game imported from a save and opened in the browser at its only seat: its id and the seat's token. */
    record Opened(String gameId, String token) {
        JsonNode view() throws IOException, InterruptedException {
            return request("GET", "/api/games/" + gameId + "?token=" + token, null);
        }

        /** The server's own record of the game: its save, whose state hash covers everything the rules track. */
        JsonNode export() throws IOException, InterruptedException {
            return request("GET", "/api/games/" + gameId + "/export?token=" + token, null);
        }
    }

    /** The first browser, or a new one when these tests run on their own. */
    static WebDriver player() throws IOException {
        if (first == null) first = browser();
        return first;
    }

    static Opened importAndOpen(WebDriver d, String save) throws IOException, InterruptedException {
        JsonNode created = request("POST", "/api/games/import", save);
        JsonNode seat = created.get("seats").get(0);
        d.get(base + seat.get("url").asText());
        waitForView(d);
        waiting(d).until(x -> myTurn(x));
        return new Opened(created.get("gameId").asText(), seat.get("token").asText());
    }

    /** The server's game is the engine's game after the same answers (the export's state hash). */
    static void assertSameState(Game expected, Opened o, String what) throws IOException, InterruptedException {
        assertEquals(Long.toHexString(expected.stateHash()), o.export().get("stateHash").asText(), what);
    }

    static void answerInEngine(Game g, String option) {
        Question q = g.question();
        g.answer(q.id(), q.player(), option);
    }

    /** A monster marker's abilities as the game view shows them (empty when the marker is not on the board). */
    @SuppressWarnings("unchecked")
    static List<String> abilities(Game g, int marker) {
        for (Object list : ((Map<String, Object>) GameView.of(g).get("monsterMarkers")).values()) {
            for (Object m : (List<Object>) list) {
                Map<String, Object> v = (Map<String, Object>) m;
                if (v.get("marker").equals(marker)) return (List<String>) v.get("abilities");
            }
        }
        return List.of();
    }

    static String optionOf(Question q, String prefix) {
        return q.options().stream().map(Choice::id).filter(id -> id.startsWith(prefix)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + prefix + " option in " + q.options()));
    }

    static String labelOf(Question q, String id) {
        return q.option(id).label();
    }

    static JsonNode card(JsonNode view, String name) {
        for (JsonNode c : view.get("game").get("investigators").get(0).get("cards")) if (c.get("name").asText().equals(name)) return c;
        throw new AssertionError(name + " is not on the sheet: " + view.get("game").get("investigators").get(0).get("cards"));
    }

    static List<String> optionIds(JsonNode view) {
        List<String> ids = new ArrayList<>();
        for (JsonNode o : view.get("question").get("options")) ids.add(o.get("id").asText());
        return ids;
    }

    /** Scrolls the investigator's sheet into view (for the screenshot), the decision panel beside it. */
    static void showSheet(WebDriver d) {
        ((JavascriptExecutor) d).executeScript("document.querySelector('.sheet.own').scrollIntoView({block: 'end'})");
    }

    /** Clicks a card on the investigator's sheet (rulebook p.9: weapons and spells are taken up in the hands). */
    static void clickCard(WebDriver d, String name) {
        WebElement chip = d.findElement(By.cssSelector(".sheet.own .card.target[data-card='" + name.replace("'", "\\'") + "']"));
        clickAndWait(d, chip);
    }

    @Test
    @Order(5)
    void combatWeaponsAndSpellsAreTakenUpByClickingTheirCards() throws IOException, InterruptedException {
        // Combat (rulebook p.9): a weapon and a combat spell, each taking hands, may be used against the monster.
        Reached r = reach((g, q) -> q.context().containsKey("monster") && q.options().stream().anyMatch(o -> o.id().startsWith("hold:"))
                && q.options().stream().anyMatch(o -> o.id().startsWith("cast:")) && !abilities(g, (Integer) q.context().get("marker")).isEmpty(),
                "a combat with a weapon and a combat spell against a monster with an ability on the board");
        Game g = r.game();
        String hold = optionOf(r.question(), "hold:");
        String cast = optionOf(r.question(), "cast:");
        String weapon = g.content.cardOf(Integer.parseInt(hold.substring(5))).name();
        String spell = g.content.cardOf(Integer.parseInt(cast.substring(5))).name();
        WebDriver d = player();
        Opened o = importAndOpen(d, r.save());
        assertTrue(d.findElement(By.cssSelector("#decision .hint")).getText().contains("card"), "the panel says the cards answer");
        String context = d.findElement(By.cssSelector("#decision .context")).getText();
        for (String ability : abilities(g, (Integer) r.question().context().get("marker"))) {
            assertTrue(context.contains(ability), "the monster's " + ability + " shows beside the choice of weapons: " + context);
        }
        WebElement weaponChip = d.findElement(By.cssSelector(".sheet.own .card.target[data-card='" + weapon + "']"));
        assertTrue(weaponChip.getAttribute("title").contains(labelOf(r.question(), hold)), "the card tells what clicking it does");
        assertFalse(d.findElements(By.cssSelector(".sheet.own .card.target[data-card='" + spell + "']")).isEmpty(), "the spell is an option too");
        // The sheet may be out of view: the panel offers the same choices as buttons, beside Fight and Flee.
        for (String id : List.of("fight", hold, cast)) {
            assertFalse(d.findElements(By.cssSelector("#decision .buttons button[data-option='" + id + "']")).isEmpty(), id + " in the panel");
        }
        showSheet(d);
        screenshot(d, "combat-cards-to-use");

        clickCard(d, weapon);
        answerInEngine(g, hold);
        assertSameState(g, o, "the weapon is in the investigator's hands");
        JsonNode v = o.view();
        assertTrue(card(v, weapon).get("held").asBoolean(), "the server shows the weapon held");
        assertTrue(optionIds(v).contains("release:" + hold.substring(5)), "and offers to release it: " + optionIds(v));
        waiting(d).until(x -> !x.findElements(By.cssSelector(".sheet.own .card.held[data-card='" + weapon + "']")).isEmpty());
        showSheet(d);
        screenshot(d, "combat-weapon-held");

        if (g.question().options().stream().anyMatch(c -> c.id().equals(cast))) {
            clickCard(d, spell);
            answerInEngine(g, cast);
            assertSameState(g, o, "the spell is cast (its Spell check rolled as in the engine)");
            showSheet(d);
            screenshot(d, "combat-spell-cast");
        }

        // Taking the weapon back out of the hands is a click on the same card.
        waiting(d).until(x -> myTurn(x));
        String release = "release:" + hold.substring(5);
        if (g.question().options().stream().anyMatch(c -> c.id().equals(release))) {
            clickCard(d, weapon);
            answerInEngine(g, release);
            assertSameState(g, o, "the weapon is released");
            assertFalse(card(o.view(), weapon).get("held").asBoolean(), "no longer held");
            showSheet(d);
            screenshot(d, "combat-weapon-released");
        }
    }

    @Test
    @Order(6)
    void theFirstPlayerOrdersSimultaneousEffects() throws IOException, InterruptedException {
        // Rulebook p.23, timing conflicts: effects at the same moment resolve in the order the first player picks.
        Reached r = reach(q -> q.kind() == QuestionKind.ORDER && q.prompt().startsWith("These happen at the same time"),
                "effects at the same time");
        Game g = r.game();
        Choice second = r.question().options().get(1);
        WebDriver d = player();
        Opened o = importAndOpen(d, r.save());
        List<WebElement> items = d.findElements(By.cssSelector("#decision .order-control button[data-option]"));
        assertEquals(r.question().options().size(), items.size(), "every effect to order is offered");
        for (int k = 0; k < items.size(); k++) assertEquals(r.question().options().get(k).label(), items.get(k).findElement(By.className("order-label")).getText());
        screenshot(d, "order-simultaneous");
        clickAndWait(d, d.findElement(By.cssSelector("#decision .order-control button[data-option='" + second.id() + "']")));
        answerInEngine(g, second.id());
        assertEquals(second.id(), lastAnswer(o), "the server recorded the pick");
        assertSameState(g, o, "the one the player picked resolved first");
        screenshot(d, "order-simultaneous-answered");
    }

    @Test
    @Order(7)
    void theFirstPlayerOrdersTheGatesOfAMonsterSurgeOnTheBoard() throws IOException, InterruptedException {
        // Rulebook p.18, monster surge: when not all fit, the first player picks which gates are filled first.
        Reached r = reach(q -> q.kind() == QuestionKind.ORDER && q.prompt().startsWith("Monster surge") && q.options().size() >= 3,
                "a monster surge the monster limit cuts short");
        Game g = r.game();
        Choice last = r.question().options().get(r.question().options().size() - 1);
        String place = g.board.name(last.value());
        WebDriver d = player();
        Opened o = importAndOpen(d, r.save());
        WebElement gate = d.findElement(By.cssSelector("svg.board g.place.target[data-options~='" + last.id() + "']"));
        assertEquals(r.question().options().size(), d.findElements(By.cssSelector("#decision .order-control button[data-option]")).size(),
                "the panel lists every gate in the order control too");
        screenshot(d, "order-surge-on-board");
        clickAndWait(d, gate);
        answerInEngine(g, last.id());
        assertEquals(last.id(), lastAnswer(o), "the gate at " + place + " is filled first");
        assertSameState(g, o, "and the rest follow as the engine says");
        screenshot(d, "order-surge-answered");
    }

    /** Whether, on a copy, the question's first pick (not "done") leaves the same question asking for more. */
    static boolean openAfterFirstPick(Game g, Question q) {
        Game copy = g.copy();
        Choice first = q.options().stream().filter(c -> !c.id().equals("done")).findFirst().orElseThrow();
        copy.answer(q.id(), q.player(), first.id());
        Question next = copy.question();
        return next != null && next.kind() == QuestionKind.CHOOSE_SEVERAL && next.prompt().equals(q.prompt())
                && next.option("done") != null;
    }

    static String lastAnswer(Opened o) throws IOException, InterruptedException {
        JsonNode answers = o.export().get("answers");
        return answers.get(answers.size() - 1).get("option").asText();
    }

    @Test
    @Order(8)
    void severalItemsAreSoldOneClickAtATimeThenDone() throws IOException, InterruptedException {
        // Several of these (e.g. selling any number of items): each pick is made at once, "done" ends it.
        // The first pick must leave the question open (a purchase that spends the last dollar ends it).
        Reached r = reach((game, q) -> q.kind() == QuestionKind.CHOOSE_SEVERAL && q.option("done") != null
                && q.options().stream().filter(c -> !c.id().equals("done")).count() >= 2 && openAfterFirstPick(game, q),
                "a several-of question with done that stays open after one pick");
        Game g = r.game();
        List<Choice> picks = r.question().options().stream().filter(c -> !c.id().equals("done")).toList();
        WebDriver d = player();
        Opened o = importAndOpen(d, r.save());
        int moneyBefore = o.view().get("game").get("investigators").get(0).get("money").asInt();
        screenshot(d, "several-question");
        WebElement pick = d.findElement(By.cssSelector("#decision .several-control button[data-option='" + picks.get(0).id() + "']"));
        clickAndWait(d, pick);
        answerInEngine(g, picks.get(0).id());
        assertSameState(g, o, "the first pick is made");
        waiting(d).until(x -> myTurn(x));
        assertTrue(d.findElements(By.cssSelector("#decision button[data-option='" + picks.get(0).id() + "']")).isEmpty(),
                "a pick made is no longer offered");
        assertTrue(d.findElement(By.cssSelector("#decision .several-control .picked")).getText().contains(picks.get(0).label()),
                "and is listed as picked");
        screenshot(d, "several-one-picked");
        clickAndWait(d, d.findElement(By.cssSelector("#decision .several-control button[data-option='done']")));
        answerInEngine(g, "done");
        assertSameState(g, o, "done ends the picks");
        assertNotEquals(moneyBefore, o.view().get("game").get("investigators").get(0).get("money").asInt(), "the sale paid");
        screenshot(d, "several-done");
    }

    @Test
    @Order(9)
    void aKnockedOutInvestigatorDiscardsHalfHisItemsByClickingThem() throws IOException, InterruptedException {
        // Rulebook p.20: insane or unconscious, the investigator discards half his items, chosen by him.
        Reached r = reach(q -> q.kind() == QuestionKind.CHOOSE_SEVERAL && q.prompt().contains("discard")
                && q.context().get("remaining") instanceof Integer n && n >= 2 && q.options().size() >= 3
                && q.options().stream().map(c -> c.label().substring("Discard ".length())).distinct().count() == q.options().size(),
                "a knockout that discards two or more items");
        Game g = r.game();
        List<Choice> items = r.question().options();
        String firstItem = items.get(0).label().substring("Discard ".length());
        WebDriver d = player();
        Opened o = importAndOpen(d, r.save());
        for (Choice c : items) {
            String name = c.label().substring("Discard ".length());
            assertFalse(d.findElements(By.cssSelector(".sheet.own .card.target[data-card='" + name + "']")).isEmpty(), name + " is highlighted");
        }
        assertTrue(d.findElement(By.cssSelector("#decision .several-control")).getText().contains("Pick " + r.question().context().get("remaining") + " more"));
        showSheet(d);
        screenshot(d, "knockout-discards");
        long copies = o.view().get("game").get("investigators").get(0).get("cards").findValuesAsText("name").stream().filter(firstItem::equals).count();
        clickCard(d, firstItem);
        answerInEngine(g, items.get(0).id());
        assertSameState(g, o, "the clicked item is discarded");
        assertEquals(copies - 1, o.view().get("game").get("investigators").get(0).get("cards").findValuesAsText("name").stream()
                .filter(firstItem::equals).count(), "one copy fewer on the sheet");
        waiting(d).until(x -> myTurn(x));
        assertTrue(d.findElement(By.cssSelector("#decision .several-control .picked")).getText().contains(firstItem), "listed as picked");
        showSheet(d);
        screenshot(d, "knockout-one-discarded");
    }

    /**
     * An unfinished game's export (its seed sealed, the game's own seed chosen by the server: 64 bits)
     * imports through the lobby, which says that the copy's future is drawn anew; the copy shows the
     * original's position.
     */
    @Test
    @Order(10)
    void anUnfinishedGameImportsThroughTheLobby() throws IOException, InterruptedException {
        WebDriver d = player();
        JsonNode created = request("POST", "/api/games", "{\"players\": 1}");
        String gameId = created.get("gameId").asText();
        String token = created.get("seats").get(0).get("token").asText();
        for (int k = 0; k < 5; k++) {
            JsonNode q = request("GET", "/api/games/" + gameId + "?token=" + token, null).get("question");
            request("POST", "/api/games/" + gameId + "/answer", json.createObjectNode().put("token", token)
                    .put("questionId", q.get("id").asLong()).put("option", q.get("options").get(0).get("id").asText()).toString());
        }
        HttpResponse<String> export = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + gameId + "/export?token=" + token))
                .GET().build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(json.readTree(export.body()).has("sealed"), export.body());
        Path save = Files.writeString(data.resolve("unfinished.json"), export.body());
        d.get(base + "/");
        waiting(d).until(x -> !x.findElements(By.id("import-file")).isEmpty());
        d.findElement(By.id("import-file")).sendKeys(save.toAbsolutePath().toString());
        waiting(d).until(x -> x.findElement(By.id("import-go"))).click();
        waiting(d).until(x -> x.findElement(By.id("new-future")).isDisplayed());
        screenshot(d, "import-unfinished");
        String link = d.findElement(By.id("seat-link-1")).getAttribute("href");
        assertFalse(link.contains(gameId), "the import is a new game");
        d.get(link);
        waitForView(d);
        assertEquals(request("GET", "/api/games/" + gameId + "?token=" + token, null).get("game"),
                request("GET", "/api/games/" + queryParam(link, "game") + "?token=" + queryParam(link, "token"), null).get("game"));
    }

    /**
     * A game made in the lobby with the Dunwich board, its cards, the Lurker gate markers and Shudde
     * M'ell shows what no source confirms: a mark on Dunwich's guessed streets, a badge on the
     * Ancient One (his rubble tokens), the list of what the game uses unconfirmed, and the log line.
     */
    @Test
    @Order(15)
    void unverifiedComponentsAreMarkedWhereTheyAreDrawn() throws IOException {
        WebDriver d = player();
        d.get(base + "/");
        waiting(d).until(x -> !x.findElements(By.id("create")).isEmpty());
        for (String box : List.of("dunwich-board", "dunwich-cards", "lurker-gates")) d.findElement(By.id(box)).click();
        new org.openqa.selenium.support.ui.Select(d.findElement(By.id("ancient-one"))).selectByVisibleText("Shudde M'ell");
        new org.openqa.selenium.support.ui.Select(d.findElement(By.id("players"))).selectByVisibleText("1");
        d.findElement(By.id("create")).click();
        d.get(waiting(d).until(x -> x.findElement(By.id("seat-link-1"))).getAttribute("href"));
        waitForView(d);
        WebElement street = d.findElement(By.cssSelector("svg.board g.place[data-place='Sentinel Hill']"));
        assertFalse(street.findElements(By.cssSelector(".unverified-mark")).isEmpty(), "Dunwich's guessed streets are marked");
        assertTrue(d.findElements(By.cssSelector("svg.board g.place[data-place='Rivertown'] .unverified-mark")).isEmpty(),
                "Arkham's streets are not");
        WebElement badge = d.findElement(By.cssSelector(".ancient-one .badge.unverified"));
        assertTrue(badge.getAttribute("title").contains("rubble"), badge.getAttribute("title"));
        List<WebElement> listed = d.findElements(By.cssSelector("#provenance li[data-unverified]"));
        assertTrue(listed.stream().anyMatch(li -> li.getAttribute("data-unverified").startsWith("Lost Carcosa gate marker")),
                "the list names every unconfirmed component in use");
        d.findElement(By.id("tab-log")).click();
        assertTrue(d.findElement(By.id("panel-log")).getText().contains("Unverified: Shudde M'ell"));
        screenshot(d, "unverified");
    }

    // ------------------------------------------------------------------ issue 32: rules text, phones, the lobby

    /** The popover's text, one line per part, as one line. */
    static String popoverText(WebDriver d) {
        WebElement p = waiting(d).until(x -> {
            List<WebElement> found = x.findElements(By.cssSelector("#info-popover .info-body"));
            return !found.isEmpty() && !found.get(0).getText().startsWith("Loading") ? found.get(0) : null;
        });
        return p.getText().replaceAll("\\s+", " ").trim();
    }

    static String ruleText(String name) throws IOException, InterruptedException {
        return request("GET", "/api/text?name=" + java.net.URLEncoder.encode(name, java.nio.charset.StandardCharsets.UTF_8), null)
                .get("text").asText();
    }

    static void escapeCloses(WebDriver d) {
        new org.openqa.selenium.interactions.Actions(d).sendKeys(org.openqa.selenium.Keys.ESCAPE).perform();
        waiting(d).until(x -> x.findElements(By.id("info-popover")).isEmpty());
    }

    @Test
    @Order(11)
    void cardsMonstersTheAncientOneAndPlacesOpenTheirRulesText() throws Exception {
        WebDriver d = first;
        d.get(seat1Url);
        waitForView(d);
        // a card on the sheet that this question does not use: a click opens its text, Escape closes it
        WebElement card = waiting(d).until(x -> x.findElement(By.cssSelector(".sheet.own .card:not(.target)")));
        String cardName = card.getAttribute("data-card");
        card.click();
        assertEquals(ruleText(cardName), popoverText(d), "the card's text is the server's, all of it");
        assertEquals(cardName, d.findElement(By.id("info-title")).getText());
        screenshot(d, "popover-card");
        escapeCloses(d);
        assertEquals(cardName, d.switchTo().activeElement().getAttribute("data-card"), "the focus goes back to the card");

        // a monster on the board: its card's text and how it stands now
        WebElement monster = d.findElement(By.cssSelector("svg.board g.monster-token:not(.target)"));
        String monsterName = monster.getAttribute("data-monster");
        ((JavascriptExecutor) d).executeScript("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", monster);
        String monsterText = popoverText(d);
        assertEquals(ruleText(monsterName), monsterText);
        assertTrue(d.findElement(By.cssSelector("#info-popover .info-now")).getText().startsWith("Now: awareness"),
                "the marker's ratings as they stand");
        screenshot(d, "popover-monster");
        d.findElement(By.cssSelector("#info-popover .info-close")).click();
        waiting(d).until(x -> x.findElements(By.id("info-popover")).isEmpty());

        // the Ancient One, from the strip above the board
        WebElement ao = d.findElement(By.cssSelector("#strip .ancient-one-chip"));
        String aoName = ao.getAttribute("data-info");
        ao.click();
        String aoText = popoverText(d);
        assertEquals(ruleText(aoName), aoText);
        assertTrue(aoText.contains("Doom track"), aoText);
        screenshot(d, "popover-ancient-one");
        escapeCloses(d);

        // a place, from the keyboard: Enter on a place that is not an option opens its text
        WebElement place = d.findElement(By.cssSelector("svg.board g.place:not(.target)[data-place='Velma\\'s Diner']"));
        place.sendKeys(org.openqa.selenium.Keys.ENTER);
        assertEquals(ruleText("Velma's Diner"), popoverText(d));
        escapeCloses(d);
    }

    /** Every visible, enabled button (and select) under these selectors is at least 44 px each way. */
    static void touchTargets(WebDriver d, String css) {
        @SuppressWarnings("unchecked")
        List<String> small = (List<String>) ((JavascriptExecutor) d).executeScript(
                "return [...document.querySelectorAll(arguments[0])].filter(e => !e.disabled && e.offsetParent !== null)"
                        + ".map(e => [e, e.getBoundingClientRect()]).filter(([e, r]) => r.width < 43.5 || r.height < 43.5)"
                        + ".map(([e, r]) => (e.id || e.className || e.tagName) + ' ' + e.textContent.trim().slice(0, 20) + ' '"
                        + " + Math.round(r.width) + 'x' + Math.round(r.height))", css);
        assertEquals(List.of(), small, "touch targets under 44 px");
    }

    @Test
    @Order(12)
    void onAPhoneTheDecisionIsUnderTheHeaderAndTheBoardPansAndZooms() throws Exception {
        WebDriver d = browser();
        viewport(d, 390, 844);
        JsonNode created = request("POST", "/api/games", "{\"players\": 1, \"seed\": 11, \"ancientOne\": \"Cthulhu\"}");
        String url = created.get("seats").get(0).get("url").asText();
        d.get(base + url);
        waitForView(d);
        waiting(d).until(x -> myTurn(x));
        long width = (Long) ((JavascriptExecutor) d).executeScript("return window.innerWidth");
        long height = (Long) ((JavascriptExecutor) d).executeScript("return window.innerHeight");
        assertTrue(width <= 400, "a phone's width: " + width);
        // play on to a move: its options are on the board and in the panel
        for (int k = 0; k < 40 && !attr(d, "phase").equals("MOVEMENT"); k++) decide(d, false);
        assertEquals("MOVEMENT", attr(d, "phase"));
        @SuppressWarnings("unchecked")
        Map<String, Object> r = (Map<String, Object>) ((JavascriptExecutor) d).executeScript(
                "const h = document.getElementById('topbar').getBoundingClientRect();"
                        + "const dec = document.getElementById('decision').getBoundingClientRect();"
                        + "const b = document.querySelector('#decision [data-option], #decision summary').getBoundingClientRect();"
                        + "return {header: h.bottom, top: dec.top, button: b.bottom, scrolled: window.scrollY};");
        assertEquals(0L, ((Number) r.get("scrolled")).longValue());
        assertTrue(((Number) r.get("top")).doubleValue() - ((Number) r.get("header")).doubleValue() < 16,
                "the decision comes right under the header: " + r);
        assertTrue(((Number) r.get("button")).doubleValue() <= height, "its options are in view without scrolling: " + r + " in " + height);
        assertTrue(((Number) r.get("header")).doubleValue() <= 56, "a compact header: " + r);
        touchTargets(d, "#topbar button, #decision button, #decision summary, #tabs button, .zoom-controls button, .sheet.own button.target");
        screenshot(d, "mobile-decision");

        // the board zooms with its buttons and with two fingers, and pans with one
        d.findElement(By.cssSelector(".zoom-controls .zoom-fit")).click();
        String before = d.findElement(By.cssSelector("svg.board")).getDomAttribute("viewBox");
        d.findElement(By.cssSelector(".zoom-controls .zoom-in")).click();
        double w0 = viewWidth(before), w1 = viewWidth(d.findElement(By.cssSelector("svg.board")).getDomAttribute("viewBox"));
        assertTrue(w1 < w0 * 0.8, "zoomed in: " + w0 + " -> " + w1);
        ((JavascriptExecutor) d).executeScript(
                "const svg = document.querySelector('svg.board'); const r = svg.getBoundingClientRect();"
                        + "const cx = r.left + r.width / 2, cy = r.top + r.height / 2;"
                        + "const ev = (type, id, x) => svg.dispatchEvent(new PointerEvent(type, {pointerId: id, clientX: x, clientY: cy, bubbles: true}));"
                        + "ev('pointerdown', 11, cx - 30); ev('pointerdown', 12, cx + 30);"
                        + "ev('pointermove', 11, cx - 60); ev('pointermove', 12, cx + 60);"
                        + "ev('pointerup', 11, cx - 60); ev('pointerup', 12, cx + 60);");
        double w2 = viewWidth(d.findElement(By.cssSelector("svg.board")).getDomAttribute("viewBox"));
        assertEquals(w1 / 2, w2, w1 * 0.02, "a pinch to twice as far zooms twice: " + w1 + " -> " + w2);
        String beforePan = d.findElement(By.cssSelector("svg.board")).getDomAttribute("viewBox");
        ((JavascriptExecutor) d).executeScript(
                "const svg = document.querySelector('svg.board'); const r = svg.getBoundingClientRect();"
                        + "const cx = r.left + r.width / 2, cy = r.top + r.height / 2;"
                        + "const ev = (type, x) => svg.dispatchEvent(new PointerEvent(type, {pointerId: 21, clientX: x, clientY: cy, bubbles: true}));"
                        + "ev('pointerdown', cx); ev('pointermove', cx + 40); ev('pointermove', cx + 80); ev('pointerup', cx + 80);");
        assertNotEquals(beforePan, d.findElement(By.cssSelector("svg.board")).getDomAttribute("viewBox"), "a drag pans");
        screenshot(d, "mobile-board-zoomed");

        // sheets and the log are tabs
        for (String tab : List.of("you", "game", "others", "log")) {
            d.findElement(By.id("tab-" + tab)).click();
            waiting(d).until(x -> x.findElement(By.id("panel-" + tab)).isDisplayed());
            for (String other : List.of("you", "game", "others", "log"))
                if (!other.equals(tab)) assertFalse(d.findElement(By.id("panel-" + other)).isDisplayed(), other + " folds away under " + tab);
        }
        d.findElement(By.id("tab-you")).click();
        ((JavascriptExecutor) d).executeScript("document.getElementById('tabs').scrollIntoView()");
        screenshot(d, "mobile-sheet");
        // a popover is a sheet along the bottom edge on a phone
        ((JavascriptExecutor) d).executeScript("window.scrollTo(0, 0)");
        d.findElement(By.cssSelector("#strip .ancient-one-chip")).click();
        assertTrue(popoverText(d).contains("Doom track 13"));
        screenshot(d, "mobile-popover");
        escapeCloses(d);
        d.quit();
        browsers.remove(d);
    }

    /** Sizes the window so that the page itself gets {@code width} × {@code height} (the window's own frame aside). */
    static void viewport(WebDriver d, int width, int height) {
        d.manage().window().setSize(new org.openqa.selenium.Dimension(width, height));
        @SuppressWarnings("unchecked")
        List<Number> inner = (List<Number>) ((JavascriptExecutor) d).executeScript("return [window.innerWidth, window.innerHeight]");
        d.manage().window().setSize(new org.openqa.selenium.Dimension(2 * width - inner.get(0).intValue(),
                2 * height - inner.get(1).intValue()));
        assertEquals(List.of((long) width, (long) height),
                ((JavascriptExecutor) d).executeScript("return [window.innerWidth, window.innerHeight]"), "the page's size");
    }

    static double viewWidth(String viewBox) {
        return Double.parseDouble(viewBox.trim().split("\\s+")[2]);
    }

    @Test
    @Order(13)
    void atALaptopsSizeTheDecisionAndYourSheetAreInView() throws Exception {
        WebDriver d = browser();
        viewport(d, 1366, 768);
        JsonNode created = request("POST", "/api/games", "{\"players\": 2, \"seed\": 12, \"aiSeats\": [2], \"aiLevels\": {\"2\": \"random\"}}");
        d.get(base + created.get("seats").get(0).get("url").asText());
        waitForView(d);
        waiting(d).until(x -> myTurn(x));
        for (int k = 0; k < 60 && !attr(d, "phase").equals("MOVEMENT"); k++) {
            waiting(d).until(x -> myTurn(x) || attr(x, "phase").equals("MOVEMENT"));
            if (!attr(d, "phase").equals("MOVEMENT")) decide(d, false);
        }
        waiting(d).until(x -> myTurn(x));
        long height = (Long) ((JavascriptExecutor) d).executeScript("return window.innerHeight");
        @SuppressWarnings("unchecked")
        Map<String, Object> r = (Map<String, Object>) ((JavascriptExecutor) d).executeScript(
                "const dec = document.getElementById('decision').getBoundingClientRect();"
                        + "const own = document.querySelector('.sheet.own').getBoundingClientRect();"
                        + "return {decisionTop: dec.top, decisionBottom: dec.bottom, ownTop: own.top, ownBottom: own.bottom,"
                        + " scrolled: window.scrollY + document.querySelector('.side-col').scrollTop};");
        assertEquals(0L, ((Number) r.get("scrolled")).longValue());
        assertTrue(((Number) r.get("decisionBottom")).doubleValue() <= height, "the decision in view: " + r + " in " + height);
        assertTrue(((Number) r.get("ownBottom")).doubleValue() <= height, "your sheet in view: " + r + " in " + height);
        screenshot(d, "laptop-1366");
        d.quit();
        browsers.remove(d);
    }

    @Test
    @Order(14)
    void theLobbyOffersEveryOptionOfTheApiAndAnInvestigatorChooser() throws Exception {
        WebDriver d = browser();
        d.get(base + "/");
        waiting(d).until(x -> !x.findElements(By.id("create")).isEmpty());
        JsonNode options = request("GET", "/api/setup-options", null);
        for (JsonNode p : options.get("lurkerParts")) assertFalse(d.findElements(By.id("lurker-" + p.asText())).isEmpty(), "Lurker " + p);
        for (JsonNode p : options.get("dunwichParts")) assertFalse(d.findElements(By.id("dunwich-" + p.asText())).isEmpty(), "Dunwich " + p);
        for (JsonNode f : options.get("faq")) assertFalse(d.findElements(By.id("faq-" + f.asText())).isEmpty(), "FAQ " + f);
        assertFalse(d.findElements(By.id("planning")).isEmpty());
        new Select(d.findElement(By.id("players"))).selectByValue("3");
        for (int seat = 1; seat <= 3; seat++) {
            List<String> levels = new Select(d.findElement(By.id("seat-kind-" + seat))).getOptions().stream().map(o -> o.getAttribute("value")).toList();
            for (JsonNode l : options.get("aiLevels")) assertTrue(levels.contains(l.asText()), "seat " + seat + " may be played at " + l);
        }
        // the chooser shows every investigator's sheet; Pick gives one to the first seat dealt at random
        d.findElement(By.id("inv-named")).click();
        waiting(d).until(x -> x.findElements(By.cssSelector("#investigator-chooser .sheet-card")).size()
                == options.get("investigators").size());
        WebElement mandy = d.findElement(By.cssSelector(".sheet-card[data-name='Mandy Thompson']"));
        assertTrue(mandy.getText().contains(ruleText("Mandy Thompson").split("\\. ")[0]), mandy.getText());
        mandy.findElement(By.className("pick-investigator")).click();
        assertEquals("Mandy Thompson", new Select(d.findElement(By.id("investigator-1"))).getFirstSelectedOption().getAttribute("value"));
        assertTrue(d.findElement(By.cssSelector(".seat-row[data-seat='1'] .chosen")).getText().contains("Ability:"));
        screenshot(d, "lobby-chooser");
        new Select(d.findElement(By.id("players"))).selectByValue("2");
        new Select(d.findElement(By.id("seat-kind-2"))).selectByValue("random");
        d.findElement(By.id("dunwich-board")).click();
        d.findElement(By.id("faq-flyersRiseFromLocations")).click();
        // a seed past 2^53 reaches the server exactly
        d.findElement(By.id("seed")).sendKeys("9007199254740993");
        d.findElement(By.id("create")).click();
        String url = waiting(d).until(x -> x.findElement(By.id("seat-link-1"))).getAttribute("href");
        assertTrue(d.findElements(By.id("seat-link-2")).isEmpty(), "seat 2 is the AI's");
        assertTrue(d.findElement(By.id("ai-seat-2")).getText().contains("random"));
        JsonNode view = request("GET", "/api/games/" + queryParam(url, "game") + "?token=" + queryParam(url, "token"), null);
        assertEquals("random", view.get("seats").get(1).get("aiLevel").asText());
        assertTrue(view.get("setup").get("dunwich").get("board").asBoolean());
        assertEquals("[\"flyersRiseFromLocations\"]", view.get("setup").get("faq").toString());
        assertEquals("Mandy Thompson", view.get("game").get("investigators").get(0).get("name").asText());
        Content content = ContentLoader.core();
        Setup.Options o = Setup.Options.DEFAULT.withDunwich(true, false, false).withFaq(Setup.Faq.of(List.of("flyersRiseFromLocations")));
        Game exact = Game.create(content, new Setup(2, List.of("Mandy Thompson"), null, false, 9007199254740993L, o));
        Game rounded = Game.create(content, new Setup(2, List.of("Mandy Thompson"), null, false, 9007199254740992L, o));
        assertNotEquals(GameView.of(exact).get("ancientOne") + "" + GameView.of(exact).get("investigators"),
                GameView.of(rounded).get("ancientOne") + "" + GameView.of(rounded).get("investigators"), "the seeds make different games");
        assertEquals(GameView.of(exact).get("ancientOne"), view.get("game").get("ancientOne").asText());
        assertEquals(((Map<?, ?>) ((List<?>) GameView.of(exact).get("investigators")).get(1)).get("name"),
                view.get("game").get("investigators").get(1).get("name").asText(), "the game of the exact seed");
        // the Dunwich board is drawn only when the game uses it
        d.get(url);
        waitForView(d);
        assertFalse(d.findElements(By.cssSelector("svg.board g.place[data-place='Dunwich Village']")).isEmpty(), "Dunwich is drawn");
        d.get(seat1Url);
        waitForView(d);
        assertTrue(d.findElements(By.cssSelector("svg.board g.place[data-place='Dunwich Village']")).isEmpty(), "not in a core game");
        assertTrue(d.findElements(By.cssSelector("svg.board .world-name")).stream().noneMatch(w -> w.getText().equals("Lost Carcosa")),
                "nor Dunwich's Other Worlds");

        // an export lists the AI seats; importing it in the lobby offers them as they were
        HttpResponse<String> export = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + queryParam(url, "game")
                + "/export?token=" + queryParam(url, "token"))).GET().build(), HttpResponse.BodyHandlers.ofString());
        Path save = Files.writeString(data.resolve("with-ai.json"), export.body());
        d.get(base + "/");
        waiting(d).until(x -> !x.findElements(By.id("import-file")).isEmpty());
        d.findElement(By.id("import-file")).sendKeys(save.toAbsolutePath().toString());
        WebElement kind = waiting(d).until(x -> x.findElement(By.id("import-seat-kind-2")));
        assertEquals("random", new Select(kind).getFirstSelectedOption().getAttribute("value"), "seat 2 stays the AI's");
        assertEquals("", new Select(d.findElement(By.id("import-seat-kind-1"))).getFirstSelectedOption().getAttribute("value"));
        screenshot(d, "lobby-import");
        d.findElement(By.id("import-go")).click();
        waiting(d).until(x -> x.findElement(By.id("ai-seat-2")).isDisplayed());
        assertTrue(d.findElements(By.id("seat-link-2")).isEmpty());
        d.quit();
        browsers.remove(d);
    }

    @Test
    @Order(15)
    @SuppressWarnings("unchecked")
    void anEncounterPanelShowsItsStakesAndThenTheResult() throws Exception {
        // Rulebook p.8-9 and 13: an encounter card is read, its check made, its pass or fail resolved. Here a
        // location encounter's check is rolled and failing, with Clue tokens still to spend.
        Reached r = reach((g, q) -> {
            if (q.purpose() != arkham.engine.Purpose.SPEND_CLUES) return false;
            Map<String, Object> s = arkham.engine.view.Stakes.of(g);
            return s != null && s.get("encounter") instanceof Map<?, ?> e && "LOCATION".equals(e.get("kind"))
                    && s.get("check") instanceof Map<?, ?> c && Boolean.TRUE.equals(c.get("ofEncounter"))
                    && !"nothing happens".equals(c.get("fail"));
        }, "a location encounter's check with Clue tokens to spend");
        Map<String, Object> stakes = arkham.engine.view.Stakes.of(r.game());
        Map<String, Object> encounter = (Map<String, Object>) stakes.get("encounter");
        Map<String, Object> check = (Map<String, Object>) stakes.get("check");
        WebDriver d = browser();
        viewport(d, 1366, 768);
        Opened o = importAndOpen(d, r.save());
        WebElement panel = d.findElement(By.id("decision"));
        assertEquals(encounter.get("text"), text(d, "#decision .stakes .encounter-text"), "the card's text");
        assertTrue(text(d, "#decision .stakes-head").contains((String) encounter.get("card")), "the card's name");
        String summary = text(d, "#decision .stakes-summary");
        assertEquals(stakes.get("summary"), summary);
        assertTrue(summary.contains("Pass: " + check.get("pass")) && summary.contains("Fail: " + check.get("fail")), summary);
        // the dice as rolled, and what accepting them does
        List<Integer> rolled = (List<Integer>) check.get("rolled");
        assertTrue(summary.contains(rolled.isEmpty() ? "no dice to roll" : "rolled " + String.join(" ", rolled.stream().map(String::valueOf).toList())), summary);
        Choice accept = r.question().options().stream().filter(c -> c.target().act() == arkham.engine.Target.Act.ACCEPT).findFirst().orElseThrow();
        WebElement acceptButton = panel.findElement(By.cssSelector("button[data-option='" + accept.id() + "']"));
        String verdict = (Integer) check.get("successes") >= (Integer) check.get("difficulty") ? "passed: " + check.get("pass") : "failed: " + check.get("fail");
        assertEquals("→ " + verdict, acceptButton.findElement(By.cssSelector(".consequence")).getText(), "the option is worded by its consequence");
        screenshot(d, "encounter-stakes");
        viewport(d, 390, 844);
        waiting(d).until(x -> x.findElement(By.cssSelector("#decision .stakes-summary")).isDisplayed());
        screenshot(d, "mobile-encounter-stakes");
        viewport(d, 1366, 768);

        clickAndWait(d, d.findElement(By.cssSelector("#decision button[data-option='" + accept.id() + "']")));
        answerInEngine(r.game(), accept.id());
        assertSameState(r.game(), o, "the check settled as in the engine");
        String result = waiting(d).until(x -> x.findElement(By.cssSelector("#decision .check-result"))).getText();
        // the panel shows the newest result; the first logged after the answer is this check's
        List<String> results = new ArrayList<>();
        for (JsonNode e : o.view().get("log")) if (e.get("type").asText().equals("result")) results.add(e.get("text").asText());
        assertEquals("Result: " + results.get(results.size() - 1), result);
        String ours = results.stream().filter(t -> t.contains(" " + check.get("name") + " check: ")).findFirst().orElseThrow();
        assertTrue(ours.matches("(?s).+'s .+ check: (rolled [1-6 ]+|no dice to roll), \\d+ success(es)? of \\d+ needed: (passed|failed) \u2014 .+\\."), ours);
        assertTrue(ours.endsWith((verdict.startsWith("passed") ? check.get("pass") : check.get("fail")) + "."), ours);
        screenshot(d, "encounter-result");
        d.quit();
        browsers.remove(d);
    }

    /** The text of the element, read again if the page re-renders it meanwhile. */
    static String text(WebDriver d, String css) {
        return waiting(d).until(x -> x.findElement(By.cssSelector(css)).getText());
    }

    /** The own sheet's Sanity, Stamina, money, Clue tokens and Focus as the page shows them. */
    static String ownCounts(WebDriver d) {
        return (String) ((JavascriptExecutor) d).executeScript("return [...document.querySelectorAll('.sheet.own .meter-value, .sheet.own .row.stats')]"
                + ".map(e => e.textContent).join(' | ')");
    }

    /** A position whose answer draws an encounter whose check nobody is asked about before the roll: what the answer logs. */
    record Unasked(Reached at, Choice answer, arkham.engine.Event stakes, arkham.engine.Event result) {
    }

    /**
     * Finds, in one-investigator games played with random answers (logged), an answer after which an
     * encounter (in Arkham or an Other World) is drawn and its check rolled with no question before the
     * roll, and settled: the one check of that answer.
     */
    static Unasked unaskedEncounterCheck() {
        Content content = ContentLoader.core();
        for (long seed = 1; seed <= 3_000; seed++) {
            Game g = Game.create(content, Setup.random(1, seed), true);
            Random random = new Random(seed);
            List<SaveGame.Answer> answers = new ArrayList<>();
            while (g.question() != null && answers.size() < 3_000) {
                Question q = g.question();
                Reached here = new Reached(g.copy(), SaveGame.of(g, answers).toJson(), q);
                Choice pick = q.options().get(random.nextInt(q.options().size()));
                g.drainEvents();
                answers.add(new SaveGame.Answer(q.id(), q.player(), pick.id()));
                g.answer(q.id(), q.player(), pick.id());
                List<arkham.engine.Event> events = g.drainEvents();
                List<arkham.engine.Event> stakes = events.stream().filter(e -> e.type().equals("stakes")).toList();
                List<arkham.engine.Event> results = events.stream().filter(e -> e.type().equals("result")).toList();
                boolean clickable = pick.target().kind() == arkham.engine.Target.Kind.PLAIN;
                if (clickable && stakes.size() == 1 && results.size() == 1 && g.question() != null && g.question().player() == 0
                        && Boolean.FALSE.equals(stakes.get(0).data().get("asked")) && stakes.get(0).data().get("encounter") != null
                        && events.indexOf(stakes.get(0)) < events.indexOf(results.get(0))) {
                    return new Unasked(here, pick, stakes.get(0), results.get(0));
                }
            }
        }
        throw new AssertionError("no seed up to 3000 reaches an encounter check rolled with no question before it");
    }

    @Test
    @Order(16)
    @SuppressWarnings("unchecked")
    void anEncounterCheckNobodyIsAskedAboutShowsItsStakesBeforeItsDiceThenTheResult() throws Exception {
        // Rulebook p.8-9 and 13: the encounter card is read aloud, then the check is rolled. The engine asks nothing
        // before this roll (nothing could be used first), so the page shows the logged stakes, then the dice.
        Unasked u = unaskedEncounterCheck();
        Map<String, Object> data = u.stakes().data();
        Map<String, Object> encounter = (Map<String, Object>) data.get("encounter");
        WebDriver d = browser();
        viewport(d, 1366, 768);
        Opened o = importAndOpen(d, u.at().save());
        String sheet = ownCounts(d);
        clickAndSee(d, d.findElement(By.cssSelector("#decision button[data-option='" + u.answer().id() + "']")));
        String before = "#decision .reveal[data-reveal='before'] ";
        assertEquals(encounter.get("text"), text(d, before + ".stakes .encounter-text"), "the card's text");
        assertTrue(text(d, before + ".stakes-head").contains((String) encounter.get("card")), "the card's name");
        String summary = text(d, before + ".stakes-summary[data-stakes='before-roll']");
        assertEquals(u.stakes().text(), summary, "who checks what, the dice to roll and what each result does");
        Map<String, Object> check = (Map<String, Object>) data.get("check");
        assertTrue(summary.contains("Pass: " + check.get("pass")) && summary.contains("Fail: " + check.get("fail")), summary);
        WebElement panel = d.findElement(By.id("decision"));
        // before the roll: no dice, no result and none of the decision that follows
        assertTrue(panel.findElements(By.cssSelector(".check-result")).isEmpty(), "no result yet");
        assertFalse(panel.getText().contains("rolled"), "no dice yet: " + panel.getText());
        assertTrue(panel.findElements(By.cssSelector("button[data-option]")).isEmpty(), "the next decision waits");
        assertTrue(d.findElements(By.cssSelector("svg.board g.place.target")).isEmpty(), "and answers nothing on the board");
        assertEquals(sheet, ownCounts(d), "the sheet shows nothing the dice did yet");
        WebElement roll = panel.findElement(By.id("reveal-roll"));
        assertEquals("Roll the dice", roll.getText());
        assertEquals(roll, d.switchTo().activeElement(), "the Roll button has the focus (Enter rolls)");
        screenshot(d, "encounter-before-roll");
        viewport(d, 390, 844);
        waiting(d).until(x -> x.findElement(By.cssSelector("#decision .reveal .stakes-summary")).isDisplayed());
        assertTrue(d.findElement(By.id("reveal-roll")).getRect().getY() + 44 <= 844, "the Roll button is in view on a phone");
        screenshot(d, "mobile-encounter-before-roll");
        viewport(d, 1366, 768);

        answerInEngine(u.at().game(), u.answer().id());
        assertSameState(u.at().game(), o, "the answer, the encounter and its check as in the engine");
        // Roll until the dice show: a click that did not take (once in CI, most likely the page's double-click
        // guard right after the viewport changed back) is made again, as a player would; no dice still fails
        String result = waiting(d).until(x -> {
            List<WebElement> shown = x.findElements(By.cssSelector("#decision .check-result"));
            if (!shown.isEmpty()) return shown.get(0);
            x.findElements(By.id("reveal-roll")).forEach(WebElement::click);
            return null;
        }).getText();
        assertEquals("Result: " + u.result().text(), result, "the dice, the result and what it does, in one sentence");
        assertTrue(u.result().text().matches("(?s).+'s .+ check: (rolled [1-6 ]+|no dice to roll), \\d+ success(es)? of \\d+ needed: (passed|failed) \u2014 .+\\."),
                u.result().text());
        assertTrue(d.findElements(By.cssSelector("#decision .reveal")).isEmpty(), "the check is shown");
        waiting(d).until(x -> !x.findElements(By.cssSelector("#decision button[data-option], svg.board g.place.target, .stop.target")).isEmpty());
        screenshot(d, "encounter-rolled");
        d.quit();
        browsers.remove(d);
    }
}
