// The game page: one seat's (or the spectator's) live view of one game.
import {h, fill, toast, titleCase} from './dom.js';
import {api, Connection, useTextsOf} from './api.js';
import {BoardView, normaliseBoard, textName} from './board.js';
import {targetsOf, renderDecision, renderReveal, chooseAt, closeMenu, isMine, noteAnswer, mythosCard} from './decision.js';
import {renderTracks, renderDebrief, renderStrip, investigatorSheet, renderScore, renderLog, phaseShort} from './panels.js';
import {openInfo, closeInfo, installInfoKeys, withInfo} from './info.js';
import {latestMythosDraw, drawStillFresh, monsterNow, latestResult} from './rules.js';
import {rememberSeat, seatsOf} from './store.js';
import {addHint} from './hint.js';
import {RevealQueue, readingTime, RESULT_TIME} from './reveal.js';

const params = new URLSearchParams(location.search);
const gameId = params.get('game');
let token = params.get('token');

const state = {view: null, replay: null, board: null, layout: null, boardView: null, targets: null, conn: null,
  logFilter: {player: '', phase: ''}, tab: null, drawn: null, lastQuestion: null, answeredAt: -1,
  // the answer sent and not yet settled ({questionId, option}); notice: a message at the top of the decision panel
  pending: null, notice: null, database: 'ok', databaseMessage: null, socket: 'connecting', takenOver: false,
  // the checks still to show in order, stakes before dice (reveal.js); the timer of one nobody here rolls
  reveal: null, revealTimer: null, revealKey: null, revealShown: null, revealShownAt: 0,
  // the view from before the checks being shown: the board and sheets stay as they were until their dice show
  before: null,
};

/** Phones and narrow windows: one column, the sheets and the log in tabs under the board (style.css, the same width). */
const narrow = window.matchMedia('(max-width: 760px)');

/** How long an answer may wait for the server before the page stops waiting (the server itself fails within 3 s). */
const PENDING_LIMIT_MS = 10000;
let pendingTimer = null;

function answer(option) {
  const v = state.view;
  // one answer at a time: until it is settled the panel's buttons are disabled and clicks do nothing
  if (!v || !v.question || state.pending || state.replay) return;
  closeMenu();
  closeInfo();
  state.drawn = null;
  noteAnswer(v.question, option);
  // a check's result logged after this answer shows in the panel until the next one
  state.answeredAt = (v.log || []).reduce((m, e) => Math.max(m, e.index ?? -1), -1);
  const questionId = v.question.id;
  setPending({questionId, option});
  if (!state.conn.send({type: 'answer', questionId, option})) {
    api.answer(gameId, token, questionId, option)
      .then(() => api.view(gameId, token).then(showView))
      .catch(e => answerFailed({code: e.status, message: e.message}));
  }
}

function setPending(p) {
  state.pending = p;
  clearTimeout(pendingTimer);
  if (p) pendingTimer = setTimeout(() => answerFailed({message: 'No reply from the server: check the connection; the page catches up when it reconnects.'}), PENDING_LIMIT_MS);
  renderPending();
}

/** The server refused the answer or could not store it: nothing changed, and the player may answer again. */
function answerFailed(e) {
  setPending(null);
  if (e.code === 503) {
    state.database = 'unavailable';
    state.notice = {kind: 'error', text: e.message};
    renderConnection();
    render();
  } else {
    toast(e.message || `Error ${e.code}`);
  }
}

/** While an answer is pending: every control of the panel disabled, "saving…" where it was clicked and under the prompt. */
function renderPending() {
  const p = state.pending;
  document.body.classList.toggle('sending', !!p);
  const panel = document.getElementById('decision');
  panel.querySelector('.saving')?.remove();
  if (!p) return;
  for (const b of panel.querySelectorAll('button, input, select')) b.disabled = true;
  const undo = document.getElementById('undo');
  if (undo) undo.disabled = true;
  for (const b of panel.querySelectorAll('button[data-option]')) if (b.dataset.option === p.option) b.textContent = 'saving…';
  const line = h('p', {class: 'saving', role: 'status'}, 'saving…');
  const heading = panel.querySelector('h2');
  if (heading) heading.after(line); else panel.prepend(line);
}

