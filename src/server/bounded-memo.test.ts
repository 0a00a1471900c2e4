import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  test('computes a text once while it is remembered, and again after the memory is cleared when full', () => {
    const asked: string[] = [];
    const upper = boundedMemo((text) => {
      asked.push(text);
      return text.toUpperCase();
    }, 2);
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(asked).toEqual(['a', 'b']);
    // A third text finds the memory full: it is cleared, so 'a' is computed again.
    expect([upper('c'), upper('a')]).toEqual(['C', 'A']);
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });
});
