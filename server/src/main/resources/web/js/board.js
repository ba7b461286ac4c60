// The schematic board: an SVG drawn from /api/board (what the places are and how they connect)
// and layout.json (where each place sits). Tokens are redrawn from every view; the static
// drawing is built once.
import {s, slug, titleCase} from './dom.js';

const WORLD_COLOURS = {red: '#c0392b', yellow: '#e1b12c', green: '#27ae60', blue: '#2e6fd8'};
export const SEAT_COLOURS = ['#e74c3c', '#3498db', '#2ecc71', '#f1c40f', '#9b59b6', '#e67e22', '#1abc9c', '#ecf0f1'];
const KIND_CLASS = {STREET: 'street', LOCATION: 'location', OTHER_WORLD: 'world-area', SKY: 'special',
  OUTSKIRTS: 'special', LOST_IN_TIME_AND_SPACE: 'special', VORTEX: 'vortex'};

/** The board data in one shape, whatever exact form the server sends: places by name. */
export function normaliseBoard(raw) {
  const list = Array.isArray(raw) ? raw : (raw.places || []);
  const byId = new Map();
  const places = new Map();
  for (const p of list) {
    const place = {
      name: p.name,
      slug: slug(p.name),
      kind: String(p.kind || '').toUpperCase(),
      neighbourhood: p.neighbourhood || p.street || null,
      unstable: !!p.unstable,
      unverified: p.unverified || null,
      connections: p.connections || p.adjacent || [],
    };
    places.set(place.name, place);
    if (p.id !== undefined) byId.set(p.id, place);
  }
  const nameOf = ref => (typeof ref === 'number' ? byId.get(ref)?.name : (places.get(ref)?.name ?? byId.get(ref)?.name ?? ref));
  for (const p of places.values()) {
    p.connections = p.connections.map(c => nameOf(typeof c === 'object' && c !== null ? (c.name ?? c.id) : c));
    if (p.neighbourhood !== null) p.neighbourhood = nameOf(p.neighbourhood);
  }
  const worlds = (raw.otherWorlds || raw.worlds || []).map(w => ({
    name: w.name,
    colours: (w.colours || w.colors || []).map(c => String(c).toLowerCase()),
  }));
  const bySlug = new Map([...places.values()].map(p => [p.slug, p]));
  return {places, worlds, bySlug};
}

function wrap(text, max) {
  const words = text.split(' ');
  const lines = [];
  let line = '';
  for (const w of words) {
    if (line && (line + ' ' + w).length > max) { lines.push(line); line = w; } else line = line ? line + ' ' + w : w;
  }
  if (line) lines.push(line);
  return lines;
}

export class BoardView {
  /** handlers: onPlace(name, event), onMonster(place, name, index, event) */
  constructor(container, board, layout, handlers) {
    this.board = board;
    this.layout = layout;
    this.handlers = handlers;
    this.placeEls = new Map();
    this.svg = s('svg', {class: 'board', viewBox: `0 0 ${layout.width} ${layout.height}`, role: 'img',
      'aria-label': 'Arkham board'});
    this.drawStatic();
    this.tokens = s('g', {class: 'tokens'});
    this.svg.appendChild(this.tokens);
    container.replaceChildren(this.svg);
  }

  box(name) {
    return this.layout.places[name];
  }

