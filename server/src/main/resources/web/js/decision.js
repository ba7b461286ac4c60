// The pending question: which of its options can be answered on the board or on a sheet
// (targets), and the panel with controls for the rest.
import {h, fill, titleCase} from './dom.js';
import {ruleText} from './api.js';
import {cardOfOption} from './rules.js';
import {kindName, ruleParagraphs, withInfo} from './info.js';

/** Acts whose card target is answered by clicking that card on the asker's sheet. */
const CARD_ACTS = new Set(['HOLD', 'RELEASE', 'CAST', 'CAST_AIDED', 'DISCARD', 'KEEP', 'USE', 'SELL', 'PASS_CHECK', 'REROLL', 'AS_CLUE',
  'REDRAW', 'CHOOSE']);
/** A combat round's choices belong with the monster and in the panel together. */
const COMBAT = new Set(['COMBAT_ACTION']);

function push(map, key, option) {
  if (!map.has(key)) map.set(key, []);
  map.get(key).push(option);
}

/** The option's typed target ({kind, act, ...}: the server's GameView.target), or a plain one. */
export function targetOf(o) {
  return (o && o.target) || {kind: 'PLAIN', act: null};
}

/** Whether the option ends a series of picks ("done"), read from its act. */
export function isDone(o) {
  return targetOf(o).act === 'DONE';
}

/**
 * Where each option of the question can be picked outside the panel, read from the options' typed
 * targets (ids are opaque: they are only sent back). Only computed for the seat that answers;
 * everyone else sees no targets.
 */
export function targetsOf(question, game, board, mine) {
  // mapped: options answered on the board or a sheet; alsoButtons: those of them the panel shows as
  // buttons too (a card sheet is often out of view, and a combat's choices belong together).
  const t = {places: new Map(), monsters: new Map(), cards: new Map(), sliders: new Map(), mapped: new Set(),
    alsoButtons: new Set(), current: null, pointsLeft: null};
  if (!question) return t;
  const inv = (game.investigators || [])[question.player - 1];
  const here = inv?.place || null;
  t.current = here;
  if (question.context && typeof question.context.movementPoints === 'number') t.pointsLeft = question.context.movementPoints;
  if (!mine) return t;
  const markers = new Set(Object.values(game.monsterMarkers || {}).flat().map(m => m.marker));
  const combat = COMBAT.has(question.purpose);
  for (const o of question.options || []) {
    const tg = targetOf(o);
    const place = tg.place !== undefined ? board.bySlug.get(tg.place) : null;
    if ((tg.kind === 'PLACE' || tg.kind === 'GATE') && place) {
      push(t.places, place.name, o);
      t.mapped.add(o.id);
    } else if (tg.kind === 'MONSTER' && markers.has(tg.marker)) {
      push(t.monsters, tg.marker, o);
      t.mapped.add(o.id);
      if (combat) t.alsoButtons.add(o.id);
    } else if (tg.kind === 'CARD' && CARD_ACTS.has(tg.act) && (inv?.cards || []).some(c => c.card === tg.card)) {
      push(t.cards, tg.card, o);
      t.mapped.add(o.id);
      t.alsoButtons.add(o.id);
    } else if (tg.kind === 'SLIDER') {
      push(t.sliders, `${tg.slider}|${tg.stop}`, o);
      // an Upkeep adjustment moves one stop: the arrow towards it answers too
      const pos = (inv?.sliders || [])[tg.slider];
      if (typeof pos === 'number' && Math.abs(tg.stop - pos) === 1) push(t.sliders, `${tg.slider}|${tg.stop > pos ? 'right' : 'left'}`, o);
      t.mapped.add(o.id);
    }
  }
  return t;
}

/** A small menu at the pointer when one click could mean several options. */
export function chooseAt(event, options, answer) {
  closeMenu();
  if (options.length === 1) {
    answer(options[0].id);
    return;
  }
  const menu = h('div', {class: 'popover', id: 'popover', role: 'menu'},
    options.map(o => h('button', {type: 'button', role: 'menuitem', 'data-option': o.id,
      onclick: () => { closeMenu(); answer(o.id); }}, o.label)),
    h('button', {type: 'button', class: 'secondary', onclick: closeMenu}, 'Cancel'));
  menu.style.left = `${event.clientX + window.scrollX + 6}px`;
  menu.style.top = `${event.clientY + window.scrollY + 6}px`;
  document.body.appendChild(menu);
}

export function closeMenu() {
  document.getElementById('popover')?.remove();
}

/** Whether this browser's seat must answer the pending question (seats are 1-based, 0 is the spectator). */
export function isMine(view) {
  const q = view.question;
  return !!(q && !view.readOnly && view.seat > 0 && view.seat === q.player && q.options && q.options.length);
}

