// The pending question: which of its options can be answered on the board or on a sheet
// (targets), and the panel with controls for the rest.
import {h, fill, titleCase} from './dom.js';

const CARD_PREFIXES = new Set(['hold', 'cast', 'cast-aided', 'release', 'discard', 'keep', 'card', 'ability']);

function prefixOf(id) {
  const k = id.indexOf(':');
  return k < 0 ? id : id.slice(0, k);
}

function suffixOf(id) {
  const k = id.lastIndexOf(':');
  return k < 0 ? null : id.slice(k + 1);
}

function push(map, key, option) {
  if (!map.has(key)) map.set(key, []);
  map.get(key).push(option);
}

/**
 * Where each option of the question can be picked outside the panel. Only computed for the seat
 * that answers; everyone else sees no targets.
 */
export function targetsOf(question, game, board, mine) {
  const t = {places: new Map(), monsters: new Map(), cards: new Map(), sliders: new Map(), mapped: new Set(),
    current: null, pointsLeft: null};
  if (!question) return t;
  const inv = (game.investigators || [])[question.player - 1];
  const here = inv?.place || null;
  t.current = here;
  if (question.context && typeof question.context.movementPoints === 'number') t.pointsLeft = question.context.movementPoints;
  if (!mine) return t;
  const markersHere = (game.monsterMarkers || {})[here] || [];
  const markerIds = new Set(markersHere.map(m => m.marker));
  for (const o of question.options) {
    const prefix = prefixOf(o.id);
    const suffix = suffixOf(o.id);
    if (o.id === 'stop' && here) {
      push(t.places, here, o);
      t.mapped.add(o.id);
    } else if (suffix && board.bySlug.has(suffix) && prefix !== 'trade') {
      push(t.places, board.bySlug.get(suffix).name, o);
      t.mapped.add(o.id);
    } else if ((prefix === 'evade' || prefix === 'fight') && /^\d+$/.test(suffix || '') && markerIds.has(Number(suffix))) {
      // The option names the marker (Gauntlet: "evade:<marker>", "fight:<marker>").
      push(t.monsters, Number(suffix), o);
      t.mapped.add(o.id);
    } else if (CARD_PREFIXES.has(prefix) && inv) {
      const card = (inv.cards || []).find(c => o.label.includes(c.name));
      if (card) {
        push(t.cards, card.name, o);
        t.mapped.add(o.id);
      }
    } else if (prefix === 'stop' && question.context && typeof question.context.slider === 'number') {
      push(t.sliders, `${question.context.slider}|${suffix}`, o);
      t.mapped.add(o.id);
    } else if (prefix === 'slider') {
      push(t.sliders, o.id.split(':').slice(1).join('|'), o);
      t.mapped.add(o.id);
    }
  }
  // A combat or an encounter's "fight or evade" names its monster in the context: the marker answers too.
  const monster = question.context?.monster;
  const combatOptions = question.options.filter(o => ['fight', 'flee', 'evade'].includes(o.id));
  if (monster && combatOptions.length) {
    for (const m of markersHere) {
      if (m.name !== monster) continue;
      for (const o of combatOptions) push(t.monsters, m.marker, o);
      combatOptions.forEach(o => t.mapped.add(o.id));
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

/** A small note at the pointer (a monster's ratings, a gate's details) for touch screens, where hover is missing. */
export function infoAt(event, text) {
  closeMenu();
  const note = h('div', {class: 'popover info', id: 'popover', role: 'dialog'},
    text.split('\n').map((line, k) => h(k === 0 ? 'b' : 'div', {}, line)),
    h('button', {type: 'button', class: 'secondary', onclick: closeMenu}, 'Close'));
  note.style.left = `${event.clientX + window.scrollX + 6}px`;
  note.style.top = `${event.clientY + window.scrollY + 6}px`;
  document.body.appendChild(note);
}

export function closeMenu() {
  document.getElementById('popover')?.remove();
}

/** Whether this browser's seat must answer the pending question (seats are 1-based, 0 is the spectator). */
export function isMine(view) {
  const q = view.question;
  return !!(q && !view.readOnly && view.seat > 0 && view.seat === q.player && q.options && q.options.length);
}

function optionButton(o, answer, cls) {
  return h('button', {type: 'button', class: cls, 'data-option': o.id, onclick: () => answer(o.id)}, o.label);
}

/** Renders the decision panel into el. */
export function renderDecision(el, view, targets, answer, heldSeats = [], switchTo = null) {
  const q = view.question;
  const game = view.game || {};
  const invs = game.investigators || [];
  if (view.over || game.outcome) {
    fill(el, h('h2', {}, 'Game over'), h('p', {}, 'See the final score above.'));
    return;
  }
  if (!q) {
    fill(el, h('h2', {}, 'Decision'), h('p', {class: 'muted'}, 'Nobody has a decision to make right now.'));
    return;
  }
  const asker = invs[q.player - 1];
  const who = asker?.name ? `${asker.name} (seat ${q.player})` : `seat ${q.player}`;
  const mine = isMine(view);
  if (!mine) {
    fill(el, h('h2', {}, 'Decision'),
      h('p', {class: 'waiting', 'data-waiting-for': q.player}, `Waiting for ${who}`),
      // Hot-seat: this browser holds the seat that must answer.
      heldSeats.filter(s => s.seat === q.player && s.token).slice(0, 1).map(s => h('button', {type: 'button', class: 'primary', id: 'switch-to-asked',
        onclick: () => switchTo(s.token)}, `Switch to seat ${q.player}`)),
      q.prompt ? h('p', {class: 'muted'}, q.prompt) : null,
      view.readOnly && view.seat > 0 && view.seat === q.player
        ? h('p', {class: 'muted'}, 'This seat is open in another browser; take it over to answer here.') : null);
    return;
  }
  const parts = [h('h2', {}, 'Your decision'), h('p', {class: 'prompt', 'data-question': q.id}, q.prompt)];
  const ctx = contextLine(q.context);
  if (ctx) parts.push(h('p', {class: 'context muted'}, ctx));
  const rest = q.options.filter(o => !targets.mapped.has(o.id));
  const onBoard = q.options.filter(o => targets.mapped.has(o.id));
  if (q.kind === 'YES_NO') {
    parts.push(h('div', {class: 'buttons'}, q.options.map(o => optionButton(o, answer, o.id === 'yes' ? 'primary' : ''))));
  } else if (q.kind === 'CHOOSE_AMOUNT' && q.options.every(o => /^-?\d+$/.test(o.id))) {
    parts.push(amountControl(q.options, answer));
  } else {
    if (onBoard.length) parts.push(h('p', {class: 'hint'}, hint(targets)));
    if (q.kind === 'ORDER') parts.push(h('p', {class: 'muted'}, 'Pick what comes next:'));
    if (q.kind === 'CHOOSE_SEVERAL') parts.push(h('p', {class: 'muted'}, 'Pick one at a time; Done when finished:'));
    const done = rest.filter(o => o.id === 'done');
    parts.push(h('div', {class: 'buttons'}, rest.filter(o => o.id !== 'done').map(o => optionButton(o, answer)),
      done.map(o => optionButton(o, answer, 'primary'))));
  }
  if (onBoard.length && q.kind !== 'YES_NO') {
    parts.push(h('details', {class: 'as-list'}, h('summary', {}, `or pick from a list (${onBoard.length})`),
      h('div', {class: 'buttons'}, onBoard.map(o => optionButton(o, answer, 'secondary')))));
  }
  fill(el, ...parts);
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

function contextLine(ctx) {
  if (!ctx) return '';
  const keep = Object.entries(ctx).filter(([k, v]) => ['string', 'number', 'boolean'].includes(typeof v)
    && !['slider', 'movementPoints'].includes(k));
  return keep.map(([k, v]) => `${titleCase(k.replace(/([A-Z])/g, ' $1'))}: ${v}`).join(' · ');
}

function amountControl(options, answer) {
  const values = options.map(o => Number(o.id)).sort((a, b) => a - b);
  const min = values[0], max = values[values.length - 1];
  const contiguous = values.length === max - min + 1;
  const input = h('input', {type: 'range', min, max, step: 1, value: min, 'aria-label': 'amount'});
  const out = h('output', {class: 'amount'}, String(min));
  input.addEventListener('input', () => { out.textContent = input.value; });
  if (!contiguous) {
    return h('div', {class: 'buttons'}, options.map(o => optionButton(o, answer)));
  }
  return h('div', {class: 'amount-control'}, input, out,
    h('button', {type: 'button', class: 'primary', 'data-option': 'amount', onclick: () => answer(String(input.value))}, 'Confirm'));
}
