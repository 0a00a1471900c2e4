import { PERIOD_MESSAGES } from '../../../shared/accounting/periods';
import { expectMessage, profilesSuite } from '../../test/test-app';

// A new install: no bill yet, so no quarter has a register to keep as filed.
const suite = profilesSuite('nobills', ['accountant'], { clock: () => new Date('2026-10-05T06:00:00Z') });

test('before the first bill, closing any ended quarter is refused: there is nothing to close', async () => {
  for (const [fy, quarter] of [
    ['2026-27', 'Q1'],
    ['1900-01', 'Q4'],
  ]) {
    expectMessage(
      await suite.clients.accountant.post('/accounting/periods/close', { fy, quarter }),
      409,
      PERIOD_MESSAGES.noBills,
    );
  }
  expect((await suite.clients.accountant.get('/accounting/periods')).json().periods).toEqual([]);
});
