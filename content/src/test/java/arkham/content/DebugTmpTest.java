package arkham.content;
import arkham.engine.*;
import arkham.engine.agent.*;
import org.junit.jupiter.api.Test;
class DebugTmpTest {
  @Test void debug() {
    var c = ContentLoader.core();
    Setup setup = new Setup(2, java.util.List.of(), "Yog-Sothoth", false, 5953, Setup.Options.DEFAULT);
    Game g = Game.create(c, setup).logEvents(true);
    RandomAgent a = new RandomAgent(953);
    java.util.ArrayDeque<String> last = new java.util.ArrayDeque<>();
    int k = 0;
    for (; k < 100000 && !g.isOver(); k++) {
      Question q = g.question(); var ch = a.choose(g, q); g.answer(q.player(), ch.id());
      for (Event e : g.drainEvents()) last.add("  " + e.text());
      last.add("Q p" + q.player() + " " + q.prompt() + " -> " + ch.label() + " turn " + g.turn);
      while (last.size() > 50) last.removeFirst();
    }
    last.forEach(System.out::println);
    System.out.println("answers " + k + " over=" + g.isOver());
  }
}
