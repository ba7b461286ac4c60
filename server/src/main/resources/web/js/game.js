// The game page: one seat's (or the spectator's) live view of one game.
import {h, fill, toast, titleCase} from './dom.js';
import {api, Connection} from './api.js';
import {BoardView, normaliseBoard} from './board.js';
import {targetsOf, renderDecision, chooseAt, closeMenu, infoAt, isMine, noteAnswer} from './decision.js';
import {renderTracks, renderDebrief, investigatorSheet, renderScore, renderLog} from './panels.js';
import {rememberSeat, seatsOf} from './store.js';

const params = new URLSearchParams(location.search);
const gameId = params.get('game');
let token = params.get('token');

const state = {view: null, replay: null, board: null, boardView: null, targets: null, conn: null, logFilter: {player: '', phase: ''},
};

function answer(option) {
  const v = state.view;
  if (!v || !v.question) return;
  closeMenu();
  noteAnswer(v.question, option);
  const msg = {type: 'answer', questionId: v.question.id, option};
  document.body.classList.add('sending');
  if (!state.conn.send(msg)) {
    api.answer(gameId, token, v.question.id, option).catch(e => toast(e.message)).finally(() => document.body.classList.remove('sending'));
  }
}

function render() {
  const v = state.replay ? state.replay.view : state.view;
  if (!v) return;
  renderReplayBar();
  const game = v.game || {};
  const mine = isMine(v);
  state.targets = targetsOf(v.question, game, state.board, mine);
  document.body.classList.toggle('my-turn', mine);
  // For tests and scripts: which state this page shows.
  document.body.dataset.version = String(v.version ?? '');
  document.body.dataset.question = v.question && v.question.id !== undefined ? String(v.question.id) : '';
  document.body.dataset.phase = game.phase || '';
  document.body.dataset.turn = String(game.turn ?? '');
  document.body.classList.remove('sending');
  state.boardView.update(game, state.targets);
  renderDecision(document.getElementById('decision'), v, state.targets, answer, state.replay ? [] : seatsOf(gameId).filter(s => s.token !== token), switchTo);
  renderDebrief(document.getElementById('debrief'), v.debrief, game);
  renderTracks(document.getElementById('tracks'), game);
  renderScore(document.getElementById('score'), v);
  renderLog(document.getElementById('log'), v, state.logFilter, f => { state.logFilter = f; render(); });
  const invs = game.investigators || [];
  // Your own sheet first, then the others in seat order.
  const order = invs.map((inv, k) => k + 1).sort((a, b) => (b === v.seat) - (a === v.seat) || a - b);
  fill(document.getElementById('sheets'), order.map(seat => investigatorSheet(invs[seat - 1], seat, v, state.targets, answer)));
  renderStatus(v, game);
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
    h('b', {}, `Turn ${game.turn ?? '?'}`), ' · ', h('span', {class: 'phase'}, titleCase(game.phase || '?')), ' · ',
    shown.over || game.outcome ? h('span', {}, 'game over') : sq ? h('span', {class: isMine(shown) ? 'you' : ''},
      isMine(shown) ? 'your decision' : `${who} decides`) : 'nobody to decide',
    ' · ', h('span', {class: 'muted'}, `you: ${me}${v.readOnly && v.seat > 0 ? ' (read-only)' : ''}`));
  const q = v.question;
  const held = seatsOf(gameId).filter(s => s.seat > 0 && s.token !== token).sort((a, b) => a.seat - b.seat);
  const controls = [];
  if (held.length) {
    controls.push(h('label', {class: 'small', title: 'Hot-seat: go to whichever seat this browser holds must decide next'},
      h('input', {type: 'checkbox', id: 'follow', checked: following(), onchange: ev => {
        sessionStorage.setItem(FOLLOW, ev.target.checked ? '1' : '');
        followDecider();
      }}), ' follow the decision'));
    controls.push(h('label', {class: 'small'}, 'Switch seat ',
      h('select', {id: 'seat-switch', onchange: ev => { if (ev.target.value) switchTo(ev.target.value); }},
        h('option', {value: ''}, `seat ${v.seat || '—'}`),
        held.map(s => h('option', {value: s.token}, `seat ${s.seat}${q && q.player === s.seat ? ' (to decide)' : ''}`)))));
  }
  if (v.readOnly && v.seat > 0) controls.push(h('button', {type: 'button', id: 'takeover', onclick: () => state.conn.send({type: 'takeover'})}, 'Take over this seat'));
  if (!v.readOnly && v.seat > 0 && !v.over) controls.push(h('button', {type: 'button', id: 'undo', class: 'secondary', title: 'Take back your answers since the last die roll or draw',
    onclick: () => state.conn.send({type: 'undo'})}, 'Undo'));
  if (!state.replay) controls.push(h('button', {type: 'button', id: 'replay', class: 'secondary', title: 'Step through the game answer by answer',
    onclick: () => replayAt(state.view.version ?? 0)}, 'Replay'));
  controls.push(h('a', {class: 'small', href: `/api/games/${encodeURIComponent(gameId)}/export?token=${encodeURIComponent(token)}`, download: `arkham-${gameId}.json`}, 'Export'));
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
    onError: e => {
      document.body.classList.remove('sending');
      toast(e.message || `Error ${e.code}`);
    },
    onStatus: st => {
      const el = document.getElementById('conn');
      el.textContent = st === 'live' ? '● live' : st === 'offline' ? '● reconnecting…' : '● connecting…';
      el.className = 'conn ' + st;
    },
  });
}

/**
 * A reload or a reconnect from the tab that held the seat takes it back at once (the server may not
 * have noticed the old connection close yet); another tab or browser stays read-only until its
 * player takes over explicitly. sessionStorage is per tab, so it tells the two apart.
 */
function keepControl(view) {
  const key = `arkham.control.${gameId}.${token}`;
  if (!(view.seat > 0)) return;
  if (!view.readOnly) sessionStorage.setItem(key, '1');
  else if (sessionStorage.getItem(key) === '1' && state.conn && !state.conn.tookOver) {
    state.conn.tookOver = true;
    state.conn.send({type: 'takeover'});
  }
}

function showView(view) {
  state.view = view;
  keepControl(view);
  if (following()) {
    followDecider();
    if (state.view !== view) return;
  }
  if (state.conn && typeof view.version === 'number') state.conn.version = Math.max(state.conn.version, view.version);
  rememberSeat({gameId, seat: view.seat, token, investigator: view.game?.investigators?.[view.seat - 1]?.name || null});
  render();
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
    state.boardView = new BoardView(document.getElementById('board'), state.board, layout, {
      onPlace: (name, ev) => {
        const options = state.targets?.places.get(name);
        if (options) chooseAt(ev, options, answer);
      },
      onMonster: (marker, ev, info) => {
        const options = state.targets?.monsters.get(marker);
        if (options) chooseAt(ev, options, answer);
        else infoAt(ev, info);
      },
      onInfo: (ev, text) => infoAt(ev, text),
    });
  } catch (e) {
    toast('Cannot load the board: ' + e.message);
    return;
  }
  document.addEventListener('keydown', ev => { if (ev.key === 'Escape') closeMenu(); });
  connect();
}

start();
