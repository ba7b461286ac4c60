// The game page: one seat's (or the spectator's) live view of one game.
import {h, fill, toast, titleCase} from './dom.js';
import {api, Connection} from './api.js';
import {BoardView, normaliseBoard} from './board.js';
import {targetsOf, renderDecision, chooseAt, closeMenu, isMine} from './decision.js';
import {renderTracks, renderDebrief, investigatorSheet, renderScore, renderLog} from './panels.js';
import {rememberSeat, seatsOf} from './store.js';

const params = new URLSearchParams(location.search);
const gameId = params.get('game');
let token = params.get('token');

const state = {view: null, board: null, boardView: null, targets: null, conn: null, logFilter: {player: '', phase: ''},
  sending: false};

function answer(option) {
  const v = state.view;
  if (!v || !v.question) return;
  closeMenu();
  const msg = {type: 'answer', questionId: v.question.id, option};
  document.body.classList.add('sending');
  if (!state.conn.send(msg)) {
    api.answer(gameId, token, v.question.id, option).catch(e => toast(e.message)).finally(() => document.body.classList.remove('sending'));
  }
}

function render() {
  const v = state.view;
  if (!v) return;
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
  renderDecision(document.getElementById('decision'), v, state.targets, answer, seatsOf(gameId).filter(s => s.token !== token), switchTo);
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

function renderStatus(v, game) {
  const q = v.question;
  const invs = game.investigators || [];
  const who = q ? (invs[q.player - 1]?.name || `seat ${q.player}`) : null;
  const me = v.seat > 0 ? (invs[v.seat - 1]?.name ? `${invs[v.seat - 1].name} (seat ${v.seat})` : `seat ${v.seat}`) : 'spectator';
  fill(document.getElementById('status-line'),
    h('b', {}, `Turn ${game.turn ?? '?'}`), ' · ', h('span', {class: 'phase'}, titleCase(game.phase || '?')), ' · ',
    v.over || game.outcome ? h('span', {}, 'game over') : q ? h('span', {class: isMine(v) ? 'you' : ''},
      isMine(v) ? 'your decision' : `${who} decides`) : 'nobody to decide',
    ' · ', h('span', {class: 'muted'}, `you: ${me}${v.readOnly && v.seat > 0 ? ' (read-only)' : ''}`));
  const held = seatsOf(gameId).filter(s => s.seat > 0 && s.token !== token).sort((a, b) => a.seat - b.seat);
  const controls = [];
  if (held.length) {
    controls.push(h('label', {class: 'small'}, 'Switch seat ',
      h('select', {id: 'seat-switch', onchange: ev => { if (ev.target.value) switchTo(ev.target.value); }},
        h('option', {value: ''}, `seat ${v.seat || '—'}`),
        held.map(s => h('option', {value: s.token}, `seat ${s.seat}${q && q.player === s.seat ? ' (to decide)' : ''}`)))));
  }
  if (v.readOnly && v.seat > 0) controls.push(h('button', {type: 'button', id: 'takeover', onclick: () => state.conn.send({type: 'takeover'})}, 'Take over this seat'));
  if (!v.readOnly && v.seat > 0 && !v.over) controls.push(h('button', {type: 'button', id: 'undo', class: 'secondary', title: 'Take back your answers since the last die roll or draw',
    onclick: () => state.conn.send({type: 'undo'})}, 'Undo'));
  controls.push(h('a', {class: 'small', href: `/api/games/${encodeURIComponent(gameId)}/export?token=${encodeURIComponent(token)}`, download: `arkham-${gameId}.json`}, 'Export'));
  fill(document.getElementById('seat-controls'), controls);
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
    const [board, layout] = await Promise.all([api.board(), api.layout()]);
    state.board = normaliseBoard(board);
    state.boardView = new BoardView(document.getElementById('board'), state.board, layout, {
      onPlace: (name, ev) => {
        const options = state.targets?.places.get(name);
        if (options) chooseAt(ev, options, answer);
      },
      onMonster: (marker, ev) => {
        const options = state.targets?.monsters.get(marker);
        if (options) chooseAt(ev, options, answer);
      },
    });
  } catch (e) {
    toast('Cannot load the board: ' + e.message);
    return;
  }
  document.addEventListener('keydown', ev => { if (ev.key === 'Escape') closeMenu(); });
  connect();
}

start();
