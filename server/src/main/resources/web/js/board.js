// The schematic board: an SVG drawn from /api/board (what the places are and how they connect)
// and layout.json (where each place sits), with only the parts the game uses (the Dunwich board and
// its Other Worlds when they are in play). Tokens are redrawn from every view; the static drawing is
// built once. The board pans and zooms: drag, pinch, the wheel, or the buttons in its corner.
import {s, h, slug} from './dom.js';
import {abbreviations} from './abbrev.js';
import {union, fit, toDrawing, zoomAt, pan, clamp, pinch, viewBox} from './viewport.js';

const WORLD_COLOURS = {red: '#c0392b', yellow: '#e1b12c', green: '#27ae60', blue: '#2e6fd8'};
export const SEAT_COLOURS = ['#e74c3c', '#3498db', '#2ecc71', '#f1c40f', '#9b59b6', '#e67e22', '#1abc9c', '#ecf0f1'];
const KIND_CLASS = {STREET: 'street', LOCATION: 'location', OTHER_WORLD: 'world-area', SKY: 'special',
  OUTSKIRTS: 'special', LOST_IN_TIME_AND_SPACE: 'special', VORTEX: 'vortex'};
/** Pointer travel (px) past which a press is a drag, not a click. */
const DRAG = 6;

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
      town: p.town || 'Arkham',
      world: p.world || null,
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

