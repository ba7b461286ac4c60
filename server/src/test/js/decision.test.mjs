// node --test: which options of a question are answered on the board or a sheet (web/js/decision.js),
// read from each option's typed target and the question's purpose; option ids are opaque (here deliberately odd).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {targetsOf, isMine, isDone, amountsOf, consequenceText, stakesHeading} from '../../main/resources/web/js/decision.js';
import {actionWord} from '../../main/resources/web/js/panels.js';
import {latestResult} from '../../main/resources/web/js/rules.js';
import {normaliseBoard, textName} from '../../main/resources/web/js/board.js';

const board = normaliseBoard({places: [
  {id: 'southside', name: 'Southside', kind: 'STREET', adjacent: ['ma-s-boarding-house', 'uptown']},
  {id: 'uptown', name: 'Uptown', kind: 'STREET', adjacent: ['southside']},
  {id: 'ma-s-boarding-house', name: 'Ma\'s Boarding House', kind: 'LOCATION', street: 'southside', adjacent: ['southside']},
  {id: 'abyss-1', name: 'Abyss (1)', kind: 'OTHER_WORLD', world: 'Abyss', adjacent: []}],
otherWorlds: [{name: 'Abyss', colours: ['BLUE', 'RED']}]});

const game = {investigators: [{name: 'Amanda Sharpe', place: 'Southside', sliders: [1, 0, 2],
  cards: [{card: 3, name: 'Shotgun', deck: 'COMMON'}, {card: 8, name: 'Shotgun', deck: 'COMMON'}, {card: 5, name: 'Wither', deck: 'SPELL'}]}],
  monsterMarkers: {Southside: [{marker: 7, name: 'Cultist'}, {marker: 9, name: 'Zombie'}], Uptown: [{marker: 12, name: 'Ghoul'}]}};

const place = (act, slug, name) => ({kind: 'PLACE', act, place: slug, name});

test('moves go to the places their targets name, the stop to where he stands', () => {
  const q = {player: 1, purpose: 'MOVE', options: [{id: 'a', label: 'Move to Uptown', target: place('MOVE', 'uptown', 'Uptown')},
    {id: 'b', label: 'Move to Ma\'s', target: place('MOVE', 'ma-s-boarding-house', 'Ma\'s Boarding House')},
    {id: 'c', label: 'End movement here', target: place('STOP', 'southside', 'Southside')}], context: {movementPoints: 2}};
  const t = targetsOf(q, game, board, true);
  assert.deepEqual([...t.places.keys()].sort(), ['Ma\'s Boarding House', 'Southside', 'Uptown']);
  assert.equal(t.places.get('Southside')[0].id, 'c');
  assert.equal(t.pointsLeft, 2);
  assert.equal(t.current, 'Southside');
  assert.equal(t.mapped.size, 3);
});

test('an id or label that looks like a place means nothing: only the target does', () => {
  const q = {player: 1, purpose: 'TRADE', options: [{id: 'move:uptown', label: 'Shotgun for Uptown', target: {kind: 'CARD', act: 'GIVE', card: 3}},
    {id: 'stop', label: 'stop', target: {kind: 'PLAIN', act: 'DONE'}}]};
  const t = targetsOf(q, game, board, true);
  assert.equal(t.places.size, 0);
  assert.equal(t.cards.size, 0, 'giving in a trade is not a click on the sheet');
  assert.ok(isDone(q.options[1]));
});

test('monsters by the marker their target names, anywhere on the board; a combat round\'s also as buttons', () => {
  const passing = targetsOf({player: 1, purpose: 'EVADE_OR_FIGHT', options: [
    {id: 'p', label: 'Evade the Cultist', target: {kind: 'MONSTER', act: 'EVADE', marker: 7, name: 'Cultist'}},
    {id: 'q', label: 'Fight', target: {kind: 'MONSTER', act: 'FIGHT', marker: 9, name: 'Zombie'}},
    {id: 'r', label: 'Fight the Dhole', target: {kind: 'MONSTER', act: 'FIGHT', marker: 40, name: 'Dhole'}}]}, game, board, true);
  assert.deepEqual([...passing.monsters.keys()].sort(), [7, 9]);
  assert.ok(!passing.mapped.has('r'), 'a monster not on the board (one an encounter drew) stays a button');
  assert.ok(!passing.alsoButtons.has('p'));
  const combat = targetsOf({player: 1, purpose: 'COMBAT_ACTION', options: [
    {id: 'f', label: 'Fight', target: {kind: 'MONSTER', act: 'FIGHT', marker: 12, name: 'Ghoul'}},
    {id: 'g', label: 'Flee', target: {kind: 'MONSTER', act: 'FLEE', marker: 12, name: 'Ghoul'}}]}, game, board, true);
  assert.deepEqual(combat.monsters.get(12).map(o => o.id), ['f', 'g']);
  assert.ok(combat.alsoButtons.has('f'));
});

