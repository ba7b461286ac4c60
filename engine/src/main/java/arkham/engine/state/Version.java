package arkham.engine.state;

/**
 * A count bumped by every change to what it watches, so that a cache built from those things can
 * tell with one compare that none of them changed. Not part of the state's value: copies start
 * their own.
 */
public final class Version {
    private int n;

    public int get() { return n; }

    public void bump() { n++; }
}