  drawStatic() {
    const L = this.layout;
    const g = s('g', {class: 'static'});
    g.appendChild(s('rect', {x: 0, y: 0, width: L.width, height: L.height, class: 'board-bg'}));
    for (const title of L.titles || []) g.appendChild(s('text', {x: title.x, y: title.y, class: 'board-title'}, title.text));
    for (const [name, r] of Object.entries(L.neighbourhoods)) {
      g.appendChild(s('rect', {x: r.x, y: r.y, width: r.w, height: r.h, rx: 14, class: 'neighbourhood'},
        s('title', {}, name)));
    }
    // Streets and paths first, so the places sit on top of them.
    const roads = s('g', {class: 'roads'});
    const seen = new Set();
    for (const p of this.board.places.values()) {
      for (const other of p.connections) {
        const key = [p.name, other].sort().join('|');
        if (seen.has(key)) continue;
        seen.add(key);
        const a = this.box(p.name), b = this.box(other);
        if (!a || !b) continue;
        const q = this.board.places.get(other);
        const cls = p.kind === 'STREET' && q?.kind === 'STREET' ? 'road' : 'path';
        roads.appendChild(s('line', {x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: cls}));
      }
    }
    g.appendChild(roads);
    for (const w of this.board.worlds) {
      const r = L.worlds[w.name];
      if (!r) continue;
      const colours = w.colours;
      const frame = s('g', {class: 'world'});
      frame.appendChild(s('rect', {x: r.x, y: r.y, width: r.w, height: r.h, rx: 10, class: 'world-frame'}));
      frame.appendChild(s('text', {x: r.x + 12, y: r.y + 22, class: 'world-name'}, w.name));
      colours.forEach((c, k) => frame.appendChild(s('circle', {cx: r.x + r.w - 16 - k * 18, cy: r.y + 16, r: 7,
        fill: WORLD_COLOURS[c] || '#888', class: 'world-colour'}, s('title', {}, c + ' encounters'))));
      g.appendChild(frame);
    }
    for (const p of this.board.places.values()) {
      const r = this.box(p.name);
      if (!r) continue;
      const x = r.x - r.w / 2, y = r.y - r.h / 2;
      const cls = ['place', KIND_CLASS[p.kind] || 'special', p.unstable && 'unstable'];
      const el = s('g', {class: cls, 'data-place': p.name, 'data-slug': p.slug, tabindex: -1});
      el.appendChild(s('rect', {x, y, width: r.w, height: r.h, rx: p.kind === 'STREET' ? 20 : 6, class: 'place-box'}));
      const label = p.kind === 'OTHER_WORLD' ? (p.name.endsWith('(1)') ? 'first area' : 'second area') : p.name;
      const lines = p.kind === 'LOCATION' ? wrap(label, 20) : [label];
      lines.forEach((line, k) => el.appendChild(s('text', {x: r.x, y: y + 14 + k * 13, class: 'place-name'}, line)));
      if (p.unstable) {
        el.appendChild(s('path', {d: `M${x + r.w - 12} ${y + 3} l6 6 l-6 6 l-6 -6 z`, class: 'unstable-mark'},
          s('title', {}, 'Unstable: gates can open here')));
      }
      if (p.unverified) {
        el.appendChild(s('g', {class: 'unverified-mark'},
          s('circle', {cx: x + r.w - 14, cy: y + 10, r: 7}), s('text', {x: x + r.w - 14, y: y + 14}, '?'),
          s('title', {}, 'Unverified: ' + p.unverified)));
      }
      el.appendChild(s('title', {}, p.name + (p.unstable ? ' (unstable)' : '') + (p.unverified ? '\nUnverified: ' + p.unverified : '')));
      el.addEventListener('click', ev => this.handlers.onPlace(p.name, ev));
      el.addEventListener('keydown', ev => {
        if (ev.key !== 'Enter' && ev.key !== ' ') return;
        ev.preventDefault();
        const box = el.getBoundingClientRect();
        this.handlers.onPlace(p.name, {clientX: box.left + box.width / 2, clientY: box.top + box.height / 2});
      });
      this.placeEls.set(p.name, el);
      g.appendChild(el);
    }
    this.svg.appendChild(g);
  }

  /** Redraws every token from a GameView and marks the places and monsters the pending question can use. */
  update(game, targets) {
    const t = this.tokens;
    t.replaceChildren();
    for (const [name, el] of this.placeEls) {
      const target = targets.places.get(name);
      el.classList.toggle('target', !!target);
      if (target) el.setAttribute('data-options', target.map(o => o.id).join(' '));
      else el.removeAttribute('data-options');
      // Targets can be reached with Tab and chosen with Enter, like buttons.
      el.setAttribute('tabindex', target ? '0' : '-1');
      el.setAttribute('role', target ? 'button' : 'img');
      el.classList.toggle('closed', (game.closed || []).includes(name));
      el.classList.toggle('sealed', (game.elderSigns || []).includes(name));
      const title = el.querySelector(':scope > title');
      const note = this.board.places.get(name)?.unverified;
      title.textContent = name + (target ? ' — ' + target.map(o => o.label).join(' / ') : '') + (note ? '\nUnverified: ' + note : '');
    }
    const perPlace = new Map();
    const at = name => {
      if (!perPlace.has(name)) perPlace.set(name, []);
      return perPlace.get(name);
    };
    (game.investigators || []).forEach((inv, k) => {
      if (inv.place) at(inv.place).push({type: 'investigator', inv, seat: k + 1});
    });
    if (game.monsterMarkers) {
      for (const [place, markers] of Object.entries(game.monsterMarkers)) {
        for (const m of markers) at(place).push({type: 'monster', name: m.name, marker: m.marker, info: m});
      }
    } else {
      for (const [place, names] of Object.entries(game.monsters || {})) {
        for (const n of names) at(place).push({type: 'monster', name: n, marker: null, info: null});
      }
    }
    for (const [place, n] of Object.entries(game.clues || {})) at(place).push({type: 'clue', n});
    for (const [place, n] of Object.entries(game.activity || {})) at(place).push({type: 'activity', n});
    for (const [name, tokens] of perPlace) this.drawTokens(name, tokens, targets);
    for (const [place, gate] of Object.entries(game.gates || {})) this.drawGate(place, gate);
    for (const place of game.elderSigns || []) this.drawElderSign(place);
    for (const place of game.closed || []) this.drawClosed(place);
    if (targets.current) this.drawCurrent(targets.current, targets.pointsLeft, !!(game.gates || {})[targets.current]);
  }

