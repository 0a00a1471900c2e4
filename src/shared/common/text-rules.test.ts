import { firstInvisibleCharacter, nameKey, normaliseText } from './text-rules';
import { eachInputGives } from '../test/tables';

describe('firstInvisibleCharacter', () => {
  eachInputGives('%j holds %s', firstInvisibleCharacter, [
    ['Annapurna Logistics\u200b', 'U+200B'],
    ['\u202eLogistics', 'U+202E'],
    ['a\u200eb', 'U+200E'],
    ['a\u200fb', 'U+200F'],
    ['\u202a', 'U+202A'],
    ['\u2066x\u2069', 'U+2066'],
    ['\ufeffx', 'U+FEFF'],
    ['x\u2028y', 'U+2028'],
    ['x\u2029', 'U+2029'],
    ['Anna\u00adpurna', 'U+00AD'],
    ['x\u2060', 'U+2060'],
    ['x\u2064', 'U+2064'],
    ['x\u180e', 'U+180E'],
    ['\u3164', 'U+3164'],
    ['flag\u{e0067}', 'U+E0067'],
    ['Anna\u200dpurna', 'U+200D'],
    ['\u200cAnna', 'U+200C'],
  ]);

  test.each([
    ['Annapurna Logistics'],
    ['Caf\u00e9 Roadways'],
    ['Cafe\u0301'],
    ['\u0915\u094d\u200d\u0937'],
    ['\u0d28\u0d4d\u200d'],
    ['\u0bb8\u0bcd\u200c'],
    ['\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645'],
    ['👨\u200d👩\u200d👧'],
    ['🏳\ufe0f\u200d🌈'],
    ['tab\tand\nnewline'],
    ['\u00a0nbsp'],
  ])('%j holds none (joiners after Indic, Persian letters and emoji are how those are written)', (text) => {
    expect(firstInvisibleCharacter(text)).toBeNull();
  });
});

test('normaliseText composes: e + combining acute is é', () => {
  expect(normaliseText('Cafe\u0301')).toBe('Caf\u00e9');
});

describe('nameKey', () => {
  eachInputGives('%j -> %j', nameKey, [
    ['Annapurna Logistics', 'annapurna logistics'],
    ['  ANNAPURNA \t  logistics ', 'annapurna logistics'],
    ['Annapurna\u00a0Logistics', 'annapurna logistics'],
    ['Annapurna Logistics\u200b', 'annapurna logistics'],
    ['\u202eAnnapurna Logistics', 'annapurna logistics'],
    ['Cafe\u0301 Roadways', 'caf\u00e9 roadways'],
    ['CAF\u00c9 ROADWAYS', 'caf\u00e9 roadways'],
    ['\u0915\u094d\u200d\u0937', '\u0915\u094d\u0937'],
  ]);

  test('is idempotent', () => {
    for (const text of ['Cafe\u0301  X', 'İstanbul', 'e\u200b\u0301'])
      expect(nameKey(nameKey(text))).toBe(nameKey(text));
  });
});
