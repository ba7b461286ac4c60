// node --test: the monster token labels (web/js/abbrev.js).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {abbreviations, candidates, nameParts} from '../../main/resources/web/js/abbrev.js';

/** Every monster of the content, by expansion, when the Java test that runs these passes them; else a sample. */
const byExpansion = process.env.ARKHAM_MONSTERS
  ? JSON.parse(readFileSync(process.env.ARKHAM_MONSTERS, 'utf8'))
  : {CORE: ['Chthonian', 'Cultist', 'Dark Young', 'Dhole', 'The Dark Pharaoh', 'Mi-Go', 'Maniac'],
    DUNWICH: ['Cultist (Dunwich)', 'Child of Abhoth (Weapon)', 'Child of Abhoth (Clue Before Horror)', 'Servant of Glaaki (Spell)',
      'Servant of Glaaki (Skill)', 'The Dunwich Horror']};

function assertUnique(names) {
  const labels = abbreviations(names);
  assert.equal(labels.size, new Set(names).size);
  const seen = new Map();
  for (const [name, label] of labels) {
    assert.ok(label.length >= 1 && label.length <= 3, `${name}: '${label}' fits a token`);
    const key = label.toLowerCase();
    assert.ok(!seen.has(key), `${name} and ${seen.get(key)} would both read '${label}'`);
    seen.set(key, name);
  }
  return labels;
}

test('the issue\'s example: Chthonian and Cultist no longer share "C"', () => {
  const labels = assertUnique(['Chthonian', 'Cultist']);
  assert.notEqual(labels.get('Chthonian'), labels.get('Cultist'));
});

test('unique in a core game and in a game with every expansion', () => {
  const core = byExpansion.CORE;
  assert.ok(core.length >= 5, 'monster names given');
  assertUnique(core);
  assertUnique(Object.values(byExpansion).flat());
});

test('the same labels whatever order the names come in', () => {
  const all = Object.values(byExpansion).flat();
  const a = abbreviations(all), b = abbreviations([...all].reverse());
  for (const n of all) assert.equal(a.get(n), b.get(n), n);
});

test('labels come from the name: initials of several words, first letters of one', () => {
  assert.equal(abbreviations(['Dark Young']).get('Dark Young'), 'DY');
  assert.equal(abbreviations(['Cultist']).get('Cultist'), 'Cu');
  assert.equal(abbreviations(['The Dark Pharaoh']).get('The Dark Pharaoh'), 'DP', '"The" is skipped');
  assert.deepEqual(nameParts('Servant of Glaaki (Spell)'), {words: ['Servant', 'Glaaki'], qualifier: ['Spell']});
  // variants of one monster keep its letters and add one of the variant's
  const v = abbreviations(['Servant of Glaaki (Spell)', 'Servant of Glaaki (Skill)']);
  assert.ok([...v.values()].every(l => l.startsWith('SG')), [...v.values()].join(','));
});

test('every candidate fits a token', () => {
  for (const n of Object.values(byExpansion).flat()) for (const c of candidates(n)) assert.ok(c.length <= 3, `${n}: ${c}`);
});