  drawTokens(name, tokens, targets) {
    const r = this.box(name);
    if (!r) return;
    const p = this.board.places.get(name);
    const size = 20, gap = 3;
    const top = r.y - r.h / 2 + (p?.kind === 'LOCATION' ? 30 : p?.kind === 'STREET' ? 22 : 30);
    const left = r.x - r.w / 2 + 6;
    const perRow = Math.max(1, Math.floor((r.w - 12) / (size + gap)));
    tokens.forEach((tok, k) => {
      const x = left + (k % perRow) * (size + gap), y = top + Math.floor(k / perRow) * (size + gap);
      this.tokens.appendChild(this.token(tok, x, y, size, name, targets));
    });
  }

  token(tok, x, y, size, place, targets) {
    const c = size / 2;
    if (tok.type === 'investigator') {
      const inv = tok.inv;
      const initials = (inv.name || '?').split(/\s+/).map(w => w[0]).join('').slice(0, 2);
      const flags = [inv.delayed && 'delayed', inv.jailed && 'arrested', inv.explored && 'explored'].filter(Boolean);
      return s('g', {class: ['investigator-token', inv.delayed && 'delayed'], 'data-seat': tok.seat},
        s('circle', {cx: x + c, cy: y + c, r: c, fill: SEAT_COLOURS[(tok.seat - 1) % 8]}),
        s('text', {x: x + c, y: y + c + 4, class: 'token-text'}, initials),
        inv.explored ? s('text', {x: x + size - 1, y: y + 6, class: 'explored-mark'}, 'E') : null,
        s('title', {}, `${inv.name} (seat ${tok.seat})${flags.length ? ' — ' + flags.join(', ') : ''}`));
    }
    if (tok.type === 'activity') {
      return s('g', {class: 'activity-token'},
        s('rect', {x: x + 2, y: y + 2, width: size - 4, height: size - 4, transform: `rotate(45 ${x + c} ${y + c})`}),
        s('text', {x: x + c, y: y + c + 4, class: 'token-text'}, tok.n),
        s('title', {}, `${tok.n} activity marker${tok.n > 1 ? 's' : ''}`));
    }
    if (tok.type === 'monster') {
      const options = targets.monsters.get(tok.marker);
      const abbrev = tok.name.replace(/^The /, '').split(/[\s-]+/).map(w => w[0]).join('').slice(0, 2).toUpperCase();
      const dim = (tok.info?.dimension || '').toLowerCase();
      const el = s('g', {class: ['monster-token', options && 'target', dim && `dim-${dim}`], 'data-monster': tok.name, 'data-place': place,
        'data-marker': tok.marker},
        s('rect', {x, y, width: size, height: size, rx: 3}),
        s('text', {x: x + c, y: y + c + 4, class: 'token-text'}, abbrev),
        tok.info?.unverified ? s('g', {class: 'unverified-mark'}, s('circle', {cx: x + size, cy: y, r: 5}),
          s('text', {x: x + size, y: y + 3}, '?')) : null,
        s('title', {}, monsterInfo(tok) + (options ? '\n' + options.map(o => o.label).join('\n') : '')));
      el.addEventListener('click', ev => {
        ev.stopPropagation();
        this.handlers.onMonster(tok.marker, ev, monsterInfo(tok));
      });
      return el;
    }
    return s('g', {class: 'clue-token'},
      s('circle', {cx: x + c, cy: y + c, r: c - 2}),
      s('text', {x: x + c, y: y + c + 4, class: 'token-text'}, tok.n),
      s('title', {}, `${tok.n} Clue token${tok.n > 1 ? 's' : ''}`));
  }