/**
 * A message at the top of the decision panel: the database's state, or that another window took
 * this seat (with the button that takes it back).
 */
function renderNotice(v) {
  const panel = document.getElementById('decision');
  const parts = [];
  if (state.notice) parts.push(h('p', {class: `notice ${state.notice.kind}`, id: 'notice', role: 'alert'}, state.notice.text));
  if (state.takenOver && v.readOnly && v.seat > 0 && !state.replay) {
    parts.push(h('div', {class: 'notice taken-over', id: 'taken-over', role: 'alert'},
      h('p', {}, 'This seat was taken over in another window or browser. This window now only watches: it answers nothing.'),
      h('button', {type: 'button', class: 'primary', id: 'take-back', onclick: () => state.conn.send({type: 'takeover'})},
        'Take it back')));
  }
  const heading = panel.querySelector('h2');
  for (const el of parts.reverse()) if (heading) heading.after(el); else panel.prepend(el);
}

function renderConnection() {
  const el = document.getElementById('conn');
  const st = state.socket || 'connecting';
  if (state.database === 'unavailable' && st === 'live') {
    el.textContent = `● ${state.databaseMessage || 'database unavailable — nothing changed'}`;
    el.className = 'conn offline database';
    return;
  }
  el.textContent = st === 'live' ? '● live' : st === 'offline' ? '● reconnecting…' : '● connecting…';
  el.className = 'conn ' + st;
}

// ------------------------------------------------------------------ the Mythos card just drawn

const SEEN_MYTHOS = `arkham.mythos.${gameId}`;

/**
 * A Mythos card drawn since this page last showed one stays in the decision area, for every seat,
 * until it is dismissed, this seat answers its next decision, or the game leaves the phase (and turn)
 * of the first decision after the draw.
 */
function noteMythos(view) {
  const entry = latestMythosDraw(view.log);
  const seen = sessionStorage.getItem(SEEN_MYTHOS);
  const at = `${view.game?.turn}|${view.game?.phase}`;
  // a page opened afresh shows a draw only while the game is still where the draw led
  if (entry && (seen === null ? drawStillFresh(entry, view.game) : entry.index > Number(seen))) {
    sessionStorage.setItem(SEEN_MYTHOS, String(entry.index));
    state.drawn = {entry, at};
  } else if (state.drawn && state.drawn.at !== at) {
    state.drawn = null;
  }
}

function drawnCard() {
  if (!state.drawn || state.replay) return null;
  return mythosCard(state.drawn.entry, () => {
    state.drawn = null;
    render();
  });
}

// ------------------------------------------------------------------ checks shown in order

/** The check to show now instead of the decision (its stakes, or its dice while more follow), or null. */
function revealing() {
  return state.replay || !state.reveal ? null : state.reveal.current();
}

function advanceReveal() {
  state.reveal.advance();
  render();
}

function skipReveals() {
  state.reveal.skipAll();
  render();
}

/**
 * A click this soon after a check (or its dice) appears was meant for what stood there before (an
 * answer clicked twice): it does not roll the dice unseen.
 */
const REVEAL_GUARD_MS = 400;

function clicked(go) {
  return () => { if (performance.now() - state.revealShownAt >= REVEAL_GUARD_MS) go(); };
}

/** A check nobody here rolls shows for a reading time, then its dice; the player may go on sooner. */
function timeReveal(step) {
  const shown = step ? `${step.stakes.index}|${step.phase}` : null;
  if (shown !== state.revealShown) {
    state.revealShown = shown;
    state.revealShownAt = performance.now();
  }
  const key = step && !step.own ? `${step.stakes.index}|${step.phase}` : null;
  if (key === state.revealKey) return;
  clearTimeout(state.revealTimer);
  state.revealKey = key;
  if (key) state.revealTimer = setTimeout(() => { state.revealKey = null; advanceReveal(); },
    step.phase === 'before' ? readingTime(step) : RESULT_TIME);
}

