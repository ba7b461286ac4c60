package arkham.content.load;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Small typed accessors over Jackson nodes that fail with the file and entry named. */
final class Json {
    final String file;
    final String entry;
    final JsonNode node;
    /** Entries a content pack put into a shipped file, by node, with the pack file that gave them (errors name it). */
    private final Map<JsonNode, String> origins;

    Json(String file, String entry, JsonNode node) {
        this(file, entry, node, Map.of());
    }

    Json(String file, String entry, JsonNode node, Map<JsonNode, String> origins) {
        this.file = file;
        this.entry = entry;
        this.node = node;
        this.origins = origins;
    }

    ContentError error(String problem) {
        return new ContentError(file, entry, problem);
    }

    boolean has(String field) {
        return node.has(field) && !node.get(field).isNull();
    }

    JsonNode get(String field) {
        if (!has(field)) throw error("missing field '" + field + "'");
        return node.get(field);
    }

    String str(String field) {
        JsonNode n = get(field);
        if (!n.isTextual()) throw error("field '" + field + "' must be text");
        return n.asText();
    }

    String str(String field, String dflt) {
        return has(field) ? str(field) : dflt;
    }

    int integer(String field) {
        JsonNode n = get(field);
        if (!n.isInt()) throw error("field '" + field + "' must be a whole number");
        return n.asInt();
    }

    int integer(String field, int dflt) {
        return has(field) ? integer(field) : dflt;
    }

    boolean bool(String field, boolean dflt) {
        if (!has(field)) return dflt;
        JsonNode n = node.get(field);
        if (!n.isBoolean()) throw error("field '" + field + "' must be true or false");
        return n.asBoolean();
    }

    List<String> strings(String field) {
        List<String> r = new ArrayList<>();
        if (!has(field)) return r;
        JsonNode n = node.get(field);
        if (!n.isArray()) throw error("field '" + field + "' must be a list");
        for (JsonNode x : n) {
            if (!x.isTextual()) throw error("field '" + field + "' must list text values");
            r.add(x.asText());
        }
        return r;
    }

    List<Json> list(String field) {
        JsonNode n = get(field);
        if (!n.isArray()) throw error("field '" + field + "' must be a list");
        List<Json> r = new ArrayList<>();
        int k = 0;
        for (JsonNode x : n) {
            String name = x.has("name") ? x.get("name").asText() : field + "[" + k + "]";
            r.add(new Json(origins.getOrDefault(x, file), name, x, origins));
            k++;
        }
        return r;
    }

    Json child(String field) {
        return new Json(file, entry, get(field), origins);
    }
}