  drawGate(place, gate) {
    const r = this.box(place);
    if (!r) return;
    const x = r.x + r.w / 2 - 4, y = r.y - r.h / 2 - 2;
    const worlds = gate.world2 ? `${gate.world} / ${gate.world2}` : gate.world;
    const attrs = (gate.attributes || []).map(a => a.toLowerCase().replace(/_/g, ' '));
    const text = `Gate to ${worlds} (closing modifier ${gate.modifier}, dimension ${gate.dimension}${gate.dimension2 ? ' / ' + gate.dimension2 : ''})` +
      (attrs.length ? `\nLurker: ${attrs.join(', ')}` : '') + (gate.unverified ? `\nUnverified: ${gate.unverified}` : '');
    const el = s('g', {class: 'gate-token', 'data-gate': place},
      s('circle', {cx: x, cy: y, r: 13}),
      s('circle', {cx: x, cy: y, r: 7, class: 'gate-inner'}),
      s('text', {x, y: y + 4, class: 'gate-mod'}, String(gate.modifier)),
      gate.unverified ? s('g', {class: 'unverified-mark'}, s('circle', {cx: x + 12, cy: y - 10, r: 6}),
        s('text', {x: x + 12, y: y - 7}, '?')) : null,
      s('title', {}, text));
    el.addEventListener('click', ev => {
      ev.stopPropagation();
      this.handlers.onInfo?.(ev, `${place}\n${text}`);
    });
    this.tokens.appendChild(el);
    this.tokens.appendChild(s('text', {x: r.x - r.w / 2 + 4, y: r.y + r.h / 2 + 13, class: 'gate-label'},
      'Gate: ' + worlds + (attrs.length ? ' *' : '')));
  }

  drawElderSign(place) {
    const r = this.box(place);
    if (!r) return;
    const x = r.x - r.w / 2 + 2, y = r.y - r.h / 2 - 10;
    this.tokens.appendChild(s('g', {class: 'elder-sign'},
      s('path', {d: starPath(x + 10, y + 10, 10, 4)}), s('title', {}, 'Elder sign: sealed')));
  }

  drawClosed(place) {
    const r = this.box(place);
    if (!r) return;
    this.tokens.appendChild(s('g', {class: 'closed-mark'},
      s('rect', {x: r.x - 34, y: r.y - 2, width: 68, height: 16, rx: 3}),
      s('text', {x: r.x, y: r.y + 10}, 'CLOSED'),
      s('title', {}, `${place} is closed`)));
  }

  /** The deciding investigator's place, with the movement points left; below the gate's label if there is one. */
  drawCurrent(place, points, gateLabel) {
    const r = this.box(place);
    if (!r) return;
    const label = points === null || points === undefined ? 'deciding' : `${points} movement point${points === 1 ? '' : 's'} left`;
    const y = r.y + r.h / 2 - 2 + (gateLabel ? 16 : 0);
    this.tokens.appendChild(s('g', {class: 'current-tag'},
      s('rect', {x: r.x - 70, y, width: 140, height: 18, rx: 9}),
      s('text', {x: r.x, y: y + 13}, label)));
  }
}

/** A monster marker's ratings and abilities, as they stand now (shown on hover or long tap). */
function monsterInfo(tok) {
  const m = tok.info;
  if (!m) return tok.name;
  const card = m.dunwichHorrorCard ? `\nDunwich Horror card: ${m.dunwichHorrorCard}` : '';
  const note = m.unverified ? `\nUnverified: ${m.unverified}` : '';
  const signed = n => (n > 0 ? '+' + n : String(n));
  const lines = [`${tok.name} (${titleCase(m.dimension || '')}, ${titleCase(m.movement || '')} movement)`,
    `Awareness ${signed(m.awareness)} · Horror ${m.horrorRating === null ? 'none' : signed(m.horrorRating) + ' / ' + m.horrorDamage}` +
    ` · Combat ${m.combatRating === null || m.combatRating === undefined ? 'none (cannot be fought)' : signed(m.combatRating) + ' / ' + m.combatDamage}` +
    ` · Toughness ${m.toughness}`];
  if (m.abilities?.length) lines.push(m.abilities.join(', '));
  return lines.join('\n') + card + note;
}

function starPath(cx, cy, R, r) {
  const pts = [];
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + k * Math.PI / 5, rad = k % 2 ? r : R;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(1)},${(cy + rad * Math.sin(a)).toFixed(1)}`);
  }
  return 'M' + pts.join(' L') + ' Z';
}
