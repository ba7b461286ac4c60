// The lobby: create a game with every option the API has, hand out its seat links, import a save,
// resume the games this browser holds.
import {h, fill, toast} from './dom.js';
import {api} from './api.js';
import {heldSeats, rememberSeat, forgetGame} from './store.js';
import {withInfo, ruleParagraphs} from './info.js';
import {seedText} from './values.js';

const LURKER_LABELS = {cards: 'Lurker cards', gates: 'Lurker gate markers', herald: 'the Lurker at the Threshold (Herald)',
  burst: 'Gate Burst', relationships: 'Relationships'};
const DUNWICH_LABELS = {board: 'the Dunwich board (its places, the train, vortices and the Dunwich Horror)',
  cards: 'Dunwich cards (and its investigators, Ancient Ones and monsters)', injuries: 'Injury and Madness cards'};
const AI_LABELS = {heuristic: 'AI (heuristic)', random: 'AI (random)', search: 'AI (search, slow)'};

/** "battleSuccessesCarryOver" -> "battle successes carry over". */
function faqLabel(name) {
  return name.replace(/([A-Z])/g, ' $1').toLowerCase();
}

function absolute(url) {
  return new URL(url, location.origin).href;
}

/** Who plays a seat: a select of "a person" and each AI level; {@code level} preselects one. */
function seatKind(id, seat, levels, level) {
  return h('label', {class: 'inline'}, 'played by ',
    h('select', {id, 'data-seat': seat, class: 'seat-kind', 'aria-label': `Who plays seat ${seat}`},
      h('option', {value: '', selected: !level}, 'a person'),
      levels.map(l => h('option', {value: l, selected: level === l}, AI_LABELS[l] || `AI (${l})`))));
}

/** The AI seats and their levels chosen in selects of class seat-kind under {@code root}. */
function aiChoice(root) {
  const aiSeats = [];
  const aiLevels = {};
  for (const s of root.querySelectorAll('select.seat-kind')) {
    if (!s.value) continue;
    const seat = Number(s.dataset.seat);
    aiSeats.push(seat);
    aiLevels[String(seat)] = s.value;
  }
  return {aiSeats, aiLevels};
}

// ------------------------------------------------------------------ new game

let sheets = [];

function seatRows(form, options) {
  const n = Number(form.elements.players.value);
  const box = form.querySelector('#seat-rows');
  const named = form.querySelector('#inv-named').checked;
  const before = new Map([...box.querySelectorAll('select')].map(s => [s.id, s.value]));
  fill(box, Array.from({length: n}, (_, k) => {
    const seat = k + 1;
    const row = h('div', {class: 'seat-row', 'data-seat': seat},
      h('span', {class: 'seat-label'}, `Seat ${seat}`),
      seatKind(`seat-kind-${seat}`, seat, options.aiLevels || [], before.get(`seat-kind-${seat}`) || ''),
      named ? h('label', {class: 'inline'}, 'investigator ',
        h('select', {name: 'investigator', id: `investigator-${seat}`, 'data-seat': seat, 'aria-label': `Investigator of seat ${seat}`},
          h('option', {value: ''}, 'dealt at random'),
          (options.investigators || []).map(i => h('option', {value: i, selected: before.get(`investigator-${seat}`) === i}, i)))) : null,
      h('div', {class: 'chosen small muted'}));
    return row;
  }));
  for (const s of box.querySelectorAll('select[name=investigator]')) s.addEventListener('change', () => showChosen(form));
  form.querySelector('#investigator-chooser').hidden = !named;
  showChosen(form);
}

/** Under each seat, the sheet of the investigator named for it; in the gallery, who is taken. */
function showChosen(form) {
  const taken = new Map();
  for (const s of form.querySelectorAll('select[name=investigator]')) {
    const chosen = s.closest('.seat-row').querySelector('.chosen');
    const sheet = sheets.find(x => x.name === s.value);
    fill(chosen, sheet ? sheet.text : '');
    if (s.value) taken.set(s.value, s.dataset.seat);
  }
  for (const card of form.querySelectorAll('.sheet-card')) {
    const seat = taken.get(card.dataset.name);
    card.classList.toggle('taken', !!seat);
    card.querySelector('.taken-by').textContent = seat ? `seat ${seat}` : '';
  }
}

