/**
 * One test per row that `rule(input)` equals `expected` (`toEqual`: for a string, number or null the
 * very same value, as `toBe`; for an object the same fields): the input -> answer table the rule
 * tests share. `title` is a jest `test.each` title, its placeholders filled from the row.
 */
export function eachInputGives<I, O>(title: string, rule: (input: I) => O, rows: readonly [I, O][]): void {
  test.each<[I, O]>(rows)(title, (input, expected) => {
    expect(rule(input)).toEqual(expected);
  });
}

/** One test per row that the message called `name` is exactly the SPEC.md words the row gives. */
export function eachMessageIs<M extends Record<string, unknown>>(
  title: string,
  messages: M,
  rows: [keyof M & string, string][],
): void {
  eachInputGives(title, (name: keyof M & string): unknown => messages[name], rows);
}
