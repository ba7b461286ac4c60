package arkham.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * What a user is told when a command fails: one line saying what went wrong and, where there is
 * one, a second saying what to do. The Java stack trace is for developers: {@code --debug} or
 * ARKHAM_DEBUG=1 prints it too.
 */
final class Failures {
    private Failures() {
    }

    /** Whether the environment asks for stack traces (ARKHAM_DEBUG set to anything but empty, 0 or false). */
    static boolean debugFromEnvironment() {
        String v = System.getenv("ARKHAM_DEBUG");
        return v != null && !v.isBlank() && !v.equals("0") && !v.equalsIgnoreCase("false");
    }

    /** Prints the failure for a user ({@code who}: "arkham play", ...), and its trace when asked. */
    static void report(PrintWriter err, String who, Throwable e, boolean trace) {
        for (String line : describe(e)) err.println(who + ": " + line);
        if (trace) e.printStackTrace(err);
        else if (isBug(e)) err.println(who + ": run again with --debug (or ARKHAM_DEBUG=1) for the Java trace, and report it.");
        err.flush();
    }

    /** A failure nobody could have fixed by changing the command or the files it names: a bug. */
    private static boolean isBug(Throwable e) {
        Throwable t = unwrap(e);
        return !(t instanceof IOException || t instanceof IllegalArgumentException || t instanceof OutOfMemoryError);
    }

    private static Throwable unwrap(Throwable e) {
        return e instanceof UncheckedIOException u ? u.getCause() : e;
    }

    /** What went wrong, in a line or two. */
    static java.util.List<String> describe(Throwable e) {
        Throwable t = unwrap(e);
        if (t instanceof NoSuchFileException f) return java.util.List.of("no such file or folder: " + f.getFile());
        if (t instanceof AccessDeniedException f) return java.util.List.of("permission denied: " + f.getFile());
        if (t instanceof FileAlreadyExistsException f) return java.util.List.of("a file is in the way: " + f.getFile());
        if (t instanceof NotDirectoryException f) return java.util.List.of("not a folder: " + f.getFile());
        if (t instanceof FileSystemException f)
            return java.util.List.of(f.getFile() + ": " + (f.getReason() == null ? "cannot be used" : f.getReason()));
        if (t instanceof IOException) return java.util.List.of("input or output failed: " + t.getMessage());
        if (t instanceof OutOfMemoryError)
            return java.util.List.of("Java ran out of memory.", "Give it more, e.g. JAVA_TOOL_OPTIONS=-Xmx4g ./arkham ...");
        if (t instanceof IllegalArgumentException && t.getMessage() != null) return java.util.List.of(t.getMessage());
        String what = t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
        return java.util.List.of("unexpected error (" + what + ").");
    }
}
