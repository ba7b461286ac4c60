package arkham.cli;

import java.io.IOException;
import java.io.Writer;
import java.util.function.IntSupplier;

/**
 * Wraps each line written through it at word boundaries to a width read when the line ends (the
 * terminal's, which may change while playing); continuation lines are indented two spaces past the
 * line's own indent. A width under 20 leaves lines as they are.
 */
final class Wrapping extends Writer {
    private final Writer out;
    private final IntSupplier width;
    private final StringBuilder line = new StringBuilder();

    Wrapping(Writer out, IntSupplier width) {
        this.out = out;
        this.width = width;
    }

    @Override
    public void write(char[] cbuf, int off, int len) throws IOException {
        for (int k = off; k < off + len; k++) {
            char c = cbuf[k];
            if (c == '\n') {
                out.write(wrap(line.toString(), width.getAsInt()));
                out.write('\n');
                line.setLength(0);
            } else {
                line.append(c);
            }
        }
    }

    /** Writes out a line not yet ended (a prompt) as it is. */
    @Override
    public void flush() throws IOException {
        if (line.length() > 0) {
            out.write(line.toString());
            line.setLength(0);
        }
        out.flush();
    }

    @Override
    public void close() throws IOException {
        flush();
        out.close();
    }

    /** The line broken at spaces so that no piece is longer than the width (a word longer than a line is cut). */
    static String wrap(String s, int width) {
        if (width < 20 || s.length() <= width) return s;
        int lead = 0;
        while (lead < s.length() && s.charAt(lead) == ' ') lead++;
        String indent = " ".repeat(Math.min(lead + 2, width / 2));
        StringBuilder b = new StringBuilder();
        String rest = s;
        boolean first = true;
        while (true) {
            String piece = first ? rest : indent + rest;
            if (piece.length() <= width) {
                b.append(piece);
                return b.toString();
            }
            int from = first ? 0 : indent.length();
            int cut = piece.lastIndexOf(' ', width);
            if (cut <= from + (first ? lead : 0)) cut = width;
            b.append(piece, 0, cut).append('\n');
            rest = piece.substring(cut).stripLeading();
            if (rest.isEmpty()) return b.toString().stripTrailing();
            first = false;
        }
    }
}
