// The lobby: create a game, hand out its seat links, resume the games this browser holds.
import {h, fill, toast} from './dom.js';
import {api} from './api.js';
import {heldSeats, rememberSeat, forgetGame} from './store.js';

const LURKER_LABELS = {cards: 'Lurker cards', gates: 'Lurker gate markers', herald: 'the Lurker at the Threshold (Herald)',
  burst: 'Gate Burst', relationships: 'Relationships'};
const DUNWICH_LABELS = {board: 'the Dunwich board (train, vortices, the Dunwich Horror)', cards: 'Dunwich cards, investigators,'
  + ' Ancient Ones and monsters', injuries: 'Injury and Madness cards'};

/** "battleSuccessesCarryOver" -> "battle successes carry over". */
function faqLabel(name) {
  return name.replace(/([A-Z])/g, ' $1').toLowerCase();
}

function absolute(url) {
  return new URL(url, location.origin).href;
}

function investigatorPickers(form, options) {
  const n = Number(form.elements.players.value);
  const box = form.querySelector('#investigator-picks');
  const named = form.querySelector('#inv-named').checked;
  fill(box, named ? Array.from({length: n}, (_, k) => h('label', {class: 'pick'}, `Seat ${k + 1} `,
    h('select', {name: 'investigator', 'data-seat': k + 1},
      h('option', {value: ''}, 'dealt at random'),
      (options.investigators || []).map(i => h('option', {value: i}, i))))) : null,
    h('div', {class: 'ai-seats'}, 'AI seats: ', Array.from({length: n}, (_, k) =>
      h('label', {class: 'inline small'}, h('input', {type: 'checkbox', name: 'ai', value: String(k + 1)}), ` ${k + 1}`))));
}

/** Named investigators go to the first seats in order (the rest are dealt), so a gap is a mistake. */
function namedInvestigators(form) {
  const picks = [...form.querySelectorAll('select[name=investigator]')].map(s => s.value);
  const last = picks.map(Boolean).lastIndexOf(true);
  if (picks.slice(0, last + 1).some(v => !v)) throw new Error('name the investigators from seat 1 on, without gaps (later seats may be dealt)');
  if (new Set(picks.filter(Boolean)).size !== picks.filter(Boolean).length) throw new Error('each investigator can be named only once');
  return picks.slice(0, last + 1);
}

