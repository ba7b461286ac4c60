// Sheets, tracks, the debrief, the score and the log: everything beside the board.
import {h, fill, titleCase} from './dom.js';
import {SEAT_COLOURS} from './board.js';
import {chooseAt} from './decision.js';
import {withInfo} from './info.js';

const PHASE_SHORT = {SETUP: 'Setup', UPKEEP: 'Upkeep', MOVEMENT: 'Move', ARKHAM_ENCOUNTERS: 'Arkham',
  OTHER_WORLD_ENCOUNTERS: 'O.World', MYTHOS: 'Mythos', FINAL_BATTLE: 'Battle', PLANNING: 'Plan', END_OF_TURN: 'End'};
/** A phase in a few letters (the log's tags, a phone's status line). */
export function phaseShort(phase) {
  return PHASE_SHORT[phase] || titleCase(phase || '?');
}

const OUTCOMES = {WIN_CLOSED_GATES: 'the investigators win: every gate closed', WIN_SEALED_GATES: 'the investigators win: six elder signs',
  WIN_BANISHED: 'the investigators win: the Ancient One is banished', LOSS_DEVOURED: 'the investigators are devoured',
  LOSS_WINNING_TEAM: 'one investigator joins the winning team and wins alone'};
const SLIDERS = [['speed', 'sneak'], ['fight', 'will'], ['lore', 'luck']];
/** Terror levels that close a shop (rulebook p.13): General Store, Curiositie Shoppe, Ye Olde Magick Shoppe. */
const CLOSURES = {3: 'General Store', 6: 'Curiositie Shoppe', 9: 'Ye Olde Magick Shoppe'};

function meter(label, value, max, cls) {
  const pct = max > 0 ? Math.max(0, Math.min(100, 100 * value / max)) : 0;
  return h('div', {class: ['meter', cls]},
    h('span', {class: 'meter-label'}, label),
    h('span', {class: 'meter-bar'}, h('span', {class: 'meter-fill', style: `width:${pct}%`})),
    h('span', {class: 'meter-value'}, `${value} / ${max}`));
}

function track(n, filled, cls, labels = {}) {
  return h('div', {class: ['track', cls]}, Array.from({length: n}, (_, k) =>
    h('span', {class: ['pip', k < filled && 'on', labels[k + 1] && 'marked'], title: labels[k + 1] ? `${k + 1}: ${labels[k + 1]} closes` : String(k + 1)},
      String(k + 1))));
}

/** A button that opens a component's text (the Ancient One, the Environment, ...); {@code now}: how it stands in this game. */
function infoButton(label, name, now = [], cls = '') {
  const b = h('button', {type: 'button', class: ['info-link', cls], 'data-info': name}, label);
  withInfo(b, () => ({name, now}));
  return b;
}

function rumorNow(game) {
  return game.rumor ? [`${game.rumorTokens ?? 0} token${game.rumorTokens === 1 ? '' : 's'} on it now.`] : [];
}

function heraldNow(game) {
  const hd = game.herald;
  return hd ? [`Power pool ${hd.powerPool ?? 0} · Power on the Ancient One ${hd.powerOnAncientOne ?? 0} · Reckoning deck ${hd.reckoningDeck ?? 0}.`] : [];
}

function doomNow(game) {
  return [`Doom ${game.doom ?? 0} of ${game.doomTrack ?? 0}${game.awakened ? '; awake' : ''}.`];
}