/** Every investigator's sheet, each with a button that gives it to the first seat still dealt at random. */
function chooser(form) {
  const grid = h('div', {class: 'sheet-cards'});
  const details = h('details', {class: 'chooser', id: 'investigator-chooser', open: true, hidden: true},
    h('summary', {}, 'Every investigator\'s sheet'), grid);
  api.texts('investigator').then(list => {
    sheets = list;
    fill(grid, list.map(s => h('article', {class: 'sheet-card', 'data-name': s.name},
      h('h4', {}, s.name, ' ', h('span', {class: 'badge taken-by'})),
      ruleParagraphs(s.text),
      h('button', {type: 'button', class: 'pick-investigator', 'data-name': s.name, onclick: () => {
        const free = [...form.querySelectorAll('select[name=investigator]')].find(x => !x.value);
        if (!free) return toast('Every seat has an investigator; set one back to "dealt at random" first.');
        free.value = s.name;
        showChosen(form);
      }}, 'Pick'))));
    showChosen(form);
  }).catch(e => fill(grid, h('p', {class: 'muted'}, 'Cannot load the sheets: ' + e.message)));
  return details;
}

/** Named investigators go to the first seats in order (the rest are dealt), so a gap is a mistake. */
function namedInvestigators(form) {
  const picks = [...form.querySelectorAll('select[name=investigator]')].map(s => s.value);
  const last = picks.map(Boolean).lastIndexOf(true);
  if (picks.slice(0, last + 1).some(v => !v)) throw new Error('name the investigators from seat 1 on, without gaps (later seats may be dealt)');
  if (new Set(picks.filter(Boolean)).size !== picks.filter(Boolean).length) throw new Error('each investigator can be named only once');
  return picks.slice(0, last + 1);
}

function checkboxes(prefix, parts, labels) {
  return parts.map(p => h('label', {class: 'inline'}, h('input', {type: 'checkbox', name: prefix, value: p, id: `${prefix}-${p}`}),
    ' ' + (labels[p] || p)));
}