/** The name /api/text knows a place by: an Other World's area by its world. */
export function textName(place) {
  return place.kind === 'OTHER_WORLD' && place.world ? place.world : place.name;
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
  /**
   * handlers: onPlace(name, event, element), onMonster(marker, event, element, token, place),
   * onInvestigator(seat, event, element), onGate(place, gate, event, element). {@code setup} is the
   * view's setup (the towns and Other Worlds in use, the game's monsters).
   */
  constructor(container, board, layout, setup, handlers) {
    this.board = board;
    this.layout = layout;
    this.handlers = handlers;
    this.placeEls = new Map();
    const towns = new Set(setup?.towns || ['Arkham']);
    const worlds = setup?.otherWorlds ? new Set(setup.otherWorlds) : null;
    this.shown = p => towns.has(p.town) && (p.kind !== 'OTHER_WORLD' || !worlds || worlds.has(p.world));
    this.worldShown = w => !worlds || worlds.has(w);
    this.labels = abbreviations(setup?.monsters || []);
    this.svg = s('svg', {class: 'board', role: 'group', 'aria-label': 'The board: places, monsters, gates and investigators'});
    this.drawStatic(towns);
    this.tokens = s('g', {class: 'tokens'});
    this.svg.appendChild(this.tokens);
    this.controls = h('div', {class: 'zoom-controls'},
      h('button', {type: 'button', class: 'zoom-in', 'aria-label': 'Zoom in', title: 'Zoom in', onclick: () => this.zoomBy(1.4)}, '+'),
      h('button', {type: 'button', class: 'zoom-out', 'aria-label': 'Zoom out', title: 'Zoom out', onclick: () => this.zoomBy(1 / 1.4)}, '−'),
      h('button', {type: 'button', class: 'zoom-fit', 'aria-label': 'Show the whole board', title: 'Whole board', onclick: () => this.fitAll()}, '⤢'),
      h('button', {type: 'button', class: 'zoom-focus', 'aria-label': 'Show where the decision is', title: 'Where the decision is',
        onclick: () => this.focusDecision()}, '◎'));
    container.replaceChildren(this.svg, this.controls);
    this.container = container;
    this.view = null;
    this.userMoved = false;
    this.installPanZoom();
    new ResizeObserver(() => this.resized()).observe(container);
    this.resized();
  }

  box(name) {
    return this.layout.places[name];
  }

  drawStatic(towns) {
    const L = this.layout;
    const g = s('g', {class: 'static'});
    const rects = [];
    const streetTown = new Map([...this.board.places.values()].filter(p => p.kind === 'STREET').map(p => [p.name, p.town]));
    g.appendChild(s('rect', {x: -2000, y: -2000, width: L.width + 4000, height: L.height + 4000, class: 'board-bg'}));
    for (const title of L.titles || []) {
      // "Dunwich" only with its board; "Other Worlds" and "Arkham" always
      if (title.text === 'Dunwich' && !towns.has('Dunwich')) continue;
      g.appendChild(s('text', {x: title.x, y: title.y, class: 'board-title'}, title.text));
    }
    for (const [name, r] of Object.entries(L.neighbourhoods)) {
      if (streetTown.has(name) && !towns.has(streetTown.get(name))) continue;
      rects.push({x: r.x, y: r.y, w: r.w, h: r.h});
      g.appendChild(s('rect', {x: r.x, y: r.y, width: r.w, height: r.h, rx: 14, class: 'neighbourhood'}));
    }
    // Streets and paths first, so the places sit on top of them.
    const roads = s('g', {class: 'roads'});
    const seen = new Set();
    for (const p of this.board.places.values()) {
      if (!this.shown(p)) continue;
      for (const other of p.connections) {
        const key = [p.name, other].sort().join('|');
        const q = this.board.places.get(other);
        if (seen.has(key) || !q || !this.shown(q)) continue;
        seen.add(key);
        const a = this.box(p.name), b = this.box(other);
        if (!a || !b) continue;
        const cls = p.kind === 'STREET' && q.kind === 'STREET' ? 'road' : 'path';
        roads.appendChild(s('line', {x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: cls}));
      }
    }
    g.appendChild(roads);
    for (const w of this.board.worlds) {
      const r = L.worlds[w.name];
      if (!r || !this.worldShown(w.name)) continue;
      rects.push({x: r.x, y: r.y, w: r.w, h: r.h});
      const frame = s('g', {class: 'world'});
      frame.appendChild(s('rect', {x: r.x, y: r.y, width: r.w, height: r.h, rx: 10, class: 'world-frame'}));
      frame.appendChild(s('text', {x: r.x + 12, y: r.y + 22, class: 'world-name'}, w.name));
      w.colours.forEach((c, k) => frame.appendChild(s('circle', {cx: r.x + r.w - 16 - k * 18, cy: r.y + 16, r: 7,
        fill: WORLD_COLOURS[c] || '#888', class: 'world-colour'}, s('title', {}, c + ' encounters'))));
      g.appendChild(frame);
    }
    for (const p of this.board.places.values()) {
      const r = this.box(p.name);
      if (!r || !this.shown(p)) continue;
      rects.push({x: r.x - r.w / 2, y: r.y - r.h / 2, w: r.w, h: r.h});
      const x = r.x - r.w / 2, y = r.y - r.h / 2;
      const cls = ['place', KIND_CLASS[p.kind] || 'special', p.unstable && 'unstable'];
      const el = s('g', {class: cls, 'data-place': p.name, 'data-slug': p.slug, tabindex: 0, role: 'button'});
      el.appendChild(s('rect', {x, y, width: r.w, height: r.h, rx: p.kind === 'STREET' ? 20 : 6, class: 'place-box'}));
      const label = p.kind === 'OTHER_WORLD' ? (p.name.endsWith('(1)') ? 'first area' : 'second area') : p.name;
      const lines = p.kind === 'LOCATION' ? wrap(label, 20) : [label];
      lines.forEach((line, k) => el.appendChild(s('text', {x: r.x, y: y + 14 + k * 13, class: 'place-name'}, line)));
      if (p.unstable) el.appendChild(s('path', {d: `M${x + r.w - 12} ${y + 3} l6 6 l-6 6 l-6 -6 z`, class: 'unstable-mark'}));
      // a place no source confirms (a content mark): its text says what stands in
      if (p.unverified) {
        el.appendChild(s('g', {class: 'unverified-mark'},
          s('circle', {cx: x + r.w - 14, cy: y + 10, r: 7}), s('text', {x: x + r.w - 14, y: y + 14}, '?')));
      }
      el.appendChild(s('title', {}, p.name + (p.unstable ? ' (unstable)' : '') + (p.unverified ? '\nUnverified: ' + p.unverified : '')));
      el.addEventListener('click', ev => this.handlers.onPlace(p.name, ev, el));
      el.addEventListener('keydown', ev => {
        if (ev.key !== 'Enter' && ev.key !== ' ') return;
        ev.preventDefault();
        this.handlers.onPlace(p.name, centre(el), el);
      });
      this.handlers.decorate?.(el, {place: p.name});
      this.placeEls.set(p.name, el);
      g.appendChild(el);
    }
    this.bounds = union(rects) || {x: 0, y: 0, w: L.width, h: L.height};
    this.svg.appendChild(g);
  }

  // ------------------------------------------------------------------ pan and zoom

  /** The element's size and the views it allows: the whole drawing at most, a neighbourhood or so at least. */
  limits() {
    const r = this.svg.getBoundingClientRect();
    // the whole board fits beside the zoom buttons, which stand in a column on its right
    const inset = Math.min(this.controls.offsetWidth + 12, r.width / 4);
    const widest = fit(this.bounds, r.width - inset, r.height, 12);
    widest.w *= r.width / (r.width - inset);
    return {rect: r, widest, narrowest: Math.min(widest.w, 260)};
  }

  setView(v) {
    const {widest, narrowest} = this.limits();
    this.view = clamp(v, this.bounds, widest, narrowest);
    this.svg.setAttribute('viewBox', viewBox(this.view));
    this.svg.classList.toggle('zoomed', this.view.w < widest.w - 1);
  }

  fitAll() {
    this.userMoved = false;
    this.setView(this.limits().widest);
  }

  zoomBy(factor, px, py) {
    const v = this.view;
    this.userMoved = true;
    this.setView(zoomAt(v, factor, px ?? v.x + v.w / 2, py ?? v.y + v.h / 2));
  }

  /** Shows these places (the decision's targets and where the deciding investigator is), not too close. */
  focusOn(names) {
    const boxes = names.map(n => this.box(n)).filter(Boolean).map(r => ({x: r.x - r.w / 2, y: r.y - r.h / 2, w: r.w, h: r.h}));
    const u = union(boxes);
    if (!u) return this.fitAll();
    const {rect} = this.limits();
    const grown = u.w < 420 ? {x: u.x - (420 - u.w) / 2, y: u.y, w: 420, h: u.h} : u;
    this.setView(fit(grown, rect.width, rect.height, 30));
  }

  focusDecision() {
    const t = this.lastTargets;
    const names = t ? [...t.places.keys(), t.current].filter(Boolean) : [];
    this.userMoved = true;
    if (names.length) this.focusOn(names); else this.fitAll();
  }

  resized() {
    const {rect, widest} = this.limits();
    if (!rect.width || !rect.height) return;
    if (!this.view || !this.userMoved) {
      this.setView(widest);
    } else {
      // keep the centre and the scale; take the element's new proportions
      const scale = this.view.w / (this.lastWidth || rect.width);
      const cx = this.view.x + this.view.w / 2, cy = this.view.y + this.view.h / 2;
      const w = rect.width * scale, hh = rect.height * scale;
      this.setView({x: cx - w / 2, y: cy - hh / 2, w, h: hh});
    }
    this.lastWidth = rect.width;
  }

  installPanZoom() {
    const svg = this.svg;
    const pointers = new Map();
    let start = null;
    let dragged = false;
    svg.addEventListener('pointerdown', ev => {
      pointers.set(ev.pointerId, {x: ev.clientX, y: ev.clientY});
      start = {view: this.view, rect: svg.getBoundingClientRect(), points: new Map([...pointers].map(([k, p]) => [k, {...p}]))};
      if (pointers.size === 1) dragged = false;
    });
    svg.addEventListener('pointermove', ev => {
      if (!pointers.has(ev.pointerId) || !start) return;
      pointers.set(ev.pointerId, {x: ev.clientX, y: ev.clientY});
      const ids = [...pointers.keys()];
      if (ids.length >= 2 && start.points.size >= 2) {
        const [a, b] = ids;
        const a0 = start.points.get(a), b0 = start.points.get(b);
        if (!a0 || !b0) return;
        dragged = true;
        this.userMoved = true;
        this.setView(pinch(start.view, start.rect, a0, b0, pointers.get(a), pointers.get(b)));
        return;
      }
      const p0 = start.points.get(ev.pointerId);
      if (!p0) return;
      const dx = ev.clientX - p0.x, dy = ev.clientY - p0.y;
      if (!dragged && Math.hypot(dx, dy) < DRAG) return;
      if (!dragged) {
        // keep the drag when the pointer leaves the board; a pointer the browser does not track cannot be captured
        try { svg.setPointerCapture(ev.pointerId); } catch (e) { /* the drag goes on without capture */ }
      }
      dragged = true;
      this.userMoved = true;
      const k = start.view.w / start.rect.width;
      this.setView(pan(start.view, dx * k, dy * k));
    });
    const up = ev => {
      pointers.delete(ev.pointerId);
      start = pointers.size ? {view: this.view, rect: svg.getBoundingClientRect(), points: new Map([...pointers].map(([k, p]) => [k, {...p}]))} : null;
    };
    svg.addEventListener('pointerup', up);
    svg.addEventListener('pointercancel', up);
    // a drag ends without a click on what it started on
    svg.addEventListener('click', ev => {
      if (dragged) {
        ev.stopPropagation();
        ev.preventDefault();
        dragged = false;
      }
    }, true);
    svg.addEventListener('wheel', ev => {
      ev.preventDefault();
      const p = toDrawing(this.view, svg.getBoundingClientRect(), ev.clientX, ev.clientY);
      this.zoomBy(Math.exp(-ev.deltaY * 0.0015), p.x, p.y);
    }, {passive: false});
  }

  // ------------------------------------------------------------------ tokens

  /** Redraws every token from a GameView and marks the places and monsters the pending question can use. */
  update(game, targets) {
    this.lastTargets = targets;
    const t = this.tokens;
    t.replaceChildren();
    for (const [name, el] of this.placeEls) {
      const target = targets.places.get(name);
      el.classList.toggle('target', !!target);
      if (target) el.setAttribute('data-options', target.map(o => o.id).join(' '));
      else el.removeAttribute('data-options');
      el.classList.toggle('closed', (game.closed || []).includes(name));
      el.classList.toggle('sealed', (game.elderSigns || []).includes(name));
      el.setAttribute('aria-label', name + (target ? ': ' + target.map(o => o.label).join(' / ') : ''));
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

  /** The label on a monster's token: unique among the game's monsters (abbrev.js). */
  label(name) {
    return this.labels.get(name) || name.replace(/^The /, '').split(/[\s-]+/).map(w => w[0]).join('').slice(0, 3);
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

  /** A token that answers for its place when the place is a target, else opens its own text. */
  clickable(el, place, targets, own) {
    el.setAttribute('tabindex', '0');
    el.setAttribute('role', 'button');
    el.addEventListener('click', ev => {
      ev.stopPropagation();
      if (targets.places.has(place)) this.handlers.onPlace(place, ev, el);
      else own(ev);
    });
    el.addEventListener('keydown', ev => {
      if (ev.key !== 'Enter' && ev.key !== ' ') return;
      ev.preventDefault();
      ev.stopPropagation();
      if (targets.places.has(place)) this.handlers.onPlace(place, centre(el), el);
      else own(centre(el));
    });
    return el;
  }

  token(tok, x, y, size, place, targets) {
    const c = size / 2;
    if (tok.type === 'investigator') {
      const inv = tok.inv;
      const initials = (inv.name || '?').replace(/"[^"]*"\s*/g, '').split(/\s+/).map(w => w[0]).join('').slice(0, 2);
      const flags = [inv.delayed && 'delayed', inv.jailed && 'arrested', inv.explored && 'explored'].filter(Boolean);
      const el = s('g', {class: ['investigator-token', inv.delayed && 'delayed'], 'data-seat': tok.seat,
        'aria-label': `${inv.name}, seat ${tok.seat}${flags.length ? ', ' + flags.join(', ') : ''}`},
        s('circle', {cx: x + c, cy: y + c, r: c, fill: SEAT_COLOURS[(tok.seat - 1) % 8]}),
        s('text', {x: x + c, y: y + c + 4, class: 'token-text'}, initials),
        inv.explored ? s('text', {x: x + size - 1, y: y + 6, class: 'explored-mark'}, 'E') : null,
        s('title', {}, `${inv.name} (seat ${tok.seat})${flags.length ? ' — ' + flags.join(', ') : ''}`));
      this.handlers.decorate?.(el, {investigator: tok.seat});
      return this.clickable(el, place, targets, ev => this.handlers.onInvestigator(tok.seat, ev, el));
    }
    if (tok.type === 'activity' || tok.type === 'clue') {
      const what = tok.type === 'clue' ? `${tok.n} Clue token${tok.n > 1 ? 's' : ''}` : `${tok.n} activity marker${tok.n > 1 ? 's' : ''}`;
      const el = tok.type === 'clue'
        ? s('g', {class: 'clue-token', 'aria-label': `${what} at ${place}`},
          s('circle', {cx: x + c, cy: y + c, r: c - 2}), s('text', {x: x + c, y: y + c + 4, class: 'token-text'}, tok.n), s('title', {}, what))
        : s('g', {class: 'activity-token', 'aria-label': `${what} at ${place}`},
          s('rect', {x: x + 3, y: y + 3, width: size - 6, height: size - 6, transform: `rotate(45 ${x + c} ${y + c})`}),
          s('text', {x: x + c, y: y + c + 4, class: 'token-text'}, tok.n), s('title', {}, what));
      this.handlers.decorate?.(el, {place});
      return this.clickable(el, place, targets, ev => this.handlers.onPlace(place, ev, el));
    }
    const options = targets.monsters.get(tok.marker);
    const label = this.label(tok.name);
    const dim = (tok.info?.dimension || '').toLowerCase();
    const el = s('g', {class: ['monster-token', options && 'target', dim && `dim-${dim}`], 'data-monster': tok.name, 'data-place': place,
      'data-marker': tok.marker, tabindex: 0, role: 'button',
      'aria-label': `${tok.name} at ${place}` + (options ? ': ' + options.map(o => o.label).join(' / ') : '')},
      s('rect', {x, y, width: size, height: size, rx: 3}),
      s('text', {x: x + c, y: y + c + (label.length > 2 ? 3 : 4), class: ['token-text', label.length > 2 && 'long']}, label),
      tok.info?.unverified ? s('g', {class: 'unverified-mark'}, s('circle', {cx: x + size, cy: y, r: 5}),
        s('text', {x: x + size, y: y + 3}, '?')) : null,
      s('title', {}, tok.name + (options ? '\n' + options.map(o => o.label).join('\n') : '')));
    el.addEventListener('click', ev => {
      ev.stopPropagation();
      this.handlers.onMonster(tok.marker, ev, el, tok, place);
    });
    el.addEventListener('keydown', ev => {
      if (ev.key !== 'Enter' && ev.key !== ' ') return;
      ev.preventDefault();
      ev.stopPropagation();
      this.handlers.onMonster(tok.marker, centre(el), el, tok, place);
    });
    this.handlers.decorate?.(el, {monster: tok});
    return el;
  }

  drawGate(place, gate) {
    const r = this.box(place);
    if (!r) return;
    const x = r.x + r.w / 2 - 4, y = r.y - r.h / 2 - 2;
    const worlds = gate.world2 ? `${gate.world} / ${gate.world2}` : gate.world;
    const attrs = (gate.attributes || []).map(a => a.toLowerCase().replace(/_/g, ' '));
    const el = s('g', {class: 'gate-token', 'data-gate': place, tabindex: 0, role: 'button',
      'aria-label': `Gate to ${worlds} at ${place}, closing modifier ${gate.modifier}`},
      s('circle', {cx: x, cy: y, r: 13}),
      s('circle', {cx: x, cy: y, r: 7, class: 'gate-inner'}),
      s('text', {x, y: y + 4, class: 'gate-mod'}, String(gate.modifier)),
      gate.unverified ? s('g', {class: 'unverified-mark'}, s('circle', {cx: x + 12, cy: y - 10, r: 6}),
        s('text', {x: x + 12, y: y - 7}, '?')) : null,
      s('title', {}, `Gate to ${worlds} (closing modifier ${gate.modifier})` + (attrs.length ? `; ${attrs.join(', ')}` : '')
        + (gate.unverified ? `\nUnverified: ${gate.unverified}` : '')));
    // a gate on a place to pick answers for the place (closing it, entering it); else it opens its text
    const act = ev => {
      if (this.lastTargets?.places.has(place)) this.handlers.onPlace(place, ev, el);
      else this.handlers.onGate(place, gate, ev, el);
    };
    el.addEventListener('click', ev => {
      ev.stopPropagation();
      act(ev);
    });
    el.addEventListener('keydown', ev => {
      if (ev.key !== 'Enter' && ev.key !== ' ') return;
      ev.preventDefault();
      act(centre(el));
    });
    this.handlers.decorate?.(el, {gate: place});
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

/** Where a keyboard choice "points": the middle of the element, as a click there would. */
function centre(el) {
  const box = el.getBoundingClientRect();
  return {clientX: box.left + box.width / 2, clientY: box.top + box.height / 2};
}

function starPath(cx, cy, R, r) {
  const pts = [];
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + k * Math.PI / 5, rad = k % 2 ? r : R;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(1)},${(cy + rad * Math.sin(a)).toFixed(1)}`);
  }
  return 'M' + pts.join(' L') + ' Z';
}
