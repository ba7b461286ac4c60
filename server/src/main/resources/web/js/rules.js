// Reading rules texts and the log: pure functions (no DOM), run by node --test.

/** The labels our rules texts open their parts with (engine/view/Texts and Catalogue). */
const LABELS = '(Home|Possessions|Sliders|Ability|Abilities|Worshippers|Power|Attack|Battle start|Defences|Gate|Clue|Monsters move'
  + '|Cast|In combat|Upkeep|Movement|Any Phase|Investigators at home here|Instead of an encounter here|Steps[^:.]{0,60}|While [^:.]{1,60} is in play)';
const LABEL_AT = new RegExp(`(?:^|(?<=[.!?]\\s))${LABELS}:\\s`, 'g');

/**
 * A rules text in parts to show one per line: [{label: 'Ability', text: '...'}, ...]; what comes
 * before the first label has label null. Labels are only recognised where a sentence starts.
 */
export function paragraphs(text) {
  const s = String(text ?? '').trim();
  if (!s) return [];
  const parts = [];
  let last = 0, label = null;
  for (const m of s.matchAll(LABEL_AT)) {
    const body = s.slice(last, m.index).trim();
    if (body || label) parts.push({label, text: body});
    label = m[1];
    last = m.index + m[0].length;
  }
  const body = s.slice(last).trim();
  if (body || label) parts.push({label, text: body});
  // a one-sentence part ("Gate: Unvisited Isle.") ends at its sentence; what follows is a part of its own
  const out = [];
  for (const p of parts) {
    const end = ONE_SENTENCE.has(p.label) ? SENTENCE_END.exec(p.text) : null;
    if (!end) {
      out.push(p);
      continue;
    }
    out.push({label: p.label, text: p.text.slice(0, end.index + 1)});
    const rest = p.text.slice(end.index + end[0].length).trim();
    if (rest) out.push({label: null, text: rest});
  }
  return out;
}

const ONE_SENTENCE = new Set(['Home', 'Possessions', 'Sliders', 'Defences', 'Gate', 'Clue', 'Monsters move']);
/** A full stop ending a sentence: not one of "St. Mary's", "Miskatonic U." and the like. */
const SENTENCE_END = /(?<!\b(?:St|U|Mt|Dr|Mr|Mrs))\.\s+(?=[A-Z0-9$"])/;

/** The last Mythos card drawn in these log entries (an entry of type "mythos" naming its card), or null. */
export function latestMythosDraw(log) {
  for (let k = (log || []).length - 1; k >= 0; k--) {
    const e = log[k];
    if (e && e.type === 'mythos' && e.card) return e;
  }
  return null;
}

/**
 * The result of the check last settled (a log entry of type "result": its dice, successes and what
 * followed, in one sentence), while it is news: logged after {@code after} (the log's last index when
 * this page last answered; -1 before its first answer, when only this turn's counts) and no encounter
 * drawn since. Else null.
 */
export function latestResult(log, game, after = -1) {
  for (let k = (log || []).length - 1; k >= 0; k--) {
    const e = log[k];
    if (!e) continue;
    if (e.type === 'encounter') return null;
    if (e.type !== 'result') continue;
    if (after >= 0) return e.index > after ? e : null;
    return game && e.turn === game.turn ? e : null;
  }
  return null;
}

/** The phases that open a turn: what comes right after the Mythos Phase (or after setup). */
const OPENING = ['SETUP', 'PLANNING', 'UPKEEP'];

/**
 * Whether a Mythos card drawn at {@code entry} (a log entry) is still news to a page opened now: the
 * game has not left the phase it was drawn in, or, drawn in a Mythos Phase or at setup, the turn that
 * follows has not gone past its opening phases.
 */
export function drawStillFresh(entry, game) {
  if (!entry || !game) return false;
  if (entry.turn === game.turn && entry.phase === game.phase) return true;
  const next = entry.phase === 'SETUP' ? 1 : entry.turn + 1;
  return (entry.phase === 'MYTHOS' || entry.phase === 'SETUP') && game.turn <= next && OPENING.includes(game.phase);
}

/**
 * The name of the card an option acts on, read from its typed target ({kind: 'CARD', card: instance})
 * against the cards the investigators hold; null when the option names no card (or the server sends
 * no targets). The decision panel shows that card's text beside the option.
 */
export function cardOfOption(option, game) {
  const t = option && option.target;
  if (!t || t.kind !== 'CARD' || t.card === undefined || t.card === null) return null;
  for (const inv of (game && game.investigators) || []) {
    const c = (inv.cards || []).find(x => x.card === t.card);
    if (c) return c.name;
  }
  return typeof t.name === 'string' ? t.name : null;
}

/** "Gate to Abyss (-2)": a gate token's catalogue name when the server sends none. */
export function signed(n) {
  return typeof n === 'number' && n > 0 ? `+${n}` : String(n ?? '?');
}

/** A monster marker's ratings and abilities as they stand now (what changes in play is not in the card's text). */
export function monsterNow(m) {
  if (!m) return [];
  const lines = [`Now: awareness ${signed(m.awareness)}; horror ${m.horrorRating === null || m.horrorRating === undefined ? 'none'
    : signed(m.horrorRating) + ', ' + m.horrorDamage + ' Sanity damage'}; combat ${m.combatRating === null || m.combatRating === undefined
    ? 'none' : signed(m.combatRating) + ', ' + m.combatDamage + ' Stamina damage'}; toughness ${m.toughness}.`];
  if (m.abilities && m.abilities.length) lines.push('Abilities now: ' + m.abilities.join(', ') + '.');
  if (m.dunwichHorrorCard) lines.push(`Dunwich Horror card: ${m.dunwichHorrorCard}.`);
  if (m.unverified) lines.push(`Unverified: ${m.unverified}`);
  return lines;
}
