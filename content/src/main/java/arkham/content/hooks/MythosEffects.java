package arkham.content.hooks;

import arkham.engine.Hooks;
import arkham.engine.flow.MythosStep;

/** Mythos-card behaviour that is not an Environment or Rumor ability. */
final class MythosEffects {
    private MythosEffects() {
    }

    static void register(Hooks h) {
        // A card with no gate of its own: shuffle the Mythos deck and resolve another card at once.
        h.effect("draw-another-mythos", (g, player, arg) -> {
            g.rng.shuffle(g.mythosDeck);
            g.push(new MythosStep(MythosStep.Stage.DRAW, -1, false));
        });
    }
}