/**
 * An option's button; when the option acts on a card (its typed target names one: {@link cardOfOption}),
 * an info button beside it opens that card's text.
 */
function optionButton(o, answer, cls, game) {
  const b = h('button', {type: 'button', class: cls, 'data-option': o.id, onclick: () => answer(o.id)}, o.label,
    o.consequence ? h('span', {class: 'consequence'}, consequenceText(o)) : null);
  const card = game ? cardOfOption(o, game) : null;
  if (!card) return b;
  const about = h('button', {type: 'button', class: 'secondary option-info', 'aria-label': `About ${card}`, title: `About ${card}`}, 'i');
  withInfo(about, () => ({name: card}));
  return h('span', {class: 'option-with-card'}, b, about);
}

/** What choosing the option leads to, as the server words it from the encounter's data ("failed: lose 1 Sanity"). */
export function consequenceText(o) {
  return o && typeof o.consequence === 'string' && o.consequence ? `→ ${o.consequence}` : '';
}

/**
 * The heading of what is being resolved and the name its info button reads about: an Other World
 * encounter is had in a world (its card is drawn there), an Arkham one at a place.
 */
export function stakesHeading(stakes) {
  const enc = stakes.encounter, place = stakes.place, monster = stakes.monster, mythos = stakes.mythos;
  return enc ? [enc.kind === 'OTHER_WORLD' ? `Other World encounter in ${enc.where} · ${enc.card}` : `Encounter at ${enc.where} · ${enc.card}`, enc.where]
    : place ? [`At ${place.where}`, place.where] : monster ? [`${monster.against ? 'A check against' : 'Combat with'} the ${monster.name}`, monster.name]
    : mythos ? [`Mythos card · ${mythos}`, mythos] : null;
}

/**
 * What the question resolves (the server's question.stakes): the encounter card being had, with its
 * text, and the check with its dice and what each result does, in one or two sentences.
 */
export function stakesBlock(stakes) {
  if (!stakes) return null;
  const enc = stakes.encounter, place = stakes.place, monster = stakes.monster;
  const head = stakesHeading(stakes);
  const text = enc ? enc.text : place ? place.text : monster ? monster.text : null;
  if (!head && !stakes.summary) return null;
  let about = null;
  if (head) {
    about = h('button', {type: 'button', class: 'secondary option-info', 'aria-label': `About ${head[1]}`, title: `About ${head[1]}`}, 'i');
    withInfo(about, () => ({name: head[1]}));
  }
  return h('section', {class: 'stakes', 'aria-label': 'What is being resolved'},
    head ? h('div', {class: 'stakes-head'}, h('span', {class: 'muted small'}, head[0]), about) : null,
    text ? h('div', {class: 'encounter-text'}, enc ? text : ruleParagraphs(text)) : null,
    stakes.summary ? h('p', {class: 'stakes-summary', 'data-stakes': stakes.check?.rolledYet ? 'rolled' : 'before-roll'}, stakes.summary) : null);
}

/** The result of the check just settled (a "result" log entry), in the panel where its stakes were. */
function resultLine(entry) {
  return entry ? h('p', {class: 'check-result', 'data-result': entry.index ?? ''}, h('b', {}, 'Result: '), entry.text) : null;
}

/**
 * A check shown in the order it happened (reveal.js): before its dice, the card, its text and what
 * the check puts at stake, with "Roll the dice" for the seat's own check ("Show the roll" for anyone
 * else's, which also shows by itself after a reading time); after them, the dice and the result,
 * with "Next check". "Skip" shows nothing more of what waits (the log keeps it) and goes to the
 * seat's own decision when it has one.
 */
export function renderReveal(el, step, who, drawn, {onAdvance, onSkip, decisionWaits}) {
  const data = step.stakes.stakes || {};
  const before = step.phase === 'before';
  const stakes = {encounter: data.encounter, check: data.check, summary: step.stakes.text,
    monster: data.monster ? {name: data.monster, against: true} : undefined, mythos: step.card || undefined};
  const roll = h('button', {type: 'button', class: 'primary', id: before ? 'reveal-roll' : 'reveal-next', onclick: onAdvance},
    before ? (step.own ? 'Roll the dice' : 'Show the roll') : 'Next check');
  // the seat's own last check: rolling it is the way to the decision
  const skip = step.more || (decisionWaits && !step.own)
    ? h('button', {type: 'button', class: 'secondary', id: 'reveal-skip', onclick: onSkip}, decisionWaits ? 'Skip to your decision' : 'Skip the rest')
    : null;
  fill(el, drawn, h('h2', {}, step.own ? 'Your check' : `${who}'s check`),
    h('section', {class: 'reveal', 'data-reveal': step.phase, 'data-entry': step.stakes.index},
      stakesBlock(stakes),
      before ? null : resultLine(step.result || step.roll),
      before && !step.own ? h('p', {class: 'muted small'}, 'The dice show in a moment.') : null,
      h('div', {class: 'buttons'}, roll, skip)));
  if (step.own && (!document.activeElement || document.activeElement === document.body || el.contains(document.activeElement))) roll.focus();
}