function createForm(options) {
  const form = document.getElementById('create-form');
  const min = options.minPlayers || 1, max = options.maxPlayers || 8;
  const ao = h('select', {name: 'ancientOne', id: 'ancient-one'},
    h('option', {value: ''}, 'random'), (options.ancientOnes || []).map(a => h('option', {value: a}, a)));
  const aboutAo = h('button', {type: 'button', class: 'secondary small', id: 'ancient-one-info', 'aria-label': 'About this Ancient One'}, 'About');
  withInfo(aboutAo, () => (ao.value ? {name: ao.value} : {title: 'A random Ancient One', now: ['One is drawn at random when the game starts.']}));
  fill(form,
    h('div', {class: 'row'},
      h('label', {}, 'Players ', h('select', {name: 'players', id: 'players'},
        Array.from({length: max - min + 1}, (_, k) => h('option', {value: min + k, selected: min + k === 2}, String(min + k))))),
      h('label', {}, 'Ancient One ', ao), aboutAo),
    h('fieldset', {}, h('legend', {}, 'Seats and investigators'),
      h('label', {class: 'inline'}, h('input', {type: 'radio', name: 'invmode', value: 'dealt', id: 'inv-dealt', checked: true}), ' dealt at random'),
      h('label', {class: 'inline'}, h('input', {type: 'radio', name: 'invmode', value: 'choose', id: 'inv-choose'}),
        ' each player chooses, in seat order, during setup'),
      h('label', {class: 'inline'}, h('input', {type: 'radio', name: 'invmode', value: 'named', id: 'inv-named'}), ' named here'),
      h('div', {id: 'seat-rows', class: 'seat-rows'}),
      chooser(form)),
    h('fieldset', {}, h('legend', {}, 'The Lurker at the Threshold'), checkboxes('lurker', options.lurkerParts || [], LURKER_LABELS)),
    h('fieldset', {}, h('legend', {}, 'The Dunwich Horror'), checkboxes('dunwich', options.dunwichParts || [], DUNWICH_LABELS)),
    h('fieldset', {}, h('legend', {}, 'Variants'),
      h('label', {class: 'inline'}, h('input', {type: 'checkbox', name: 'planning', id: 'planning'}),
        ' Phase 0: plan together at the start of every turn (each seat says "ready")'),
      (options.faq || []).map(f => h('label', {class: 'inline'},
        h('input', {type: 'checkbox', name: 'faq', value: f, id: `faq-${f}`}), ' FAQ ruling: ' + faqLabel(f)))),
    (options.packs || []).length ? h('fieldset', {}, h('legend', {}, 'Content packs (this server\'s; docs/CONTENT.md)'),
      options.packs.map(p => h('label', {class: 'inline', title: 'sha256 ' + p.sha256},
        h('input', {type: 'checkbox', name: 'pack', value: p.name, id: `pack-${p.name}`}), ' ' + p.name))) : null,
    h('label', {}, 'Seed ', h('input', {type: 'text', inputmode: 'numeric', name: 'seed', id: 'seed', placeholder: 'random',
      pattern: '-?[0-9]{1,19}', title: 'a whole number; the same seed and answers give the same game'})),
    h('div', {}, h('button', {type: 'submit', class: 'primary', id: 'create'}, 'Create game')));
  const refresh = () => seatRows(form, options);
  form.elements.players.addEventListener('change', refresh);
  for (const r of form.querySelectorAll('input[name=invmode]')) r.addEventListener('change', refresh);
  refresh();
  form.addEventListener('submit', async ev => {
    ev.preventDefault();
    const f = form.elements;
    const parts = (name, list) => Object.fromEntries((list || []).map(p => [p, form.querySelector(`#${name}-${p}`).checked]));
    try {
      const mode = form.querySelector('input[name=invmode]:checked').value;
      const {aiSeats, aiLevels} = aiChoice(form);
      const setup = {
        players: Number(f.players.value),
        ancientOne: f.ancientOne.value || null,
        chooseInvestigators: mode === 'choose',
        investigators: mode === 'named' ? namedInvestigators(form) : [],
        lurker: parts('lurker', options.lurkerParts),
        dunwich: parts('dunwich', options.dunwichParts),
        seed: null,
        aiSeats,
        aiLevels,
        planning: form.querySelector('#planning').checked,
        faq: [...form.querySelectorAll('input[name=faq]:checked')].map(c => c.value),
        packs: [...form.querySelectorAll('input[name=pack]:checked')].map(c => c.value),
      };
      // the seed goes as typed: a JavaScript number would round one past 2^53
      const seed = seedText(f.seed.value);
      const body = JSON.stringify(setup).replace('"seed":null', `"seed":${seed ?? 'null'}`);
      showCreated(await api.createGame(body), setup);
    } catch (e) {
      toast('Cannot create the game: ' + e.message);
    }
  });
}

// ------------------------------------------------------------------ created, my games

function showCreated(created, setup) {
  for (const seat of created.seats) rememberSeat({gameId: created.gameId, seat: seat.seat, token: seat.token, url: seat.url});
  rememberSeat({gameId: created.gameId, seat: 0, token: created.spectator.token, url: created.spectator.url});
  const el = document.getElementById('created');
  el.hidden = false;
  const link = (label, url, id) => h('li', {}, h('b', {}, label + ': '), h('a', {href: url, id, target: '_blank', rel: 'noopener'}, absolute(url)),
    ' ', h('button', {type: 'button', class: 'secondary small', onclick: () => navigator.clipboard?.writeText(absolute(url))}, 'copy'));
  const ai = Object.entries(setup.aiLevels || {});
  fill(el, h('h2', {}, 'Game created'),
    h('p', {class: 'muted'}, 'Send each player the link of their seat: whoever opens it plays that seat. Keep them secret. '
      + 'This browser keeps all of them, so it can also play every seat at one table (switch seat on the game page).'),
    h('ul', {class: 'seat-links'}, created.seats.map(s => link(`Seat ${s.seat}`, s.url, `seat-link-${s.seat}`)),
      ai.map(([seat, level]) => h('li', {id: `ai-seat-${seat}`}, h('b', {}, `Seat ${seat}: `), `played by the server's AI (${level})`)),
      link('Spectator', created.spectator.url, 'spectator-link')),
    created.newFuture ? h('p', {class: 'muted', id: 'new-future'}, 'This copy of an unfinished game goes on from the same '
      + 'position, but its dice and the order of every face-down deck are drawn anew: it cannot tell what the game it was '
      + 'exported from will draw.') : null);
  renderMyGames();
  el.scrollIntoView({behavior: 'smooth'});
}