function renderRevealed(step, v, game) {
  const who = (game.investigators || [])[step.stakes.player - 1]?.name || `seat ${step.stakes.player}`;
  // a Mythos card drawn after this check shows once its turn comes
  const drawn = state.drawn && state.drawn.entry.index < step.stakes.index ? drawnCard() : null;
  renderReveal(document.getElementById('decision'), step, who, drawn,
    {onAdvance: clicked(advanceReveal), onSkip: clicked(skipReveals), decisionWaits: isMine(v)});
}

// ------------------------------------------------------------------ tabs

/** Tabs under the decision: on a phone "You" holds your own sheet; elsewhere it stays in view and has no tab. */
function tabsFor() {
  const mine = state.view && state.view.seat > 0;
  return [narrow.matches && mine && ['you', 'You'], ['game', 'Game'], ['others', mine ? 'Others' : 'Investigators'], ['log', 'Log']].filter(Boolean);
}

function renderTabs() {
  const tabs = tabsFor();
  if (!tabs.some(([k]) => k === state.tab)) state.tab = tabs[0][0];
  const nav = document.getElementById('tabs');
  fill(nav, tabs.map(([key, label]) => {
    const b = h('button', {type: 'button', role: 'tab', id: `tab-${key}`, 'aria-controls': `panel-${key}`,
      'aria-selected': String(state.tab === key), class: state.tab === key ? 'active' : '', tabindex: state.tab === key ? 0 : -1}, label);
    b.addEventListener('click', () => { state.tab = key; renderTabs(); });
    b.addEventListener('keydown', ev => {
      const k = tabs.findIndex(([x]) => x === key);
      const next = ev.key === 'ArrowRight' ? tabs[(k + 1) % tabs.length] : ev.key === 'ArrowLeft' ? tabs[(k + tabs.length - 1) % tabs.length] : null;
      if (!next) return;
      state.tab = next[0];
      renderTabs();
      document.getElementById(`tab-${next[0]}`).focus();
    });
    return b;
  }));
  for (const panel of document.querySelectorAll('.tab-panel')) {
    const key = panel.dataset.tab;
    // on a wide screen your own sheet is always shown, under the decision
    panel.hidden = !(key === state.tab || (key === 'you' && !narrow.matches));
    panel.classList.toggle('in-tab', key !== 'you' || narrow.matches);
  }
}

// ------------------------------------------------------------------ rendering