/** Ancient One sheet with its doom track; terror track; Environment, Rumor, Herald. */
export function renderTracks(el, game) {
  const doom = game.doom ?? 0, doomTrack = game.doomTrack ?? 0;
  const terror = game.terror ?? 0;
  const closedShops = Object.entries(CLOSURES).filter(([lvl]) => terror >= Number(lvl)).map(([, n]) => n);
  fill(el,
    h('section', {class: 'sheet ancient-one'},
      h('h3', {}, game.ancientOne ? infoButton(game.ancientOne, game.ancientOne, doomNow(game), 'ancient-one-name') : 'Ancient One',
        game.awakened ? h('span', {class: 'badge danger'}, 'awake') : null, unverifiedBadge(game.ancientOneUnverified)),
      h('div', {class: 'row'}, h('span', {class: 'muted'}, 'Doom'), track(doomTrack, doom, 'doom')),
      game.herald ? h('div', {class: 'herald'}, h('b', {}, 'Herald: '), infoButton(HERALD, HERALD, heraldNow(game)),
        h('div', {class: 'muted small'}, heraldNow(game)[0])) : null),
    h('section', {class: 'sheet terror'},
      h('h3', {}, 'Terror level ', h('span', {class: 'big'}, String(terror))),
      track(10, terror, 'terror', CLOSURES),
      h('p', {class: 'muted small'}, closedShops.length ? `Closed by terror: ${closedShops.join(', ')}` : 'No shop closed by terror',
        terror >= 10 ? ' — Arkham is overrun' : '')),
    h('section', {class: 'sheet mythos'},
      h('div', {}, h('b', {}, 'Environment: '), game.environment ? infoButton(game.environment, game.environment) : '—'),
      h('div', {}, h('b', {}, 'Rumor: '), game.rumor ? infoButton(game.rumor, game.rumor, rumorNow(game)) : '—',
        game.rumor ? h('span', {class: 'badge'}, `${game.rumorTokens ?? 0} token${game.rumorTokens === 1 ? '' : 's'}`) : null),
      h('div', {class: 'muted small'}, `Monster cup ${game.monstersInCup ?? '?'} · gate markers ${game.gateMarkersInStack ?? '?'} · Mythos deck ${game.mythosDeck ?? '?'}`)),
    provenance(game));
}

/** A small badge beside a component no source confirms; the note (what stands in) on hover and in its text. */
export function unverifiedBadge(note) {
  return note ? h('span', {class: 'badge unverified', title: 'Unverified: ' + note}, 'unverified') : null;
}

/** The content packs this game was made with and every component it uses that no source confirms. */
function provenance(game) {
  const packs = game.packs || [], marks = game.unverified || [];
  if (!packs.length && !marks.length) return null;
  return h('section', {class: 'sheet provenance', id: 'provenance'},
    packs.length ? h('div', {class: 'small'}, h('b', {}, 'Content packs: '), packs.join(', ')) : null,
    marks.length ? h('details', {class: 'small'},
      h('summary', {}, `Unverified in this game: ${marks.length} component${marks.length === 1 ? '' : 's'}`, unverifiedBadge(' ')),
      h('ul', {}, marks.map(m => h('li', {'data-unverified': m.name}, h('b', {}, m.name), ' — ', m.note)))) : null);
}

/** The Herald variant's Herald (The Lurker at the Threshold), as /api/text names it. */
const HERALD = 'The Lurker at the Threshold';

/**
 * One line under the header with what the order of play checks at the end of every turn and what
 * is in play, each a button that opens its text: always in view, on a phone too.
 */
export function renderStrip(el, d, game) {
  d = d || {};
  const chip = (label, value, limit, key) => {
    const danger = limit !== undefined && limit !== null && value >= limit;
    const near = limit !== undefined && limit !== null && !danger && value >= limit - 1;
    return h('span', {class: ['chip', danger && 'danger', near && 'near'], 'data-strip': key},
      h('span', {class: 'chip-label'}, label), ' ', h('b', {}, limit === undefined || limit === null ? String(value ?? 0) : `${value ?? 0}/${limit}`));
  };
  fill(el,
    game.ancientOne ? infoButton(h('span', {}, h('span', {class: 'chip-label'}, game.ancientOne), ' ',
      h('b', {}, `doom ${d.doom ?? game.doom ?? 0}/${d.doomTrack ?? game.doomTrack ?? 0}`)), game.ancientOne, doomNow(game), 'chip ancient-one-chip')
      : chip('Doom', d.doom ?? game.doom, d.doomTrack ?? game.doomTrack, 'doom'),
    chip('Gates', d.openGates, d.gateLimit, 'gates'),
    chip('Elder signs', d.elderSigns, d.elderSignsToWin ?? 6, 'elder-signs'),
    chip('Monsters', d.monstersInArkham, d.monsterLimit, 'monsters'),
    chip('Outskirts', d.outskirts, d.outskirtsLimit, 'outskirts'),
    chip('Terror', d.terror ?? game.terror, d.terrorLimit ?? 10, 'terror'),
    game.environment ? infoButton(h('span', {}, h('span', {class: 'chip-label'}, 'Env.'), ' ', game.environment), game.environment, [],
      'chip environment-chip') : null,
    game.rumor ? infoButton(h('span', {}, h('span', {class: 'chip-label'}, 'Rumor'), ' ', `${game.rumor} (${game.rumorTokens ?? 0})`),
      game.rumor, rumorNow(game), 'chip rumor-chip') : null,
    game.herald ? infoButton(h('span', {}, h('span', {class: 'chip-label'}, 'Herald'), ' ', `Power ${game.herald.powerPool ?? 0}`), HERALD,
      heraldNow(game), 'chip herald-chip') : null);
}