function createForm(options) {
  const form = document.getElementById('create-form');
  const min = options.minPlayers || 1, max = options.maxPlayers || 8;
  fill(form,
    h('label', {}, 'Players ', h('select', {name: 'players', id: 'players'},
      Array.from({length: max - min + 1}, (_, k) => h('option', {value: min + k, selected: min + k === 2}, String(min + k))))),
    h('label', {}, 'Ancient One ', h('select', {name: 'ancientOne', id: 'ancient-one'},
      h('option', {value: ''}, 'random'), (options.ancientOnes || []).map(a => h('option', {value: a}, a)))),
    h('fieldset', {}, h('legend', {}, 'Investigators'),
      h('label', {class: 'inline'}, h('input', {type: 'radio', name: 'invmode', value: 'dealt', id: 'inv-dealt', checked: true}), ' dealt at random'),
      h('label', {class: 'inline'}, h('input', {type: 'radio', name: 'invmode', value: 'choose', id: 'inv-choose'}),
        ' each player chooses, in seat order, during setup'),
      h('label', {class: 'inline'}, h('input', {type: 'radio', name: 'invmode', value: 'named', id: 'inv-named'}), ' named here'),
      h('div', {id: 'investigator-picks'})),
    h('fieldset', {}, h('legend', {}, 'The Lurker at the Threshold'),
      (options.lurkerParts || []).map(p => h('label', {class: 'inline'},
        h('input', {type: 'checkbox', name: 'lurker', value: p, id: `lurker-${p}`}), ' ' + (LURKER_LABELS[p] || p)))),
    h('fieldset', {}, h('legend', {}, 'The Dunwich Horror'),
      (options.dunwichParts || []).map(p => h('label', {class: 'inline'},
        h('input', {type: 'checkbox', name: 'dunwich', value: p, id: `dunwich-${p}`}), ' ' + (DUNWICH_LABELS[p] || p)))),
    h('fieldset', {}, h('legend', {}, 'Variants'),
      h('label', {class: 'inline'}, h('input', {type: 'checkbox', name: 'planning', id: 'planning'}),
        ' Phase 0: plan together at the start of every turn (each seat says "ready")'),
      (options.faq || []).map(f => h('label', {class: 'inline'},
        h('input', {type: 'checkbox', name: 'faq', value: f, id: `faq-${f}`}), ' FAQ: ' + faqLabel(f)))),
    (options.packs || []).length ? h('fieldset', {}, h('legend', {}, 'Content packs (this server\'s; docs/CONTENT.md)'),
      options.packs.map(p => h('label', {class: 'inline', title: 'sha256 ' + p.sha256},
        h('input', {type: 'checkbox', name: 'pack', value: p.name, id: `pack-${p.name}`}), ' ' + p.name))) : null,
    h('label', {}, 'Seed ', h('input', {type: 'number', name: 'seed', id: 'seed', placeholder: 'random'})),
    h('button', {type: 'submit', class: 'primary', id: 'create'}, 'Create game'));
  const refresh = () => investigatorPickers(form, options);
  form.elements.players.addEventListener('change', refresh);
  for (const r of form.querySelectorAll('input[name=invmode]')) r.addEventListener('change', refresh);
  refresh();
  form.addEventListener('submit', async ev => {
    ev.preventDefault();
    const f = form.elements;
    const lurker = {};
    for (const p of options.lurkerParts || []) lurker[p] = form.querySelector(`#lurker-${p}`).checked;
    const dunwich = {};
    for (const p of options.dunwichParts || []) dunwich[p] = form.querySelector(`#dunwich-${p}`).checked;
    try {
      const mode = form.querySelector('input[name=invmode]:checked').value;
      const setup = {
        players: Number(f.players.value),
        ancientOne: f.ancientOne.value || null,
        chooseInvestigators: mode === 'choose',
        investigators: mode === 'named' ? namedInvestigators(form) : [],
        lurker,
        dunwich,
        seed: f.seed.value === '' ? null : Number(f.seed.value),
        aiSeats: [...form.querySelectorAll('input[name=ai]:checked')].map(c => Number(c.value)),
        planning: form.querySelector('#planning').checked,
        faq: [...form.querySelectorAll('input[name=faq]:checked')].map(c => c.value),
        packs: [...form.querySelectorAll('input[name=pack]:checked')].map(c => c.value),
      };
      showCreated(await api.createGame(setup), setup);
    } catch (e) {
      toast('Cannot create the game: ' + e.message);
    }
  });
}

function showCreated(created, setup) {
  for (const seat of created.seats) rememberSeat({gameId: created.gameId, seat: seat.seat, token: seat.token, url: seat.url});
  rememberSeat({gameId: created.gameId, seat: 0, token: created.spectator.token, url: created.spectator.url});
  const el = document.getElementById('created');
  el.hidden = false;
  const link = (label, url, id) => h('li', {}, h('b', {}, label + ': '), h('a', {href: url, id, target: '_blank', rel: 'noopener'}, absolute(url)),
    ' ', h('button', {type: 'button', class: 'secondary small', onclick: () => navigator.clipboard?.writeText(absolute(url))}, 'copy'));
  fill(el, h('h2', {}, 'Game created'),
    h('p', {class: 'muted'}, 'Send each player the link of their seat: whoever opens it plays that seat. Keep them secret. '
      + 'This browser keeps all of them, so it can also play every seat at one table (switch seat on the game page).'),
    h('ul', {class: 'seat-links'}, created.seats.map(s => link(`Seat ${s.seat}`, s.url, `seat-link-${s.seat}`)),
      link('Spectator', created.spectator.url, 'spectator-link')),
    setup.aiSeats.length ? h('p', {class: 'muted'}, `AI plays seat${setup.aiSeats.length > 1 ? 's' : ''} ${setup.aiSeats.join(', ')}.`) : null,
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

document.getElementById('import-file').addEventListener('change', async ev => {
  const file = ev.target.files[0];
  if (!file) return;
  try {
    const text = await file.text();
    try { JSON.parse(text); } catch (e) { throw new Error(`${file.name} is not JSON`); }
    showCreated(await api.importGame(text), {aiSeats: []});
  } catch (e) {
    toast('Cannot import: ' + e.message);
  }
  ev.target.value = '';
});

api.setupOptions().then(createForm).catch(e => toast('Cannot reach the server: ' + e.message));
renderMyGames();
