package arkham.content.scenario;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A strict view of one JSON value of a scenario file: typed accessors that fail with the file and
 * the field's path (e.g. {@code position.investigators.Amanda Sharpe.sanity}), and a check that an
 * object has no unknown fields, so a misspelt field is an error rather than silently ignored.
 */
final class Node {
    final String file;
    final String path;
    final JsonNode json;

    Node(String file, String path, JsonNode json) {
        this.file = file;
        this.path = path;
        this.json = json;
    }

    ScenarioError error(String problem) {
        return new ScenarioError(file, path, problem);
    }

    private String sub(String field) {
        return path.isEmpty() ? field : path + "." + field;
    }

    /** Fails unless this is an object whose fields are all among the allowed ones. */
    Node allow(String... fields) {
        if (!json.isObject()) throw error("must be an object");
        Set<String> ok = Set.of(fields);
        for (Iterator<String> it = json.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!ok.contains(f)) throw new ScenarioError(file, sub(f), "unknown field; expected one of " + List.of(fields));
        }
        return this;
    }

    /** A field's name (an object key such as a place or investigator) as a text node at this field's path. */
    Node named(String key) {
        return new Node(file, path, com.fasterxml.jackson.databind.node.TextNode.valueOf(key));
    }

    boolean has(String field) {
        return json.has(field) && !json.get(field).isNull();
    }

    Node get(String field) {
        if (!has(field)) throw new ScenarioError(file, sub(field), "missing");
        return new Node(file, sub(field), json.get(field));
    }

    Node at(int k) {
        return new Node(file, path + "[" + k + "]", json.get(k));
    }

    String text() {
        if (!json.isTextual()) throw error("must be text");
        return json.asText();
    }

    int integer() {
        if (!json.isInt()) throw error("must be a whole number");
        return json.asInt();
    }

    boolean bool() {
        if (!json.isBoolean()) throw error("must be true or false");
        return json.asBoolean();
    }

    boolean bool(String field, boolean dflt) {
        return has(field) ? get(field).bool() : dflt;
    }

    String text(String field) {
        return get(field).text();
    }

    String text(String field, String dflt) {
        return has(field) ? text(field) : dflt;
    }

    int integer(String field) {
        return get(field).integer();
    }

    int integer(String field, int dflt) {
        return has(field) ? integer(field) : dflt;
    }

    List<Node> list() {
        if (!json.isArray()) throw error("must be a list");
        List<Node> r = new ArrayList<>();
        for (int k = 0; k < json.size(); k++) r.add(at(k));
        return r;
    }

    List<Node> list(String field) {
        return has(field) ? get(field).list() : List.of();
    }

    List<String> texts(String field) {
        List<String> r = new ArrayList<>();
        for (Node n : list(field)) r.add(n.text());
        return r;
    }

    /** The fields of an object, in file order, each as a node. */
    List<Map.Entry<String, Node>> fields() {
        if (!json.isObject()) throw error("must be an object");
        List<Map.Entry<String, Node>> r = new ArrayList<>();
        for (Iterator<String> it = json.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            r.add(Map.entry(f, new Node(file, sub(f), json.get(f))));
        }
        return r;
    }

    List<Map.Entry<String, Node>> fields(String field) {
        return has(field) ? get(field).fields() : List.of();
    }
}
