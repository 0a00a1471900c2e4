import { takingTurns } from './turns';

/** A piece of work that runs until released, noting when it starts. */
function gate(started: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { work: async () => (started.push(name), await done, name), release: () => release() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

test('no more than the limit run at once; the others start in the order they came, as turns free up', async () => {
  const inTurn = takingTurns(2);
  const started: string[] = [];
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => gate(started, name));
  const results = [a, b, c, d].map((g) => inTurn(g.work));
  await tick();
  expect(started).toEqual(['a', 'b']);
  b.release();
  await tick();
  expect(started).toEqual(['a', 'b', 'c']);
  a.release();
  c.release();
  d.release();
  expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
});

test('a failed piece of work passes its turn on and its error reaches its caller', async () => {
  const inTurn = takingTurns(1);
  const failed = inTurn(async () => {
    throw new Error('refused');
  });
  const next = inTurn(async () => 'next ran');
  await expect(failed).rejects.toThrow('refused');
  await expect(next).resolves.toBe('next ran');
  // The turn came back: a third piece runs too.
  await expect(inTurn(async () => 'third ran')).resolves.toBe('third ran');
});
