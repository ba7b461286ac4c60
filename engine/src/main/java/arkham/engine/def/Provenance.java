package arkham.engine.def;

import java.util.List;
import java.util.Map;

/**
 * Where a content came from beyond the shipped files, and what in it no source confirms.
 *
 * @param packs      the content packs loaded over the shipped files, in the order applied
 * @param unverified components marked unverified ({@link Unverified})
 * @param leftOut    card definitions never put in a deck, with why: a Task or Mission whose steps no
 *                   source gives would be a card that does nothing
 */
public record Provenance(List<ContentPack> packs, List<Unverified> unverified, Map<Integer, String> leftOut) {
    public static final Provenance NONE = new Provenance(List.of(), List.of(), Map.of());

    public Provenance {
        packs = List.copyOf(packs);
        unverified = List.copyOf(unverified);
        leftOut = Map.copyOf(leftOut);
    }
}
