// node --test: which options of a question are answered on the board or a sheet (web/js/decision.js).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {targetsOf, isMine} from '../../main/resources/web/js/decision.js';
import {normaliseBoard, textName} from '../../main/resources/web/js/board.js';

const board = normaliseBoard({places: [
  {id: 'southside', name: 'Southside', kind: 'STREET', adjacent: ['ma-s-boarding-house', 'uptown']},
  {id: 'uptown', name: 'Uptown', kind: 'STREET', adjacent: ['southside']},
  {id: 'ma-s-boarding-house', name: 'Ma\'s Boarding House', kind: 'LOCATION', street: 'southside', adjacent: ['southside']},
  {id: 'abyss-1', name: 'Abyss (1)', kind: 'OTHER_WORLD', world: 'Abyss', adjacent: []}],
otherWorlds: [{name: 'Abyss', colours: ['BLUE', 'RED']}]});

const game = {investigators: [{name: 'Amanda Sharpe', place: 'Southside', cards: [{name: 'Shotgun', deck: 'COMMON'}]}],
  monsterMarkers: {Southside: [{marker: 7, name: 'Cultist'}, {marker: 9, name: 'Zombie'}]}};

test('moves go to the places they name, "stop" to where he stands', () => {
  const q = {player: 1, options: [{id: 'move:uptown', label: 'Move to Uptown'}, {id: 'move:ma-s-boarding-house', label: 'Move to Ma\'s'},
    {id: 'stop', label: 'End movement here'}], context: {movementPoints: 2}};
  const t = targetsOf(q, game, board, true);
  assert.deepEqual([...t.places.keys()].sort(), ['Ma\'s Boarding House', 'Southside', 'Uptown']);
  assert.equal(t.places.get('Southside')[0].id, 'stop');
  assert.equal(t.pointsLeft, 2);
  assert.equal(t.current, 'Southside');
  assert.equal(t.mapped.size, 3);
});

test('monsters by marker; a combat\'s choices on the monster it names, and as buttons too', () => {
  const passing = targetsOf({player: 1, options: [{id: 'evade:7', label: 'Evade the Cultist'}, {id: 'fight:9', label: 'Fight'}]},
    game, board, true);
  assert.deepEqual([...passing.monsters.keys()].sort(), [7, 9]);
  const combat = targetsOf({player: 1, options: [{id: 'fight', label: 'Fight'}, {id: 'flee', label: 'Flee'}],
    context: {monster: 'Zombie'}}, game, board, true);
  assert.deepEqual(combat.monsters.get(9).map(o => o.id), ['fight', 'flee']);
  assert.ok(combat.alsoButtons.has('fight'));
});

test('a card option on the card it names; sliders on their stops', () => {
  const t = targetsOf({player: 1, options: [{id: 'hold:3', label: 'Shotgun (2 hands)'}]}, game, board, true);
  assert.deepEqual([...t.cards.keys()], ['Shotgun']);
  const s = targetsOf({player: 1, options: [{id: 'stop:0', label: 'Speed 1 / Sneak 4'}], context: {slider: 2}}, game, board, true);
  assert.deepEqual([...s.sliders.keys()], ['2|0']);
});

test('another seat\'s question maps nothing', () => {
  const q = {player: 1, options: [{id: 'move:uptown', label: 'Move'}]};
  assert.equal(targetsOf(q, game, board, false).places.size, 0);
  assert.ok(!isMine({seat: 2, readOnly: false, question: q}));
  assert.ok(isMine({seat: 1, readOnly: false, question: q}));
  assert.ok(!isMine({seat: 1, readOnly: true, question: q}), 'a read-only window answers nothing');
});

test('an Other World\'s area is read about under its world\'s name', () => {
  assert.equal(textName(board.places.get('Abyss (1)')), 'Abyss');
  assert.equal(textName(board.places.get('Uptown')), 'Uptown');
});
