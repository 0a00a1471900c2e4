import { sql } from 'kysely';
import { quarterOf } from '../../../shared/accounting/month-end';
import { PERIOD_MESSAGES, periodLabel } from '../../../shared/accounting/periods';
import { todayInIndia } from '../../../shared/common/dates';
import { expectMessage } from '../../test/test-app';
import { useMonthEndWorld } from '../../test/month-end-fixtures';
import { lockPeriods } from './repository';

/**
 * A bill waits for a quarter's close in progress and then sees it: the bill's check of the day's
 * quarter is read after the periods' lock is granted (a read taken with the lock's own statement
 * would have a snapshot from before the wait, and bill a day that has just been closed).
 */

const world = useMonthEndWorld(120_000);

test('a bill sent while its quarter is being closed waits for the close and is refused', async () => {
  const trip = await world.acknowledgedTrip();
  const today = todayInIndia();
  const { fy, quarter } = quarterOf(today);
  let pending: ReturnType<typeof world.as.accountant.post> | undefined;
  await world.app.db.transaction().execute(async (trx) => {
    // What a close holds and writes, not yet committed when the bill arrives.
    await lockPeriods(trx);
    await sql`
      insert into period_closures (fy, quarter, start_date, end_date, closed_by, tds_register)
      values (${fy}, ${quarter}, ${today}, ${today}, 'me_admin', '{}'::jsonb)`.execute(trx);
    pending = world.as.accountant.post('/generate-pdf-bill', [
      { id: trip._id, remarks: [], applyTaxes: false },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  expectMessage(await pending!, 409, PERIOD_MESSAGES.closed(periodLabel(fy, quarter), 'bill'));
  const stored = await world.app.db.selectFrom('bills').select('bill_id').execute();
  expect(stored).toEqual([]);
});