function render() {
  const live = state.replay ? state.replay.view : state.view;
  if (!live) return;
  const step = revealing();
  const v = step && state.before ? state.before : live;
  if (!state.boardView) makeBoard(v);
  renderReplayBar();
  const game = v.game || {};
  const mine = isMine(live);
  timeReveal(step);
  // while a check is shown before its dice, nothing of the decision after it shows (nor answers) on the board
  state.targets = targetsOf(v.question, game, state.board, mine && !step);
  document.body.classList.toggle('my-turn', mine);
  // For tests and scripts: which state this page has (the checks being shown come from it).
  document.body.dataset.version = String(live.version ?? '');
  document.body.dataset.question = live.question && live.question.id !== undefined ? String(live.question.id) : '';
  document.body.dataset.phase = live.game?.phase || '';
  document.body.dataset.turn = String(live.game?.turn ?? '');
  state.boardView.update(game, state.targets);
  const questionKey = live.question ? `${live.version}|${live.question.player}` : null;
  if (questionKey !== state.lastQuestion) {
    state.lastQuestion = questionKey;
    // on a phone the board shows where the new decision is, unless the player has moved it since
    if (narrow.matches && mine && state.targets.places.size && !state.boardView.userMoved) state.boardView.focusDecision();
    if (mine) bringDecisionIntoView();
  }
  if (step) renderRevealed(step, live, game);
  else renderDecision(document.getElementById('decision'), v, state.targets, answer,
    state.replay ? [] : seatsOf(gameId).filter(s => s.token !== token), switchTo, drawnCard(), latestResult(v.log, game, state.answeredAt));
  if (!state.replay && !step) addHint(document.getElementById('decision'), v, gameId, token);
  renderStrip(document.getElementById('strip'), v.debrief, game);
  renderNotice(v);
  renderDebrief(document.getElementById('debrief'), v.debrief, game);
  renderTracks(document.getElementById('tracks'), game);
  renderScore(document.getElementById('score'), v);
  renderLog(document.getElementById('panel-log'), v, state.logFilter, f => { state.logFilter = f; render(); });
  const invs = game.investigators || [];
  const own = v.seat > 0 && invs[v.seat - 1] ? investigatorSheet(invs[v.seat - 1], v.seat, v, state.targets, answer) : null;
  fill(document.getElementById('panel-you'), own);
  const others = invs.map((inv, k) => k + 1).filter(seat => seat !== v.seat);
  fill(document.getElementById('panel-others'), others.length ? others.map(seat => investigatorSheet(invs[seat - 1], seat, v, state.targets, answer))
    : h('p', {class: 'muted'}, 'No other investigator.'));
  renderTabs();
  // while a check is shown, the turn and phase it was made in
  renderStatus(live, step ? {...game, turn: step.stakes.turn, phase: step.stakes.phase} : game);
  renderPending();
}

/** A new decision of this seat's, scrolled out of sight (the player was reading further down): back to it. */
function bringDecisionIntoView() {
  const header = document.getElementById('topbar').getBoundingClientRect().bottom;
  const top = document.getElementById('decision').getBoundingClientRect().top;
  if (top >= header - 1 && top < window.innerHeight / 2) return;
  if (narrow.matches) window.scrollTo({top: 0});
  else document.querySelector('.side-col').scrollTop = 0;
}

function renderStatus(shown, game) {
  // The status line describes what is shown (a replayed moment or the live game); the controls act on the live seat.
  const v = state.view || shown;
  const sq = shown.question;
  const invs = game.investigators || [];
  const who = sq ? (invs[sq.player - 1]?.name || `seat ${sq.player}`) : null;
  const me = v.seat > 0 ? (invs[v.seat - 1]?.name ? `${invs[v.seat - 1].name} (seat ${v.seat})` : `seat ${v.seat}`) : 'spectator';
  fill(document.getElementById('status-line'),
    state.replay ? h('b', {class: 'replay-tag'}, 'Replay · ') : null,
    h('b', {}, h('span', {class: 'long'}, 'Turn '), h('span', {class: 'short'}, 'T'), String(game.turn ?? '?')), ' · ',
    h('span', {class: 'phase'}, h('span', {class: 'long'}, titleCase(game.phase || '?')), h('span', {class: 'short'}, phaseShort(game.phase))), ' · ',
    shown.over || game.outcome ? h('span', {}, 'game over') : sq ? h('span', {class: isMine(shown) ? 'you' : ''},
      isMine(shown) ? 'your decision' : `${who} decides`) : 'nobody to decide',
    h('span', {class: 'muted you-are'}, ` · you: ${me}${v.readOnly && v.seat > 0 ? ' (read-only)' : ''}`));
  const q = v.question;
  const held = seatsOf(gameId).filter(s => s.seat > 0 && s.token !== token).sort((a, b) => a.seat - b.seat);
  const controls = [];
  if (held.length) {
    controls.push(h('label', {class: 'small control', title: 'Hot-seat: go to whichever seat this browser holds must decide next'},
      h('input', {type: 'checkbox', id: 'follow', checked: following(), onchange: ev => {
        sessionStorage.setItem(FOLLOW, ev.target.checked ? '1' : '');
        followDecider();
      }}), ' follow the decision'));
    controls.push(h('label', {class: 'small control'}, 'Switch seat ',
      h('select', {id: 'seat-switch', onchange: ev => { if (ev.target.value) switchTo(ev.target.value); }},
        h('option', {value: ''}, `seat ${v.seat || '—'}`),
        held.map(s => h('option', {value: s.token}, `seat ${s.seat}${q && q.player === s.seat ? ' (to decide)' : ''}`)))));
  }
  if (v.readOnly && v.seat > 0 && !state.takenOver) controls.push(h('button', {type: 'button', id: 'takeover', onclick: () => state.conn.send({type: 'takeover'})}, 'Take over this seat'));
  if (!v.readOnly && v.seat > 0 && !v.over) controls.push(h('button', {type: 'button', id: 'undo', class: 'secondary', title: 'Take back your answers since the last die roll or draw',
    onclick: () => state.conn.send({type: 'undo'})}, 'Undo'));
  if (!state.replay) controls.push(h('button', {type: 'button', id: 'replay', class: 'secondary', title: 'Step through the game answer by answer',
    onclick: () => replayAt(state.view.version ?? 0)}, 'Replay'));
  controls.push(h('a', {class: 'small control export', href: `/api/games/${encodeURIComponent(gameId)}/export?token=${encodeURIComponent(token)}`,
    download: `arkham-${gameId}.json`}, 'Export'));
  fill(document.getElementById('seat-controls'), controls);
}