function renderMyGames() {
  const byGame = new Map();
  for (const s of heldSeats()) {
    if (!byGame.has(s.gameId)) byGame.set(s.gameId, []);
    byGame.get(s.gameId).push(s);
  }
  const el = document.getElementById('my-games');
  fill(el, h('h2', {}, 'My games'),
    byGame.size === 0 ? h('p', {class: 'muted'}, 'No game yet in this browser.') :
      h('ul', {class: 'my-games'}, [...byGame].map(([id, seats]) => h('li', {'data-game': id},
        h('span', {class: 'muted small'}, `${id.slice(0, 8)}… · ${new Date(Math.max(...seats.map(s => s.saved || 0))).toLocaleString()} `),
        seats.sort((a, b) => (a.seat || 99) - (b.seat || 99)).map(s => h('a', {class: 'seat-chip',
          href: `/play.html?game=${encodeURIComponent(id)}&token=${encodeURIComponent(s.token)}`},
          s.seat > 0 ? `seat ${s.seat}${s.investigator ? ' ' + s.investigator : ''}` : 'spectate')),
        h('button', {type: 'button', class: 'secondary small', onclick: () => { forgetGame(id); renderMyGames(); }}, 'forget')))));
}

// ------------------------------------------------------------------ import

/**
 * A save picked to import: who plays each seat, as the save says (an export lists its AI seats) and
 * as the player changes it, then Import. The save's text is sent as it is, inside the request: its
 * 64-bit seed would not survive JSON.parse.
 */
function importOptions(file, text, levels) {
  let save;
  try { save = JSON.parse(text); } catch (e) { throw new Error(`${file.name} is not JSON`); }
  const players = save?.setup?.players;
  if (!Number.isInteger(players) || players < 1) throw new Error(`${file.name} is not a save (no setup.players)`);
  const ai = new Map((Array.isArray(save.aiSeats) ? save.aiSeats : []).map(s => [s, (save.aiLevels || {})[String(s)] || levels[0]]));
  const box = document.getElementById('import-options');
  box.hidden = false;
  fill(box,
    h('p', {}, h('b', {}, file.name), ` · ${players} seat${players > 1 ? 's' : ''} · ${(save.answers || []).length} answers`
      + (save.sealed ? ' · unfinished (sealed)' : '')),
    h('div', {class: 'seat-rows'}, Array.from({length: players}, (_, k) => h('div', {class: 'seat-row'},
      h('span', {class: 'seat-label'}, `Seat ${k + 1}`), seatKind(`import-seat-kind-${k + 1}`, k + 1, levels, ai.get(k + 1) || '')))),
    h('div', {}, h('button', {type: 'button', class: 'primary', id: 'import-go', onclick: async () => {
      const {aiSeats, aiLevels} = aiChoice(box);
      try {
        const body = `{"save": ${text}, "aiSeats": ${JSON.stringify(aiSeats)}, "aiLevels": ${JSON.stringify(aiLevels)}}`;
        showCreated(await api.importGame(body), {aiSeats, aiLevels});
        box.hidden = true;
      } catch (e) {
        toast('Cannot import: ' + e.message);
      }
    }}, 'Import')));
}

let aiLevels = ['heuristic'];

document.getElementById('import-file').addEventListener('change', async ev => {
  const file = ev.target.files[0];
  if (!file) return;
  try {
    importOptions(file, await file.text(), aiLevels);
  } catch (e) {
    toast('Cannot import: ' + e.message);
  }
  ev.target.value = '';
});

api.setupOptions().then(o => {
  aiLevels = o.aiLevels || aiLevels;
  createForm(o);
}).catch(e => toast('Cannot reach the server: ' + e.message));
renderMyGames();
