#!/usr/bin/env python3
"""Finds runs of N or more words (default 8) that the project shares with the rules and card texts
in ../shared (rulebooks, reference prose). The project must say everything in its own words; run
this before committing content or docs: python3 tools/own-words.py [--words N] [PATH ...]"""
import argparse, os, re, sys

WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")

def words(text):
    # JSON escapes and markup must not hide a copied run
    text = text.replace('\\n', ' ').replace('\\"', '"').lower()
    return WORD.findall(text)

def names(root):
    """Word runs that are names (places, worlds, cards, monsters, people) in the project's data:
    a run of names is a list, not a copied sentence."""
    import json
    out = set()
    def walk(x):
        if isinstance(x, dict):
            for k, v in x.items():
                if k in ('name', 'world', 'location', 'place') and isinstance(v, str):
                    out.add(tuple(words(v)))
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    for d, _, fs in os.walk(os.path.join(root, 'content', 'src', 'main', 'resources')):
        for f in fs:
            if f.endswith('.json'):
                try:
                    walk(json.load(open(os.path.join(d, f), encoding='utf-8')))
                except ValueError:
                    pass
    return {n for n in out if n}

def name_mask(ws, known):
    mask = [False] * len(ws)
    for i in range(len(ws)):
        for n in known:
            if tuple(ws[i:i + len(n)]) == n:
                for j in range(i, i + len(n)):
                    mask[j] = True
    return mask

def shingles(ws, n):
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--words', type=int, default=8)
    ap.add_argument('--shared', default=os.path.join(os.path.dirname(__file__), '..', '..', 'shared'))
    ap.add_argument('paths', nargs='*')
    a = ap.parse_args()
    root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
    if not os.path.isdir(a.shared):
        sys.exit(f"own-words: no shared texts at {a.shared} (pass --shared DIR)")
    source = set()
    for d, _, fs in os.walk(a.shared):
        for f in fs:
            try:
                source |= shingles(words(open(os.path.join(d, f), encoding='utf-8', errors='ignore').read()), a.words)
            except OSError:
                pass
    known = names(root)
    paths = a.paths or [root]
    hits = 0
    for p in paths:
        for d, dirs, fs in os.walk(p) if os.path.isdir(p) else [(os.path.dirname(p), [], [os.path.basename(p)])]:
            dirs[:] = [x for x in dirs if x not in ('.git', 'target', 'node_modules')]
            for f in fs:
                if not f.endswith(('.json', '.java', '.md', '.js', '.html', '.txt', '.csv')):
                    continue
                path = os.path.join(d, f)
                for ln, line in enumerate(open(path, encoding='utf-8', errors='ignore'), 1):
                    ws = words(line)
                    run = [i for i in range(len(ws) - a.words + 1) if tuple(ws[i:i + a.words]) in source]
                    if run:
                        mask = name_mask(ws, known)
                        # a run that is mostly names (a list of places or worlds) is not prose
                        run = [i for i in run if sum(not m for m in mask[i:i + a.words]) > a.words // 2]
                    if run:
                        hits += 1
                        start, end = run[0], run[-1] + a.words
                        print(f"{os.path.relpath(path, root)}:{ln}: {' '.join(ws[start:end])}")
    print(f"{hits} line(s) with a run of {a.words}+ words from the shared texts", file=sys.stderr)
    sys.exit(1 if hits else 0)

if __name__ == '__main__':
    main()
