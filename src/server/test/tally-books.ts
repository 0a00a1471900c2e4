import { toPaise } from '../../shared/common/money';
import { billBalances, ledgerBalances, type ModelTallyCompany } from './tally-model';
import type { TestClient } from './test-app';

/** Tally's books against the app's Outstanding report (per vendor) and each live bill's outstanding, to the paisa. */
export async function expectTallyBooksEqual(
  accountant: TestClient,
  company: ModelTallyCompany,
  liveBills: string[],
) {
  const report = (await accountant.get('/accounting/outstanding')).json();
  const ledgers = new Map<string, string>(
    (await accountant.get('/settings/vendor-ledgers'))
      .json()
      .vendors.map((v: { vendor: string; ledgerName: string }) => [v.vendor, v.ledgerName]),
  );
  const tally = ledgerBalances(company);
  expect(Object.fromEntries([...tally].filter(([, paise]) => paise !== 0))).toEqual(
    Object.fromEntries(
      report.rows.map((r: { vendor: string; outstanding: number }) => [
        ledgers.get(r.vendor),
        toPaise(r.outstanding),
      ]),
    ),
  );
  const bills = billBalances(company);
  for (const billId of liveBills) {
    const status = (await accountant.get(`/bills/${billId}/status`)).json();
    expect([billId, bills.get(billId)]).toEqual([billId, toPaise(status.outstanding)]);
  }
}

/** The accountant's changes after an export: a bill revised, another cancelled and a payment reversed, each answered 200. */
export async function reviseCancelAndReverse(
  accountant: TestClient,
  changes: { revise: Record<string, unknown>; cancel: string; reverse: { payment: number; reason: string } },
) {
  expect((await accountant.post('/generate-pdf-revised-bill', changes.revise)).statusCode).toBe(200);
  expect((await accountant.post('/delete-transaction', { billId: changes.cancel })).statusCode).toBe(200);
  const { payment, reason } = changes.reverse;
  expect((await accountant.post(`/payments/${payment}/reverse`, { reason })).statusCode).toBe(200);
}