/** Replay: the game as it was after the first `at` answers, read-only, while the live game goes on. */
async function replayAt(at) {
  let max = state.replay?.max ?? state.view?.version ?? 0;
  let target = Math.max(0, Math.min(max, at));
  let view;
  try {
    view = await api.replay(gameId, token, target);
  } catch (e) {
    // The server says how many answers there are when asked for too many.
    const m = /0 to (\d+)/.exec(e.message);
    if (!m) return toast(e.message);
    max = Number(m[1]);
    target = Math.min(target, max);
    try { view = await api.replay(gameId, token, target); } catch (e2) { return toast(e2.message); }
  }
  state.replay = {at: target, max, view};
  closeMenu();
  closeMenuPanel();
  render();
}

function renderReplayBar() {
  const bar = document.getElementById('replay-bar');
  const r = state.replay;
  document.body.classList.toggle('replaying', !!r);
  if (!r) {
    bar.hidden = true;
    return;
  }
  bar.hidden = false;
  const range = h('input', {type: 'range', min: 0, max: r.max, value: r.at, 'aria-label': 'answers replayed'});
  range.addEventListener('change', () => replayAt(Number(range.value)));
  fill(bar, h('b', {}, 'Replay '), h('span', {id: 'replay-at'}, `after ${r.at} of ${r.max} answers`),
    h('button', {type: 'button', title: 'start', onclick: () => replayAt(0)}, '« start'),
    h('button', {type: 'button', title: 'one answer back', onclick: () => replayAt(r.at - 1)}, '◀'),
    range,
    h('button', {type: 'button', title: 'one answer on', onclick: () => replayAt(r.at + 1)}, '▶'),
    h('button', {type: 'button', title: 'now', onclick: () => replayAt(r.max)}, 'now »'),
    h('button', {type: 'button', class: 'primary', id: 'replay-exit', onclick: () => { state.replay = null; render(); }}, 'Back to the live game'));
}

const FOLLOW = `arkham.follow.${gameId}`;
const following = () => sessionStorage.getItem(FOLLOW) === '1';

/** Hot-seat: when another seat this browser holds must decide, go to it. */
function followDecider() {
  const q = state.view?.question;
  if (!following() || state.replay || !q || q.player === state.view.seat) return;
  const seat = seatsOf(gameId).find(s => s.seat === q.player && s.token !== token);
  if (seat) switchTo(seat.token);
}

