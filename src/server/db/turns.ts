/**
 * At most `limit` pieces of work run at once; the others wait their turn, first come first
 * served, without holding a database connection meanwhile. Bills take their numbers one after
 * another (a gapless counter row): when many clerks bill at once, the waiting bills would
 * otherwise sit on the pool's connections and every other request would queue behind them.
 */
export function takingTurns(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The turn passes straight to the next in line; only with nobody waiting is it given back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
