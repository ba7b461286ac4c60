package arkham.server;

import arkham.content.ContentLoader;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;

import static arkham.server.BrowserEndToEndTest.attr;
import static arkham.server.BrowserEndToEndTest.myTurn;
import static arkham.server.BrowserEndToEndTest.screenshot;
import static arkham.server.BrowserEndToEndTest.waitForView;
import static arkham.server.BrowserEndToEndTest.waiting;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Faults and abuse in real headless Chromium, against a server on a real PostgreSQL: the pages run
 * under the Content-Security-Policy with nothing refused; a seat taken over in another browser
 * stays taken, and the window that lost it says so and offers to take it back; the database stopped
 * under a player who answers: within 3 s the panel and the connection indicator say "database
 * unavailable — nothing changed", and when it is back play goes on without a reload.
 */
@Tag("slow")
class BrowserFaultsTest {
    static final String DOWN = "database unavailable — nothing changed";
    static Postgres postgres;
    static ArkhamServer server;
    static String base;
    static Client client;
    static Path profiles;
    static final List<WebDriver> browsers = new ArrayList<>();

    @BeforeAll
    static void start() throws Exception {
        BrowserEndToEndTest.ensureChromium();
        Files.createDirectories(BrowserEndToEndTest.SHOTS);
        profiles = Files.createTempDirectory("arkham-faults-");
        postgres = Postgres.start();
        server = new ArkhamServer(ContentLoader.core(), postgres.jdbcUrl());
        int port = server.start(0);
        base = "http://127.0.0.1:" + port;
        client = new Client(port);
    }

    @AfterAll
    static void stop() {
        for (WebDriver d : browsers) d.quit();
        if (server != null) server.close();
        if (postgres != null) postgres.close();
    }

    /** A browser of its own profile that keeps its console messages (to see what the CSP refused). */
    static WebDriver browser() throws IOException {
        ChromeOptions o = new ChromeOptions();
        o.setBinary(BrowserEndToEndTest.CHROMIUM.toFile());
        o.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--user-data-dir=" + Files.createTempDirectory(profiles, "profile"), "--window-size=1400,1000");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        o.setCapability("goog:loggingPrefs", logs);
        WebDriver d = new ChromeDriver(new ChromeDriverService.Builder()
                .usingDriverExecutable(BrowserEndToEndTest.CHROMEDRIVER.toFile()).usingAnyFreePort().build(), o);
        browsers.add(d);
        return d;
    }

    static JsonNode create(String body) {
        Client.Response r = client.post("/api/games", body);
        assertEquals(201, r.status(), r.text());
        return r.body();
    }

    static String seatUrl(JsonNode created, int seat) {
        return base + created.get("seats").get(seat - 1).get("url").asText();
    }

    static String statusLine(WebDriver d) {
        return d.findElement(By.id("status-line")).getText();
    }

    static boolean hasOptions(WebDriver d) {
        return !d.findElements(By.cssSelector("#decision button[data-option]")).isEmpty();
    }

    @Test
    void thePagesRunUnderTheContentSecurityPolicyWithNothingRefused() throws Exception {
        WebDriver d = browser();
        d.get(base + "/");
        waiting(d).until(x -> !x.findElements(By.id("create")).isEmpty());
        JsonNode g = create("{\"players\": 2, \"seed\": 51}");
        d.get(seatUrl(g, 1));
        waitForView(d);
        List<String> refused = new ArrayList<>();
        for (LogEntry e : d.manage().logs().get(LogType.BROWSER))
            if (e.getMessage().contains("Content Security Policy") || e.getMessage().contains("Content-Security-Policy")) refused.add(e.getMessage());
        assertTrue(refused.isEmpty(), "the policy refused: " + refused);
        // a style given to an element (a Sanity meter's fill) is applied through the CSSOM, which the policy allows
        String width = (String) ((JavascriptExecutor) d).executeScript("return document.querySelector('.meter-fill').style.width");
        assertFalse(width.isEmpty(), "the meters are drawn");
    }