/** The order of play's end-of-turn debrief, always visible. */
export function renderDebrief(el, d, game) {
  if (!d) d = {};
  const row = (label, value, limit, key) => {
    const danger = limit !== undefined && limit !== null && value >= limit;
    const near = limit !== undefined && limit !== null && !danger && value >= limit - 1;
    return h('div', {class: ['debrief-row', danger && 'danger', near && 'near'], 'data-debrief': key},
      h('span', {}, label), h('b', {}, limit === undefined || limit === null ? String(value ?? '—') : `${value ?? 0} / ${limit}`));
  };
  fill(el, h('h2', {}, 'End-of-turn check'),
    row('Open gates (awakening at)', d.openGates, d.gateLimit, 'gates'),
    row('Elder signs (win at)', d.elderSigns, d.elderSignsToWin ?? 6, 'elder-signs'),
    row('Monsters in Arkham (limit)', d.monstersInArkham, d.monsterLimit, 'monsters'),
    row('Outskirts (capacity)', d.outskirts, d.outskirtsLimit, 'outskirts'),
    row('Doom track', d.doom ?? game.doom, d.doomTrack ?? game.doomTrack, 'doom'),
    row('Terror level', d.terror ?? game.terror, d.terrorLimit ?? 10, 'terror'));
}

/** The verb of a card option, from its target's act (HOLD → "use", CAST_AIDED → "cast (aided)", ...). */
export function actionWord(o) {
  const act = o && o.target ? o.target.act : null;
  return {HOLD: 'use', CAST_AIDED: 'cast (aided)', RELEASE: 'release', CAST: 'cast', DISCARD: 'discard', KEEP: 'keep', USE: 'use',
    SELL: 'sell', PASS_CHECK: 'pass', REROLL: 're-roll', AS_CLUE: 'spend', REDRAW: 'redraw', CHOOSE: 'choose'}[act] || 'choose';
}

function cardChip(card, targets, answer) {
  const options = targets.cards.get(card.card);
  const deck = titleCase(card.deck || '');
  const el = h('button', {type: 'button', class: ['card', (card.deck || '').toLowerCase().replace(/_/g, '-'), card.exhausted && 'exhausted',
    card.held && 'held', options && 'target'], 'data-card': card.name,
    title: `${card.name} (${deck})${card.exhausted ? ' — exhausted' : ''}${card.held ? ' — in hand for this combat' : ''}` +
    (options ? '\n' + options.map(o => o.label).join('\n') : '')},
    card.held ? h('span', {class: 'held-mark'}, 'in hand') : null,
    card.name, card.exhausted ? h('span', {class: 'exhausted-mark'}, ' ⟳') : null, unverifiedBadge(card.unverified),
    // What a click does, written on the card itself so a player need not hover.
    options ? h('span', {class: 'card-action'}, options.length === 1 ? actionWord(options[0]) : `${options.length} choices`) : null);
  if (options) el.addEventListener('click', ev => chooseAt(ev, options, answer));
  // a card used by this question answers when clicked; its text is on focus and the context menu (long press)
  const now = [card.exhausted && 'Exhausted.', card.held && 'In hand for this combat.'].filter(Boolean);
  withInfo(el, () => ({name: card.name, now}), {click: !options});
  return el;
}

/** "Speed 2 / Sneak 3" -> "2·3": the two skill values at a stop, short enough to sit on the slider. */
function stopValues(label) {
  const n = label.match(/-?\d+/g);
  return n && n.length === 2 ? `${n[0]}·${n[1]}` : label;
}

