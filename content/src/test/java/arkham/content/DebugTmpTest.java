package arkham.content;
import arkham.engine.*;
import arkham.engine.agent.*;
import org.junit.jupiter.api.Test;
class DebugTmpTest {
  @Test void speed() {
    var c = ContentLoader.core();
    for (int round = 0; round < 3; round++) {
      long t = System.nanoTime(); int n = 2000; long answers = 0;
      for (int k = 0; k < n; k++) {
        Game g = Game.create(c, Setup.random(4, k));
        var a = new RandomAgent(k);
        while (!g.isOver()) { var q = g.question(); g.answer(q.player(), a.choose(g,q).id()); answers++; }
      }
      double s = (System.nanoTime() - t) / 1e9;
      System.out.println("games/s " + (n / s) + " answers/game " + (answers / n));
    }
    Game g = Game.create(c, Setup.random(4, 1)); var a = new RandomAgent(1);
    for (int k = 0; k < 300 && !g.isOver(); k++) { var q = g.question(); g.answer(q.player(), a.choose(g,q).id()); }
    long t = System.nanoTime(); Object sink = null;
    for (int k = 0; k < 1_000_000; k++) sink = g.copy();
    System.out.println("copy ns " + (System.nanoTime() - t) / 1_000_000.0 + " " + (sink != null));
  }
}
