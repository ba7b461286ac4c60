package arkham.engine.def;

import java.util.List;

/**
 * A component no source we hold confirms (docs/CONTENT-COVERAGE-dunwich.md, "Sources searched"):
 * what the data says of it is a placeholder or a stand-in, and players are told so wherever it is
 * shown. Data files mark an entry with {@code "unverified": "what is unconfirmed and what stands
 * in"} (or {@code {"note": ..., "when": ["dunwichCards"]}} when it is in doubt only under those
 * switches); a content pack that types the component in replaces the entry and with it the mark.
 *
 * @param kind      what sort of component
 * @param id        its definition id in its list ({@link Content#cards}, {@link Content#monsters},
 *                  {@link Content#gateMarkers}, a board place, ...; for {@link Kind#DUNWICH_HORROR_CARD}
 *                  its index in {@link Content#dunwichHorrorCards})
 * @param name      as players read it
 * @param note      what is not confirmed, and what the game uses in its place
 * @param expansion the box it comes from
 * @param when      setup switches ({@link arkham.engine.Setup.Options#SWITCHES}) that must all be on for the doubt to matter
 */
public record Unverified(Kind kind, int id, String name, String note, Expansion expansion, List<String> when) {
    public enum Kind { CARD, MONSTER, ANCIENT_ONE, INVESTIGATOR, MYTHOS, GATE_MARKER, PLACE, DUNWICH_HORROR_CARD }

    public Unverified {
        when = List.copyOf(when);
        if (note == null || note.isBlank()) throw new IllegalArgumentException("an unverified component needs a note");
    }
}
