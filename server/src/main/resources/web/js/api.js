// REST calls and the live WebSocket connection of one seat.

async function call(method, path, body) {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : {'Content-Type': 'application/json'},
    // a string is sent as it is: a save's text keeps its 64-bit seed exact (JSON.parse would round it)
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch (e) { data = {message: text}; }
  if (!res.ok) {
    const err = new Error((data && (data.message || data.error)) || `${res.status} ${res.statusText}`);
    err.status = res.status;
    throw err;
  }
  return data;
}

export const api = {
  setupOptions: () => call('GET', '/api/setup-options'),
  createGame: setup => call('POST', '/api/games', setup),
  importGame: saveText => call('POST', '/api/games/import', saveText),
  replay: (gameId, token, at) =>
    call('GET', `/api/games/${encodeURIComponent(gameId)}/replay?token=${encodeURIComponent(token)}&at=${at}`),
  board: () => call('GET', '/api/board'),
  gameBoard: (gameId, token) => call('GET', `/api/games/${encodeURIComponent(gameId)}/board?token=${encodeURIComponent(token)}`),
  layout: () => call('GET', '/layout.json'),
  view: (gameId, token) => call('GET', `/api/games/${encodeURIComponent(gameId)}?token=${encodeURIComponent(token)}`),
  answer: (gameId, token, questionId, option) =>
    call('POST', `/api/games/${encodeURIComponent(gameId)}/answer`, {token, questionId, option}),
  hint: (gameId, token) => call('GET', `/api/games/${encodeURIComponent(gameId)}/hint?token=${encodeURIComponent(token)}`),
  texts: kind => call('GET', '/api/texts' + (kind ? `?kind=${encodeURIComponent(kind)}` : '')),
};

const texts = new Map();
let textsOfGame = null;

/** The game page reads its game's texts (a game with content packs has theirs). */
export function useTextsOf(gameId) {
  textsOfGame = gameId;
}

/**
 * The rules text of a component, {name} or {id} (GET /api/text), asked once per page: components
 * never change while a server runs. Rejects with the server's message (and its close matches).
 */
export function ruleText(ref) {
  const key = (ref.id ? `id=${encodeURIComponent(ref.id)}` : `name=${encodeURIComponent(ref.name)}`)
    + (textsOfGame ? `&game=${encodeURIComponent(textsOfGame)}` : '');
  if (!texts.has(key)) {
    const p = call('GET', `/api/text?${key}`);
    p.catch(() => texts.delete(key));
    texts.set(key, p);
  }
  return texts.get(key);
}

/**
 * A seat's live link: pushes every new view to onView, reports server errors to onError, the
 * seat's control to onControl and the database's state to onDatabase, and reconnects by itself,
 * saying which version it already has so the server can catch it up and, when this window held the
 * seat (resumeEpoch()), that it takes it back unless someone else took it since.
 */
export class Connection {
  constructor(gameId, token, {onView, onError, onStatus, onControl = () => {}, onDatabase = () => {}, resumeEpoch = () => null}) {
    Object.assign(this, {gameId, token, onView, onError, onStatus, onControl, onDatabase, resumeEpoch});
    this.version = -1;
    this.retry = 0;
    this.closed = false;
    this.open();
  }

  open() {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(`${proto}//${location.host}/ws/games/${encodeURIComponent(this.gameId)}?token=${encodeURIComponent(this.token)}`);
    this.ws = ws;
    this.onStatus('connecting');
    ws.onopen = () => {
      this.retry = 0;
      this.onStatus('live');
      const epoch = this.resumeEpoch();
      if (epoch !== null) this.send({type: 'resume', epoch});
      if (this.version >= 0) this.send({type: 'hello', version: this.version});
    };
    ws.onmessage = ev => {
      let msg;
      try { msg = JSON.parse(ev.data); } catch (e) { return; }
      if (msg.type === 'view') {
        if (typeof msg.version === 'number' && msg.version < this.version) return;
        this.version = msg.version ?? this.version;
        this.onView(msg.view);
      } else if (msg.type === 'error') {
        this.onError(msg);
      } else if (msg.type === 'control') {
        this.onControl(msg);
      } else if (msg.type === 'status') {
        this.onDatabase(msg);
      }
    };
    ws.onclose = () => {
      if (this.closed) return;
      this.onStatus('offline');
      const delay = Math.min(5000, 250 * 2 ** this.retry++);
      setTimeout(() => { if (!this.closed) this.open(); }, delay);
    };
  }

  send(msg) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(msg));
      return true;
    }
    return false;
  }

  close() {
    this.closed = true;
    if (this.ws) this.ws.close();
  }
}