test('a card option on the card instance it names (two Shotguns are two cards); its verb from the act', () => {
  const hold = {id: 'h', label: 'Shotgun (2 hands)', target: {kind: 'CARD', act: 'HOLD', card: 8, name: 'Shotgun'}};
  const cast = {id: 'k', label: 'Cast Wither', target: {kind: 'CARD', act: 'CAST_AIDED', card: 5, name: 'Wither'}};
  const t = targetsOf({player: 1, purpose: 'COMBAT_ACTION', options: [hold, cast]}, game, board, true);
  assert.deepEqual([...t.cards.keys()].sort(), [5, 8]);
  assert.ok(!t.cards.has(3), 'the other Shotgun is not the one held');
  assert.ok(t.alsoButtons.has('h'));
  assert.equal(actionWord(hold), 'use');
  assert.equal(actionWord(cast), 'cast (aided)');
});

test('sliders on the stop their target names; an Upkeep move of one stop on its arrow too', () => {
  const s = targetsOf({player: 1, purpose: 'PLACE_SLIDER', options: [{id: 'x', label: 'Speed 1 / Sneak 4', target: {kind: 'SLIDER', act: 'SET', slider: 2, stop: 0}}]},
    game, board, true);
  assert.deepEqual([...s.sliders.keys()], ['2|0']);
  const u = targetsOf({player: 1, purpose: 'ADJUST_SKILLS', options: [
    {id: 'y', label: 'Fight/Will right', target: {kind: 'SLIDER', act: 'SET', slider: 1, stop: 1}},
    {id: 'z', label: 'Lore/Luck left', target: {kind: 'SLIDER', act: 'SET', slider: 2, stop: 1}}]}, game, board, true);
  assert.equal(u.sliders.get('1|right')[0].id, 'y');
  assert.equal(u.sliders.get('2|left')[0].id, 'z');
});

test('amounts from AMOUNT targets, answered with the option that names the amount', () => {
  const options = [{id: 'q1', label: '0', target: {kind: 'AMOUNT', act: 'CHOOSE', amount: 0}},
    {id: 'q2', label: '1', target: {kind: 'AMOUNT', act: 'CHOOSE', amount: 1}}];
  assert.equal(amountsOf(options).get(1).id, 'q2');
  assert.equal(amountsOf([{id: '3', label: '3', target: {kind: 'PLAIN', act: 'DONE'}}]), null, 'a numeric id is no amount');
});

test('an option says what it leads to when the server words its consequence', () => {
  assert.equal(consequenceText({id: 'a', label: 'Accept: fail with 0 successes', consequence: 'failed: lose 1 Sanity'}), '→ failed: lose 1 Sanity');
  assert.equal(consequenceText({id: 'b', label: 'Roll the dice'}), '');
});

test('the result of the check just settled shows until this page answers again or an encounter is drawn', () => {
  const now = {turn: 3, phase: 'MYTHOS'};
  const result = {index: 9, turn: 3, phase: 'ARKHAM_ENCOUNTERS', type: 'result', text: 'Luck check: rolled 5 2, 1 success of 1 needed: passed — gain $2.'};
  const log = [{index: 8, type: 'encounter', turn: 3, phase: 'ARKHAM_ENCOUNTERS'}, result, {index: 10, type: 'mythos', turn: 3, phase: 'MYTHOS'}];
  assert.equal(latestResult(log, now, 8), result, 'logged after the answer that led to it');
  assert.equal(latestResult(log, now, 9), null, 'answered since');
  assert.equal(latestResult([...log, {index: 11, type: 'encounter', turn: 4, phase: 'ARKHAM_ENCOUNTERS'}], now, 8), null);
  assert.equal(latestResult(log, now), result, 'a page opened now shows this turn\'s');
  assert.equal(latestResult(log, {turn: 4, phase: 'UPKEEP'}), null);
});

test('another seat\'s question maps nothing', () => {
  const q = {player: 1, options: [{id: 'm', label: 'Move', target: place('MOVE', 'uptown', 'Uptown')}]};
  assert.equal(targetsOf(q, game, board, false).places.size, 0);
  assert.ok(!isMine({seat: 2, readOnly: false, question: q}));
  assert.ok(isMine({seat: 1, readOnly: false, question: q}));
  assert.ok(!isMine({seat: 1, readOnly: true, question: q}), 'a read-only window answers nothing');
});

test('an Other World\'s area is read about under its world\'s name', () => {
  assert.equal(textName(board.places.get('Abyss (1)')), 'Abyss');
  assert.equal(textName(board.places.get('Uptown')), 'Uptown');
});

test('an encounter\'s heading says where it is had: in an Other World, at an Arkham place', () => {
  assert.deepEqual(stakesHeading({encounter: {kind: 'OTHER_WORLD', where: 'Great Hall of Celaeno', card: 'Green #3'}}),
    ['Other World encounter in Great Hall of Celaeno · Green #3', 'Great Hall of Celaeno']);
  assert.deepEqual(stakesHeading({encounter: {kind: 'LOCATION', where: 'Science Building', card: 'Science Building #2'}}),
    ['Encounter at Science Building · Science Building #2', 'Science Building']);
  assert.equal(stakesHeading({summary: 'Luck (+0) check'}), null);
});
