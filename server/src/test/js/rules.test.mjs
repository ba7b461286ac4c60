// node --test: reading rules texts and the log (web/js/rules.js, web/js/values.js).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {paragraphs, latestMythosDraw, drawStillFresh, cardOfOption, monsterNow} from '../../main/resources/web/js/rules.js';
import {seedText} from '../../main/resources/web/js/values.js';

test('a rules text splits into labelled parts where sentences start', () => {
  const ao = 'Ancient One. Doom track 13. Combat rating -6. Worshippers: Cultists get horror -2. Power: every investigator '
    + 'loses 1. Attack: each investigator gives up 1 maximum Sanity.';
  assert.deepEqual(paragraphs(ao).map(p => p.label), [null, 'Worshippers', 'Power', 'Attack']);
  assert.equal(paragraphs(ao)[0].text, 'Ancient One. Doom track 13. Combat rating -6.');
  assert.equal(paragraphs(ao)[3].text, 'each investigator gives up 1 maximum Sanity.');
});

test('a one-sentence part ends with its sentence, but not at "St." or "U."', () => {
  const p = paragraphs('Rumor. Gate: St. Mary\'s Hospital. Monsters move: slash along white arrows. Starts with 6 Clues on it.');
  assert.deepEqual(p, [{label: null, text: 'Rumor.'}, {label: 'Gate', text: 'St. Mary\'s Hospital.'},
    {label: 'Monsters move', text: 'slash along white arrows.'}, {label: null, text: 'Starts with 6 Clues on it.'}]);
});

test('a colon inside a sentence is not a label', () => {
  assert.deepEqual(paragraphs('Stamina back to full. Power: a Clue token on a check, or $1.'),
    [{label: null, text: 'Stamina back to full.'}, {label: 'Power', text: 'a Clue token on a check, or $1.'}]);
  assert.deepEqual(paragraphs('Note the Power: not a label here'), [{label: null, text: 'Note the Power: not a label here'}]);
  assert.deepEqual(paragraphs(''), []);
});

test('labels that name a card in play', () => {
  const p = paragraphs('Location in Southside (Arkham), stable. Instead of an encounter here: Recruit: an Ally of your choice. '
    + 'While The Southside Strangler Strikes is in play: Spend 5 Clue tokens.');
  assert.deepEqual(p.map(x => x.label), [null, 'Instead of an encounter here', 'While The Southside Strangler Strikes is in play']);
  assert.equal(p[1].text, 'Recruit: an Ally of your choice.');
});

test('the last Mythos card drawn is the last "mythos" entry that names a card', () => {
  const log = [{index: 1, type: 'mythos', card: 'Heat Wave'}, {index: 2, type: 'mythos', text: 'Heat Wave leaves play'},
    {index: 3, type: 'monster'}];
  assert.equal(latestMythosDraw(log).card, 'Heat Wave');
  assert.equal(latestMythosDraw([{type: 'monster'}]), null);
  assert.equal(latestMythosDraw(undefined), null);
});

test('a page opened afresh shows a draw only while the game is still where the draw led', () => {
  const drawn = {turn: 3, phase: 'MYTHOS'};
  assert.ok(drawStillFresh(drawn, {turn: 3, phase: 'MYTHOS'}), 'still in that Mythos Phase');
  assert.ok(drawStillFresh(drawn, {turn: 4, phase: 'UPKEEP'}), 'the next turn opens');
  assert.ok(!drawStillFresh(drawn, {turn: 4, phase: 'MOVEMENT'}), 'the next turn is under way');
  assert.ok(drawStillFresh({turn: 0, phase: 'SETUP'}, {turn: 1, phase: 'UPKEEP'}), 'the setup draw, turn 1 opening');
  assert.ok(!drawStillFresh({turn: 0, phase: 'SETUP'}, {turn: 1, phase: 'MOVEMENT'}));
});

test('an option\'s card comes from its typed target, else none', () => {
  const game = {investigators: [{cards: [{card: 12, name: 'Shotgun'}]}, {cards: [{card: 40, name: 'Wither'}]}]};
  assert.equal(cardOfOption({id: 'hold:12', label: 'Use Shotgun', target: {kind: 'CARD', act: 'HOLD', card: 12}}, game), 'Shotgun');
  assert.equal(cardOfOption({id: 'cast:40', label: 'Cast Wither', target: {kind: 'CARD', card: 40}}, game), 'Wither');
  assert.equal(cardOfOption({id: 'move:x', label: 'Move', target: {kind: 'PLACE', place: 'x'}}, game), null);
  assert.equal(cardOfOption({id: 'hold:12', label: 'Use Shotgun'}, game), null, 'no target: no guess from the label');
});

test('a monster marker as it stands now', () => {
  const lines = monsterNow({awareness: -1, horrorRating: 0, horrorDamage: 1, combatRating: -2, combatDamage: 2, toughness: 2,
    abilities: ['Undead']});
  assert.equal(lines[0], 'Now: awareness -1; horror 0, 1 Sanity damage; combat -2, 2 Stamina damage; toughness 2.');
  assert.equal(lines[1], 'Abilities now: Undead.');
  assert.match(monsterNow({awareness: 0, horrorRating: null, combatRating: null, toughness: 1, abilities: []})[0], /horror none; combat none/);
});

test('a seed is kept exactly as typed, up to 64 bits', () => {
  assert.equal(seedText(' 9007199254740993 '), '9007199254740993', 'past 2^53, where a JavaScript number rounds');
  assert.equal(seedText('-9223372036854775808'), '-9223372036854775808');
  assert.equal(seedText(''), null);
  assert.throws(() => seedText('9223372036854775808'), /64 bits/);
  assert.throws(() => seedText('1e5'), /whole number/);
});