/**
 * The Mythos card just drawn, as a card in the decision area for every seat (its title, type and
 * text) until it is dismissed or the next decision comes (game.js decides when).
 */
export function mythosCard(entry, onDismiss) {
  const body = h('div', {class: 'mythos-text'}, h('p', {class: 'muted'}, 'Loading…'));
  const type = h('span', {class: 'mythos-type'});
  const el = h('section', {class: 'mythos-card', id: 'mythos-card', 'data-card': entry.card, 'aria-label': `Mythos card drawn: ${entry.card}`},
    h('div', {class: 'mythos-head'}, h('span', {class: 'muted small'}, 'Mythos card drawn'), type),
    h('h3', {}, entry.card), body,
    h('button', {type: 'button', class: 'secondary small', id: 'mythos-dismiss', onclick: onDismiss}, 'Dismiss'));
  ruleText({name: entry.card}).then(t => {
    const first = /^(Headline|Environment|Rumor)\b[^.]*\./.exec(t.text);
    type.textContent = first ? first[0].replace(/\.$/, '') : kindName(t.kind);
    fill(body, ruleParagraphs(first ? t.text.slice(first[0].length).trim() : t.text));
  }).catch(e => fill(body, h('p', {class: 'muted'}, e.message)));
  return el;
}

/** Renders the decision panel into el. */
export function renderDecision(el, view, targets, answer, heldSeats = [], switchTo = null, drawn = null, result = null) {
  const q = view.question;
  const game = view.game || {};
  const invs = game.investigators || [];
  if (view.over || game.outcome) {
    fill(el, h('h2', {}, 'Game over'), h('p', {}, 'See the final score above.'));
    return;
  }
  if (!q) {
    fill(el, drawn, h('h2', {}, 'Decision'), resultLine(result), h('p', {class: 'muted'}, 'Nobody has a decision to make right now.'));
    return;
  }
  const asker = invs[q.player - 1];
  const who = asker?.name ? `${asker.name} (seat ${q.player})` : `seat ${q.player}`;
  const mine = isMine(view);
  if (!mine) {
    fill(el, drawn, h('h2', {}, 'Decision'), resultLine(result),
      h('p', {class: 'waiting', 'data-waiting-for': q.player}, `Waiting for ${who}`),
      // Hot-seat: this browser holds the seat that must answer.
      heldSeats.filter(s => s.seat === q.player && s.token).slice(0, 1).map(s => h('button', {type: 'button', class: 'primary', id: 'switch-to-asked',
        onclick: () => switchTo(s.token)}, `Switch to seat ${q.player}`)),
      q.prompt ? h('p', {class: 'muted'}, q.prompt) : null,
      view.readOnly && view.seat > 0 && view.seat === q.player
        ? h('p', {class: 'muted'}, 'This seat is open in another browser; take it over to answer here.') : null);
    return;
  }
  const parts = [drawn, h('h2', {}, 'Your decision'), resultLine(result), stakesBlock(q.stakes),
    h('p', {class: 'prompt', 'data-question': q.id}, q.prompt)];
  // a check's stakes already say its dice, successes and results: its raw context would repeat them
  const ctx = q.stakes?.check ? '' : contextLine(q.context, fought(q.context, game));
  if (ctx) parts.push(h('p', {class: 'context muted'}, ctx));
  if (typeof q.odds?.pass === 'number') {
    // the server's odds: Clue tokens, re-rolls and (in combat) the weapons and spells in hand used at their best
    parts.push(h('p', {class: 'odds muted', 'data-odds': q.odds.pass},
      `Chance to pass: ${Math.round(q.odds.pass * 100)}% (using your Clue tokens, re-rolls and, in combat, your best weapons and spells)`));
  }
  const rest = q.options.filter(o => !targets.mapped.has(o.id) || targets.alsoButtons.has(o.id));
  const onBoard = q.options.filter(o => targets.mapped.has(o.id) && !targets.alsoButtons.has(o.id));
  const mappedAny = q.options.some(o => targets.mapped.has(o.id));
  const picked = pickedSoFar(q);
  if (q.kind === 'YES_NO') {
    parts.push(h('div', {class: 'buttons'}, q.options.map(o => optionButton(o, answer, targetOf(o).act === 'YES' ? 'primary' : '', game))));
  } else if (q.kind === 'CHOOSE_AMOUNT' && amountsOf(q.options)) {
    parts.push(amountControl(q.options, answer));
  } else if (q.kind === 'ORDER') {
    if (mappedAny) parts.push(h('p', {class: 'hint'}, hint(targets) + ' Or pick in the list below.'));
    parts.push(orderControl(q, picked, o => answer(o.id)));
  } else if (q.kind === 'CHOOSE_SEVERAL') {
    if (mappedAny) parts.push(h('p', {class: 'hint'}, hint(targets) + ' Or pick in the list below.'));
    parts.push(severalControl(q, picked, o => answer(o.id)));
  } else {
    if (mappedAny) parts.push(h('p', {class: 'hint'}, hint(targets) + (rest.length ? ' Or use a button below.' : '')));
    const held = heldCards(asker);
    if (held.length) parts.push(h('p', {class: 'in-hands'}, h('b', {}, 'In your hands: '), held.join(', ')));
    const done = rest.filter(isDone);
    parts.push(h('div', {class: 'buttons'}, rest.filter(o => !isDone(o)).map(o => optionButton(o, answer,
      targets.cards.size && [...targets.cards.values()].some(list => list.includes(o)) ? 'from-card' : '', game)),
      done.map(o => optionButton(o, answer, 'primary', game))));
  }
  // Order and several-of controls list every option themselves; elsewhere the mapped ones are folded away.
  if (onBoard.length && !['YES_NO', 'ORDER', 'CHOOSE_SEVERAL'].includes(q.kind)) {
    parts.push(h('details', {class: 'as-list'}, h('summary', {}, `or pick from a list (${onBoard.length})`),
      h('div', {class: 'buttons'}, onBoard.map(o => optionButton(o, answer, 'secondary', game)))));
  }
  fill(el, ...parts);
}