function sliderRow(inv, k, targets, answer) {
  const [a, b] = SLIDERS[k];
  const pos = (inv.sliders || [])[k] ?? 0;
  const stops = [0, 1, 2, 3].map(stop => {
    const options = targets.sliders.get(`${k}|${stop}`);
    const el = h('button', {type: 'button', class: ['stop', stop === pos && 'on', options && 'target'], 'data-slider': k, 'data-stop': stop,
      title: options ? options.map(o => o.label).join(' / ') : `stop ${stop + 1}`, 'aria-label': options ? options[0].label
        : `${titleCase(a)} / ${titleCase(b)} stop ${stop + 1}${stop === pos ? ' (set)' : ''}`, disabled: !options},
      options ? stopValues(options[0].label) : '');
    if (options) el.addEventListener('click', ev => chooseAt(ev, options, answer));
    return el;
  });
  const arrow = (dir, label, side) => {
    const options = targets.sliders.get(`${k}|${dir}`);
    if (!options) return h('span', {class: ['nudge-space', side]});
    return h('button', {type: 'button', class: ['nudge', 'target', side], 'data-slider': k, 'data-dir': dir, title: options[0].label,
      'aria-label': options[0].label, onclick: () => answer(options[0].id)}, label);
  };
  const skills = inv.skills || {};
  return h('div', {class: 'slider'},
    arrow('right', '◀', 'nudge-l'),
    h('span', {class: 'skill skill-a'}, `${titleCase(a)} ${skills[a] ?? '?'}`),
    h('span', {class: 'stops'}, stops),
    h('span', {class: 'skill skill-b'}, `${titleCase(b)} ${skills[b] ?? '?'}`),
    arrow('left', '▶', 'nudge-r'));
}

function trophies(t) {
  if (t === undefined || t === null) return '0';
  if (Array.isArray(t)) return t.length ? t.join(', ') : '0';
  if (typeof t === 'object') return Object.entries(t).map(([k, v]) => `${k} ×${v}`).join(', ') || '0';
  return String(t);
}

/** One investigator's sheet. */
export function investigatorSheet(inv, seat, view, targets, answer) {
  if (!inv.name) {
    return h('section', {class: 'sheet investigator', 'data-seat': seat}, h('h3', {}, `Seat ${seat}`),
      h('p', {class: 'muted'}, 'No investigator yet.'));
  }
  const mineToAnswer = view.question && view.question.player === seat && !view.readOnly && view.seat === seat;
  const status = [
    inv.delayed && 'delayed', inv.jailed && 'arrested', inv.explored && 'explored',
    inv.place === 'Lost in Time and Space' && 'lost in time and space', inv.eliminated && 'devoured'].filter(Boolean);
  // Grouped by deck in the sheet's fixed order, so a discard or a new card never moves the groups about.
  const deckOrder = ['COMMON', 'UNIQUE', 'SPELL', 'SKILL', 'ALLY', 'SPECIAL', 'INJURY', 'MADNESS'];
  const rank = c => { const k = deckOrder.indexOf(c.deck); return k < 0 ? deckOrder.length : k; };
  const cards = [...(inv.cards || [])].sort((a, b) => rank(a) - rank(b));
  const groups = new Map();
  for (const c of cards) {
    const g = titleCase(c.deck || 'other');
    if (!groups.has(g)) groups.set(g, []);
    groups.get(g).push(c);
  }
  const t = mineToAnswer ? targets : {cards: new Map(), sliders: new Map()};
  return h('section', {class: ['sheet', 'investigator', view.seat === seat && 'own', view.question?.player === seat && 'deciding'], 'data-seat': seat},
    h('h3', {}, h('span', {class: 'seat-dot', style: `background:${SEAT_COLOURS[(seat - 1) % 8]}`}),
      infoButton(inv.name, inv.name, [`Seat ${seat}, at ${inv.place || 'no place'}.`], 'investigator-name'),
      h('span', {class: 'muted small'}, ` seat ${seat} · ${inv.place || 'nowhere'}`),
      status.map(st => h('span', {class: 'badge warn'}, st))),
    meter('Sanity', inv.sanity ?? 0, inv.maxSanity ?? 0, 'sanity'),
    meter('Stamina', inv.stamina ?? 0, inv.maxStamina ?? 0, 'stamina'),
    h('div', {class: 'row stats'},
      h('span', {}, h('b', {}, '$'), String(inv.money ?? 0)),
      h('span', {}, h('b', {}, 'Clues '), String(inv.clues ?? 0)),
      h('span', {}, h('b', {}, 'Focus '), String(inv.focus ?? 0)),
      inv.power !== undefined ? h('span', {}, h('b', {}, 'Power '), String(inv.power)) : null,
      inv.boundAlly ? h('span', {}, h('b', {}, 'Bound ally '), infoButton(inv.boundAlly, inv.boundAlly)) : null),
    h('div', {class: 'sliders'}, [0, 1, 2].map(k => sliderRow(inv, k, t, answer))),
    [...groups].map(([g, list]) => h('div', {class: 'card-group'}, h('span', {class: 'group-name'}, g),
      list.map(c => cardChip(c, t, answer)))),
    (inv.relationships || []).length ? h('div', {class: 'small relationships'}, h('b', {}, 'Relationships: '),
      inv.relationships.map(r => h('span', {}, infoButton(r.name, r.name, [`With ${r.partner}${r.exhausted ? '; exhausted' : ''}.`]),
        ` with ${r.partner}${r.exhausted ? ' (exhausted)' : ''} `))) : null,
    h('div', {class: 'small muted'}, `Monster trophies: ${trophies(inv.monsterTrophies)} · Gate trophies: ${trophies(inv.gateTrophies)}`));
}