    @Test
    void aTakeoverSticksAndTheWindowThatLostTheSeatSaysSo() throws Exception {
        JsonNode g = create("{\"players\": 1, \"seed\": 52}");
        String url = seatUrl(g, 1);
        WebDriver first = browser();
        first.get(url);
        waitForView(first);
        waiting(first).until(x -> myTurn(x) && hasOptions(x));
        WebDriver second = browser();
        second.get(url);
        waitForView(second);
        waiting(second).until(x -> statusLine(x).contains("read-only"));

        second.findElement(By.id("takeover")).click();
        waiting(second).until(x -> !statusLine(x).contains("read-only") && hasOptions(x));
        waiting(first).until(x -> !x.findElements(By.id("taken-over")).isEmpty());
        // the old page re-took the seat within about 100 ms; give it far longer
        Thread.sleep(1_500);
        assertFalse(statusLine(second).contains("read-only"), "the takeover sticks");
        assertTrue(hasOptions(second));
        assertTrue(statusLine(first).contains("read-only"), "the window that lost the seat only watches");
        assertFalse(hasOptions(first), "and offers no answer");
        assertTrue(first.findElement(By.id("taken-over")).getText().contains("taken over in another window"));
        screenshot(first, "taken-over");

        first.findElement(By.id("take-back")).click();
        waiting(first).until(x -> !statusLine(x).contains("read-only") && hasOptions(x) && x.findElements(By.id("taken-over")).isEmpty());
        waiting(second).until(x -> !x.findElements(By.id("take-back")).isEmpty());
        assertFalse(hasOptions(second));
        screenshot(second, "taken-back");

        // a reload of the window that holds the seat keeps it
        first.navigate().refresh();
        waitForView(first);
        waiting(first).until(x -> !statusLine(x).contains("read-only") && hasOptions(x));
        Thread.sleep(1_000);
        assertFalse(statusLine(first).contains("read-only"), "the reloaded window still holds the seat");
        assertTrue(statusLine(second).contains("read-only"));
        assertFalse(hasOptions(second));
    }

    @Test
    void aDatabaseOutageFailsTheAnswerWithin3sAndPlayGoesOnWhenItIsBack() throws Exception {
        JsonNode g = create("{\"players\": 1, \"seed\": 53}");
        WebDriver d = browser();
        d.get(seatUrl(g, 1));
        waitForView(d);
        waiting(d).until(x -> myTurn(x) && hasOptions(x) && x.findElement(By.id("conn")).getText().contains("live"));
        String version = attr(d, "version");

        postgres.stop();
        long t = System.nanoTime();
        @SuppressWarnings("unchecked")
        List<Object> pending = (List<Object>) ((JavascriptExecutor) d).executeScript(
                "const b = document.querySelector('#decision button[data-option]'); b.click();"
                        + " return [b.textContent, !!document.querySelector('#decision .saving'),"
                        + " [...document.querySelectorAll('#decision button')].every(x => x.disabled)];");
        assertEquals(List.of("saving…", true, true), pending, "while the answer is pending the buttons are disabled and say saving…");
        WebElement notice = waiting(d).pollingEvery(Duration.ofMillis(50)).until(x -> {
            List<WebElement> n = x.findElements(By.id("notice"));
            return !n.isEmpty() && n.get(0).getText().contains(DOWN) ? n.get(0) : null;
        });
        long ms = (System.nanoTime() - t) / 1_000_000;
        assertTrue(ms < 3_000, "the panel said so after " + ms + " ms");
        assertTrue(notice.isDisplayed());
        assertTrue(d.findElement(By.id("conn")).getText().contains(DOWN), "and so does the connection indicator");
        assertEquals(version, attr(d, "version"), "nothing changed");
        assertTrue(hasOptions(d) && d.findElement(By.cssSelector("#decision button[data-option]")).isEnabled(),
                "the question can be answered again");
        screenshot(d, "database-unavailable");

        postgres.restart();
        waiting(d).until(x -> x.findElement(By.id("conn")).getText().contains("live")
                && x.findElement(By.id("notice")).getText().contains("database is back"));
        screenshot(d, "database-back");
        ((JavascriptExecutor) d).executeScript("document.querySelector('#decision button[data-option]').click()");
        waiting(d).until(x -> !attr(x, "version").equals(version));
        assertTrue(d.findElements(By.id("notice")).isEmpty(), "the notice goes once the game moves on");
    }
}