/** The cards an investigator holds in his hands in this combat (rulebook p.9). */
function heldCards(inv) {
  return (inv?.cards || []).filter(c => c.held).map(c => c.name);
}

/**
 * What this browser picked in the earlier steps of the same order or several-of question (the engine
 * asks one pick at a time, each a question of its own). Kept while the same player is asked the same
 * kind for the same purpose ("discard 2 more items", then "discard 1 more item": both DISCARD).
 */
const series = {key: null, picked: [], pending: null};

function seriesKey(q) {
  return ['ORDER', 'CHOOSE_SEVERAL'].includes(q.kind) ? `${q.player}|${q.kind}|${q.purpose}` : null;
}

function pickedSoFar(q) {
  const key = seriesKey(q);
  if (key !== series.key) {
    series.key = key;
    series.picked = [];
    series.pending = null;
  } else if (series.pending && series.pending.question !== q.id) {
    series.picked.push(series.pending.label);
    series.pending = null;
  }
  return series.picked;
}

/** Called with every answer this page sends (a button, a card, a place): the pick, once the next question shows it was taken. */
export function noteAnswer(q, optionId) {
  const o = (q.options || []).find(x => x.id === optionId);
  series.pending = o && seriesKey(q) === series.key ? {question: q.id, label: o.label} : null;
}

/**
 * An order, asked one step at a time: the engine resolves the pick before it asks for the next, so
 * the control offers "this one next" for each effect still waiting, below those already put first.
 */
function orderControl(q, picked, answer) {
  const options = q.options;
  return h('div', {class: 'order-control'},
    h('p', {class: 'muted'}, `${options.length} left to put in order: pick the one that resolves next; the rest are asked again after it.`),
    h('ol', {class: 'order-list'},
      picked.map(label => h('li', {class: 'ordered muted'}, h('span', {class: 'order-label'}, label), h('span', {class: 'order-action'}, 'done'))),
      options.map(o => h('li', {},
        h('button', {type: 'button', 'data-option': o.id, onclick: () => answer(o)},
          h('span', {class: 'order-label'}, o.label), h('span', {class: 'order-action'}, 'next'))))));
}

/**
 * Several of these: each pick is made at once (one answer each); "done", when offered, ends them,
 * otherwise the question ends when enough are picked (the prompt says how many).
 */
