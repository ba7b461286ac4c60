// node --test: checks shown in order, stakes before dice (web/js/reveal.js).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checksIn, RevealQueue, readingTime, MAX_WAITING} from '../../main/resources/web/js/reveal.js';

const luck = {encounter: {kind: 'LOCATION', card: 'Downtown 2', where: 'Bank of Arkham', text: 'A man offers a deal.'},
  check: {skill: 'LUCK', modifier: -1, difficulty: 1, dice: 3, rolledYet: false, pass: 'gain $2', fail: 'lose 1 Sanity'},
  summary: 'Luck (−1) check: 3 dice, 1 success needed. Pass: gain $2. Fail: lose 1 Sanity.', asked: false};

/** A check as the server logs it: its stakes, its roll right after, other entries, its result. */
function check(index, player, {asked = false, mythos = false, result = true} = {}) {
  const entries = [
    {index, player, type: 'stakes', text: `P${player}'s Luck (−1) check: 3 dice, 1 success needed.`, stakes: {...luck, asked, mythos}},
    {index: index + 1, player, type: 'check', text: `P${player} makes a Luck (-1) check: 3 dice [5 2 1] -> 1 success`, dice: [5, 2, 1], successes: 1},
    {index: index + 2, player, type: 'gain', text: `P${player} gains $2`},
  ];
  if (result) entries.push({index: index + 3, player, type: 'result', text: `P${player}'s Luck (−1) check: rolled 5 2 1, 1 success of 1 needed: passed — gain $2.`});
  return entries;
}

test('a check is its stakes, the roll right after them and its result sentence', () => {
  const log = [{index: 0, player: 0, type: 'mythos', card: 'Heat Wave', text: 'Heat Wave'}, ...check(1, 1, {mythos: true}), ...check(5, 2)];
  const cs = checksIn(log);
  assert.equal(cs.length, 2);
  assert.equal(cs[0].stakes.index, 1);
  assert.equal(cs[0].roll.index, 2);
  assert.equal(cs[0].result.index, 4);
  assert.equal(cs[0].card, 'Heat Wave', "a Mythos card's check names the card drawn");
  assert.equal(cs[1].card, null);
  assert.deepEqual(cs[1].roll.dice, [5, 2, 1]);
});

test('a check whose dice wait on a question has no result yet, and another seat\'s result is not its own', () => {
  const log = [...check(0, 1, {result: false}), {index: 3, player: 2, type: 'result', text: 'P2: another check'}];
  assert.equal(checksIn(log)[0].result, null);
});

test('the first log a page sees is history: only later checks are shown', () => {
  const q = new RevealQueue(1);
  q.add(check(0, 1));
  assert.equal(q.current(), null);
  q.add([...check(0, 1), ...check(4, 1)]);
  assert.equal(q.current().stakes.index, 4);
});

test('the seat\'s own check: its stakes, then (when more follow) its dice, then the next', () => {
  const q = new RevealQueue(1);
  q.add([]);
  q.add([...check(0, 1), ...check(4, 2)]);
  let s = q.current();
  assert.equal(s.phase, 'before');
  assert.equal(s.own, true);
  assert.equal(s.more, true);
  q.advance();
  s = q.current();
  assert.equal(s.phase, 'after', 'the dice and result of the first while the second waits');
  assert.equal(s.result.index, 3);
  q.advance();
  s = q.current();
  assert.equal(s.stakes.index, 4);
  assert.equal(s.own, false, "the other seat's check");
  assert.equal(s.more, false);
  q.advance();
  assert.equal(q.current(), null, "the last check's dice go with the panel's result line and the decision");
});

test('a check the seat was just asked about (its stakes were in the question) goes straight to its dice, or to nothing when last', () => {
  const q = new RevealQueue(1);
  q.add([]);
  q.add(check(0, 1, {asked: true}));
  assert.equal(q.current(), null);
  q.add([...check(0, 1, {asked: true}), ...check(4, 1, {asked: true}), ...check(8, 1)]);
  assert.equal(q.current().stakes.index, 4);
  assert.equal(q.current().phase, 'after');
  // another seat was not asked: its stakes are news to it
  const other = new RevealQueue(2);
  other.add([]);
  other.add(check(0, 1, {asked: true}));
  assert.equal(other.current().phase, 'before');
});

test('a roll or result arriving in a later view completes the check shown', () => {
  const q = new RevealQueue(1);
  q.add([]);
  const first = check(0, 1, {result: false});
  q.add(first);
  assert.equal(q.current().result, null);
  q.add([...first, {index: 3, player: 1, type: 'result', text: 'passed'}]);
  assert.equal(q.current().result.index, 3);
});

test('other seats\' checks wait at most a few at a time; the seat\'s own are all kept', () => {
  const q = new RevealQueue(1);
  q.add([]);
  const log = [];
  for (let k = 0; k < 8; k++) log.push(...check(k * 4, 2));
  log.push(...check(40, 1));
  q.add(log);
  assert.equal(q.steps.length, MAX_WAITING + 1);
  assert.equal(q.current().stakes.index, (8 - MAX_WAITING) * 4, 'the newest are kept');
  assert.equal(q.steps[q.steps.length - 1].own, true);
  q.skipAll();
  assert.equal(q.current(), null);
});

test('a check shows long enough to read, within bounds', () => {
  const [c] = checksIn(check(0, 1));
  const t = readingTime({...c, phase: 'before'});
  assert.ok(t >= 2500 && t <= 9000, String(t));
  const long = {...c, stakes: {...c.stakes, stakes: {...luck, encounter: {...luck.encounter, text: 'x'.repeat(2000)}}}};
  assert.equal(readingTime(long), 9000);
});