function switchTo(newToken) {
  token = newToken;
  history.replaceState(null, '', `/play.html?game=${encodeURIComponent(gameId)}&token=${encodeURIComponent(token)}`);
  state.conn.close();
  state.view = null;
  state.reveal = null;
  state.takenOver = false;
  state.notice = null;
  setPending(null);
  connect();
}

function connect() {
  const seen = () => state.view && state.view.version;
  // The first picture comes over HTTP (fast, and works even where WebSockets are blocked); the socket keeps it live.
  api.view(gameId, token).then(view => {
    if (state.view === null || (view.version ?? 0) > (seen() ?? -1)) showView(view);
  }).catch(e => toast(e.status === 404 ? 'No such game or seat: check the link.' : e.message));
  state.conn = new Connection(gameId, token, {
    onView: showView,
    onError: answerFailed,
    onStatus: st => {
      state.socket = st;
      // the connection dropped before the server settled the answer: the view sent on reconnecting says what happened
      if (st === 'offline' && state.pending) setPending(null);
      renderConnection();
    },
    onControl: msg => {
      if (msg.controls) {
        sessionStorage.setItem(controlKey(), String(msg.epoch));
        state.takenOver = false;
      } else if (msg.takenOver) {
        // another window has the seat: this one only watches, and never takes it back by itself
        sessionStorage.removeItem(controlKey());
        state.takenOver = true;
        setPending(null);
      }
      render();
    },
    onDatabase: msg => {
      const was = state.database;
      state.database = msg.database;
      state.databaseMessage = msg.message;
      if (msg.database === 'unavailable') state.notice = {kind: 'error', text: msg.message};
      else if (was === 'unavailable') state.notice = {kind: 'info', text: 'The database is back: you can answer again.'};
      renderConnection();
      render();
    },
    resumeEpoch: () => {
      const e = sessionStorage.getItem(controlKey());
      return e === null ? null : Number(e);
    },
  });
}

/**
 * The window that held a seat keeps, per tab (sessionStorage), the epoch the server gave it: a reload
 * or a reconnect of that tab takes the seat back at once (the server may not have noticed the old
 * connection close yet), unless another window took it in between. Another tab or browser stays
 * read-only until its player takes over explicitly.
 */
const controlKey = () => `arkham.control.${gameId}.${token}`;

function showView(view) {
  const previous = state.view;
  const before = previous?.version;
  state.view = view;
  if (state.pending && typeof view.version === 'number' && view.version > state.pending.questionId) setPending(null);
  // a notice lasts until the game moves on with the database answering
  if (state.notice && state.database === 'ok' && before !== undefined && view.version !== before) state.notice = null;
  if (following()) {
    followDecider();
    if (state.view !== view) return;
  }
  if (state.conn && typeof view.version === 'number') state.conn.version = Math.max(state.conn.version, view.version);
  rememberSeat({gameId, seat: view.seat, token, investigator: view.game?.investigators?.[view.seat - 1]?.name || null});
  noteMythos(view);
  if (!state.reveal || state.reveal.seat !== view.seat) state.reveal = new RevealQueue(view.seat);
  const wasRevealing = !!revealing();
  state.reveal.add(view.log);
  if (!revealing()) state.before = null;
  else if (!wasRevealing) state.before = previous;
  render();
}

// ------------------------------------------------------------------ the board and what it shows

/** What a thing on the board opens: the text of a place, a monster, an investigator, a gate. */
function placeRef(name) {
  const p = state.board.places.get(name);
  const game = (state.replay ? state.replay.view : state.view)?.game || {};
  const now = [];
  const clues = (game.clues || {})[name];
  if (clues) now.push(`${clues} Clue token${clues > 1 ? 's' : ''} here.`);
  const activity = (game.activity || {})[name];
  if (activity) now.push(`${activity} activity marker${activity > 1 ? 's' : ''} here.`);
  if ((game.elderSigns || []).includes(name)) now.push('Sealed by an elder sign.');
  if ((game.closed || []).includes(name)) now.push('Closed.');
  const gate = (game.gates || {})[name];
  if (gate) now.push(`A gate to ${gate.world2 ? gate.world + ' / ' + gate.world2 : gate.world} is open here.`);
  const monsters = ((game.monsterMarkers || {})[name] || []).map(m => m.name);
  if (monsters.length) now.push(`Monsters: ${monsters.join(', ')}.`);
  return {name: p ? textName(p) : name, title: p && p.kind === 'OTHER_WORLD' ? `${p.name}: ${p.world}` : undefined, now};
}