/** The final score (rulebook p.12) once the game is over. */
export function renderScore(el, view) {
  const game = view.game || {};
  if (!view.over && !game.outcome) {
    el.hidden = true;
    return;
  }
  el.hidden = false;
  const sc = view.score;
  const won = sc && typeof sc === 'object';
  // Rulebook p.12: doom track − terror − Bank Loans − elder signs + gate trophies + monster trophies/3 + survivors.
  const body = won ? [h('p', {class: 'final-score', 'data-score': sc.total}, 'Final score ', h('b', {}, String(sc.total))),
    h('p', {class: 'breakdown small'}, `doom track ${sc.doomTrack} − terror ${sc.terror} − Bank Loans ${sc.bankLoans} − elder signs ${sc.elderSigns}` +
      ` + gate trophies ${sc.gateTrophies} + monster trophies ${sc.monsterTrophies} ÷ 3 + survivors ${sc.survivors}`)]
    : [h('p', {class: 'final-score'}, 'The investigators lost: no score.')];
  fill(el, h('h2', {}, 'Game over — ', OUTCOMES[game.outcome] || titleCase(game.outcome || 'finished')), body);
}

/** Dice as little squares, successes marked. */
export function dice(values, successes) {
  let left = typeof successes === 'number' ? successes : null;
  // Mark the highest dice as the successes when the server tells how many there were.
  const marks = new Array(values.length).fill(false);
  if (left !== null) {
    const order = values.map((v, k) => [v, k]).sort((x, y) => y[0] - x[0]);
    for (const [, k] of order) if (left-- > 0) marks[k] = true;
  } else values.forEach((v, k) => { marks[k] = v >= 5; });
  return h('span', {class: 'dice'}, values.map((v, k) => h('span', {class: ['die', marks[k] && 'success'], title: marks[k] ? 'success' : 'failure'}, String(v))),
    typeof successes === 'number' ? h('span', {class: 'muted small'}, ` ${successes} success${successes === 1 ? '' : 'es'}`) : null);
}

/** The game log, newest first, filterable by investigator and phase. */
export function renderLog(el, view, filter, onFilter) {
  const log = view.log || [];
  const invs = view.game?.investigators || [];
  const phases = [...new Set(log.map(e => e.phase).filter(Boolean))];
  const who = h('select', {'aria-label': 'investigator', onchange: ev => onFilter({...filter, player: ev.target.value})},
    h('option', {value: ''}, 'Everyone'),
    invs.map((inv, k) => h('option', {value: String(k + 1), selected: filter.player === String(k + 1)}, inv.name || `Seat ${k + 1}`)));
  const phase = h('select', {'aria-label': 'phase', onchange: ev => onFilter({...filter, phase: ev.target.value})},
    h('option', {value: ''}, 'All phases'),
    phases.map(p => h('option', {value: p, selected: filter.phase === p}, titleCase(p))));
  const shown = log.filter(e => (filter.player === '' || String(e.player) === filter.player) && (filter.phase === '' || e.phase === filter.phase));
  const items = shown.slice(-300).reverse().map(e => h('li', {class: ['log-entry', e.type && `log-${e.type}`], 'data-index': e.index},
    h('span', {class: 'log-when muted', title: titleCase(e.phase || '')}, `T${e.turn ?? '?'} ${PHASE_SHORT[e.phase] || titleCase(e.phase || '')}`),
    e.player > 0 ? h('span', {class: 'seat-dot', style: `background:${SEAT_COLOURS[(e.player - 1) % 8]}`}) : null,
    h('span', {class: 'log-text'}, e.text),
    Array.isArray(e.dice) && e.dice.length ? dice(e.dice, e.successes) : null));
  fill(el, h('div', {class: 'log-head'}, h('h2', {}, 'Log'), who, phase),
    h('ol', {class: 'log-list'}, items.length ? items : h('li', {class: 'muted'}, 'Nothing yet.')));
}
