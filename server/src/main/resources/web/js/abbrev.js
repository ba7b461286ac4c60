// Short labels for monster tokens, unique within one game. Pure functions (no DOM): node --test runs them.

const SMALL_WORDS = new Set(['the', 'of', 'a', 'an', 'out', 'from']);

/** "Child of Abhoth (Weapon)" -> {words: ['Child', 'Abhoth'], qualifier: ['Weapon']}. */
export function nameParts(name) {
  const m = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(name);
  const main = m ? m[1] : name;
  const split = s => s.split(/[\s-]+/).filter(w => w && !SMALL_WORDS.has(w.toLowerCase()));
  const words = split(main);
  return {words: words.length ? words : [main], qualifier: m ? split(m[2]) : []};
}

const cap = s => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

/** The labels a name may take, best first: initials or first letters, then longer ones; none longer than 3 characters. */
export function candidates(name) {
  const {words, qualifier} = nameParts(name);
  const letters = words.join('').replace(/[^A-Za-z0-9]/g, '');
  const initials = words.map(w => w.replace(/[^A-Za-z0-9]/g, '').charAt(0).toUpperCase()).join('');
  const base = [];
  if (words.length > 1) base.push(initials.slice(0, 2), initials.slice(0, 3));
  else base.push(cap(letters.slice(0, 2)));
  // the first letter with each later one ("Ct", "Cl", ...), then three letters
  for (let k = 2; k < letters.length; k++) base.push(cap(letters.charAt(0) + letters.charAt(k)));
  if (words.length > 1) {
    const last = words[words.length - 1].replace(/[^A-Za-z0-9]/g, '');
    for (let k = 1; k < last.length; k++) base.push(words[0].charAt(0).toUpperCase() + last.charAt(0).toUpperCase() + last.charAt(k).toLowerCase());
  }
  for (let k = 1; k < letters.length - 1; k++) base.push(cap(letters.slice(0, 1) + letters.slice(k, k + 2)));
  const out = [];
  const push = c => { if (c && c.length <= 3 && !out.includes(c)) out.push(c); };
  if (qualifier.length) {
    // variants of one monster (Servant of Glaaki (Spell), (Skill), ...): the monster's label and a letter of the variant
    const q = qualifier.join('').replace(/[^A-Za-z0-9]/g, '');
    const head = words.length > 1 ? initials.slice(0, 2) : cap(letters.slice(0, 2));
    const qInitials = qualifier.map(w => w.charAt(0).toUpperCase()).join('');
    for (let k = 0; k < q.length; k++) push(head.slice(0, 2) + q.charAt(k).toLowerCase());
    push(head.charAt(0) + qInitials.slice(0, 2));
    for (let k = 1; k < q.length; k++) push(head.charAt(0) + q.charAt(0).toUpperCase() + q.charAt(k).toLowerCase());
  }
  base.forEach(push);
  return out;
}

/**
 * A unique label (1 to 3 characters) for each name, the same whatever order the names come in:
 * the names are taken alphabetically and each gets its first candidate no other has taken.
 */
export function abbreviations(names) {
  const labels = new Map();
  const taken = new Set();
  for (const name of [...new Set(names)].sort()) {
    let label = candidates(name).find(c => !taken.has(c.toLowerCase()));
    for (let n = 2; !label; n++) {
      const c = (candidates(name)[0] || name.charAt(0)).slice(0, 2) + n;
      if (!taken.has(c.toLowerCase())) label = c;
    }
    taken.add(label.toLowerCase());
    labels.set(name, label);
  }
  return labels;
}