function monsterRef(tok) {
  return {name: tok.name, now: monsterNow(tok.info)};
}

function investigatorRef(seat) {
  const inv = ((state.replay ? state.replay.view : state.view)?.game?.investigators || [])[seat - 1] || {};
  const flags = [inv.delayed && 'delayed', inv.jailed && 'arrested', inv.explored && 'explored'].filter(Boolean);
  return {name: inv.name, now: [`Seat ${seat}, at ${inv.place || 'no place'}${flags.length ? ' (' + flags.join(', ') + ')' : ''}.`,
    `Sanity ${inv.sanity}/${inv.maxSanity}, Stamina ${inv.stamina}/${inv.maxStamina}, $${inv.money}, ${inv.clues} Clue tokens.`]};
}

function gateRef(place, gate) {
  return {id: gate.text, title: `Gate at ${place}`, now: [`Open at ${place}; closing modifier ${gate.modifier}.`]};
}

function makeBoard(view) {
  state.boardView = new BoardView(document.getElementById('board'), state.board, state.layout, view.setup, {
    onPlace: (name, ev, el) => {
      const options = state.targets?.places.get(name);
      if (options) chooseAt(ev, options, answer);
      else openInfo(el, placeRef(name));
    },
    onMonster: (marker, ev, el, tok, place) => {
      const options = state.targets?.monsters.get(marker);
      // a monster standing on a place to pick answers for the place; its text is on focus and the context menu
      const atPlace = state.targets?.places.get(place);
      if (options) chooseAt(ev, options, answer);
      else if (atPlace) chooseAt(ev, atPlace, answer);
      else openInfo(el, monsterRef(tok));
    },
    onInvestigator: (seat, ev, el) => openInfo(el, investigatorRef(seat)),
    onGate: (place, gate, ev, el) => openInfo(el, gateRef(place, gate)),
    // what the keyboard focus and the context menu (a long press) open, whatever a click does
    decorate: (el, what) => withInfo(el, () => what.place ? placeRef(what.place) : what.monster ? monsterRef(what.monster)
      : what.investigator ? investigatorRef(what.investigator) : gateRef(what.gate, (state.view.game.gates || {})[what.gate]), {click: false}),
  });
}

// ------------------------------------------------------------------ the header's menu on a phone

function closeMenuPanel() {
  document.getElementById('topbar').classList.remove('menu-open');
  document.getElementById('menu-toggle').setAttribute('aria-expanded', 'false');
}

async function start() {
  if (!gameId || !token) {
    fill(document.querySelector('main'), h('p', {class: 'panel'}, 'This link has no game or token. ', h('a', {href: '/'}, 'Back to the lobby')));
    return;
  }
  try {
    // the game's own board: a content pack may change it
    const [board, layout] = await Promise.all([api.gameBoard(gameId, token), api.layout()]);
    state.board = normaliseBoard(board);
    state.layout = layout;
  } catch (e) {
    toast('Cannot load the board: ' + e.message);
    return;
  }
  installInfoKeys();
  useTextsOf(gameId);
  document.addEventListener('keydown', ev => { if (ev.key === 'Escape') { closeMenu(); closeMenuPanel(); } });
  const toggle = document.getElementById('menu-toggle');
  toggle.addEventListener('click', () => {
    const open = document.getElementById('topbar').classList.toggle('menu-open');
    toggle.setAttribute('aria-expanded', String(open));
  });
  narrow.addEventListener('change', () => render());
  connect();
}

start();