function severalControl(q, picked, answer) {
  const done = q.options.filter(isDone);
  const picks = q.options.filter(o => !isDone(o));
  // "discard all your weapons" asks for more than there are: then every one is to be picked
  const remaining = typeof q.context?.remaining === 'number' ? Math.min(q.context.remaining, picks.length) : null;
  const how = done.length
    ? `Pick as many as you like, one click each (each counts at once); then “${done[0].label}”.`
    : `Pick ${remaining !== null ? remaining + ' more' : 'as the prompt says'}, one click each (each counts at once).`;
  return h('div', {class: 'several-control'},
    h('p', {class: 'muted'}, how),
    picked.length ? h('p', {class: 'picked small'}, h('b', {}, 'Picked so far: '), picked.join('; ')) : null,
    h('div', {class: 'buttons picks'}, picks.map(o => h('button', {type: 'button', class: 'pick', 'data-option': o.id,
      onclick: () => answer(o)}, h('span', {class: 'tick'}, '+'), o.label))),
    done.length ? h('div', {class: 'buttons'}, done.map(o => h('button', {type: 'button', class: 'primary done', 'data-option': o.id,
      onclick: () => answer(o)}, o.label))) : null);
}

function hint(t) {
  const parts = [];
  if (t.places.size) parts.push('click a highlighted place on the board');
  if (t.monsters.size) parts.push('click a highlighted monster');
  if (t.cards.size) parts.push('click a highlighted card on your sheet');
  if (t.sliders.size) parts.push('set your sliders on your sheet (each stop shows the two skills it gives)');
  const text = parts.join(', ');
  const points = t.pointsLeft !== null ? ` (${t.pointsLeft} movement point${t.pointsLeft === 1 ? '' : 's'} left)` : '';
  return text.charAt(0).toUpperCase() + text.slice(1) + points + '.';
}

/** The marker of the monster a combat question names, when it is on the board (its abilities as they stand). */
function fought(ctx, game) {
  if (!ctx || typeof ctx.marker !== 'number') return null;
  for (const list of Object.values(game.monsterMarkers || {})) {
    const m = list.find(x => x.marker === ctx.marker);
    if (m) return m;
  }
  return null;
}

function contextLine(ctx, marker) {
  if (!ctx) return '';
  if (typeof ctx.monster === 'string' && typeof ctx.toughness === 'number' && typeof ctx.dice === 'number') {
    // A combat: the monster's ratings, its abilities (they decide between weapons and spells) and the dice rolled (rulebook p.9)
    const abilities = marker?.abilities?.length ? ` · ${marker.abilities.join(', ')}` : '';
    return `${ctx.monster}: combat rating ${signed(ctx.combatRating)}, toughness ${ctx.toughness}${abilities}`
      + ` · you roll ${ctx.dice} ${ctx.dice === 1 ? 'die' : 'dice'}` + (ctx.horrorChecked === true ? ' · Horror check made' : '');
  }
  // marker, cardId, placeId, otherWorld: ids for the board and for agents, not for reading; remaining: the several-of control says it
  const keep = Object.entries(ctx).filter(([k, v]) => ['string', 'number', 'boolean'].includes(typeof v)
    && !['slider', 'movementPoints', 'marker', 'remaining', 'cardId', 'placeId', 'otherWorld'].includes(k));
  return keep.map(([k, v]) => `${titleCase(k.replace(/([A-Z])/g, ' $1'))}: ${v === true ? 'yes' : v === false ? 'no' : v}`).join(' · ');
}

function signed(n) {
  return typeof n === 'number' && n > 0 ? `+${n}` : String(n ?? '?');
}

/** The amounts the options name (targets of kind AMOUNT, each a different number), or null when they are not all such. */
export function amountsOf(options) {
  const byAmount = new Map();
  for (const o of options || []) {
    const t = targetOf(o);
    if (t.kind !== 'AMOUNT' || typeof t.amount !== 'number' || byAmount.has(t.amount)) return null;
    byAmount.set(t.amount, o);
  }
  return byAmount.size ? byAmount : null;
}

function amountControl(options, answer) {
  const byAmount = amountsOf(options);
  const values = [...byAmount.keys()].sort((a, b) => a - b);
  const min = values[0], max = values[values.length - 1];
  const contiguous = values.length === max - min + 1;
  const input = h('input', {type: 'range', min, max, step: 1, value: min, 'aria-label': 'amount'});
  const out = h('output', {class: 'amount'}, String(min));
  input.addEventListener('input', () => { out.textContent = input.value; });
  if (!contiguous) {
    return h('div', {class: 'buttons'}, options.map(o => optionButton(o, answer)));
  }
  return h('div', {class: 'amount-control'}, input, out,
    h('button', {type: 'button', class: 'primary', 'data-option': 'amount', onclick: () => answer(byAmount.get(Number(input.value)).id)}, 'Confirm'));
}
