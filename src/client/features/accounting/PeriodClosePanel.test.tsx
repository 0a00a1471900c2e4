import { screen, within } from '@testing-library/react';
import { user } from '../../test/user';
import type { TdsRegisterWithDeposits } from '../../../shared/accounting/tds-challans-wire';
import type { Profile } from '../../../shared/auth/profiles';
import { stubFetch } from '../../test/fetch-stub';
import { bodySentWith } from '../../test/forms';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { PAN_ROW, showTdsRegister, vendorLine } from '../../test/tds-data';
import { TdsRegisterPage } from './TdsRegisterPage';

const ROW = {
  ...PAN_ROW,
  dateOfCredit: '2025-11-13',
  // No challan yet: the server allocates none.
  challanId: null,
  challanSerial: '',
  taxDeposited: 0,
  taxNotDeposited: PAN_ROW.tds,
  status: 'not deposited',
} as const;
const REGISTER: TdsRegisterWithDeposits = {
  fy: '2025-26',
  quarter: 'Q3',
  startDate: '2025-10-01',
  endDate: '2025-12-31',
  rows: [ROW],
  vendors: [vendorLine(ROW, '02')],
  totalCredited: 29000,
  totalTds: 580,
  totalShortDeducted: 0,
  challans: [],
  months: [
    { month: '2025-11', deducted: 580, deposited: 0, balance: 580, notDeposited: 580, rowsNotDeposited: 1 },
  ],
};
const CLOSED = { closedAt: '2026-01-05T06:00:00.000Z', closedBy: 'accounts' };
const period = (extra = {}) => ({
  fy: '2025-26',
  quarter: 'Q3',
  startDate: '2025-10-01',
  endDate: '2025-12-31',
  ...CLOSED,
  reopenedAt: null,
  reopenedBy: null,
  reopenReason: null,
  ...extra,
});

async function showRegister(profile: Profile, fy: string, quarter: string) {
  renderWithProviders(<TdsRegisterPage />, { preloadedState: signedInAs(profile, 'accounts') });
  await showTdsRegister(user, fy, quarter);
}

test('the accountant closes an ended quarter after confirming; the register then shows who closed it and when, without Reopen', async () => {
  let closed = false;
  const { calls } = stubFetch({
    'GET /accounting/tds': () => ({ body: closed ? { ...REGISTER, closed: CLOSED } : REGISTER }),
    'POST /accounting/periods/close': () => {
      closed = true;
      return {
        body: {
          message: 'Q3 2025-26 (Oct-Dec) closed. Its TDS register is kept as filed.',
          period: period(),
        },
      };
    },
  });
  await showRegister('accountant', '2025-26', 'Q3');
  await user.click(await screen.findByRole('button', { name: 'Close quarter' }));
  const dialog = within(screen.getByRole('dialog'));
  expect(
    dialog.getByText(/^Close Q3 2025-26 \(Oct-Dec\)\? Its TDS register is kept as it is now \(as filed\)\./),
  ).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Close quarter' }));
  expect(
    await screen.findByText('Q3 2025-26 (Oct-Dec) closed. Its TDS register is kept as filed.'),
  ).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/accounting/periods/close')!.body).toEqual({
    fy: '2025-26',
    quarter: 'Q3',
  });
  // Closing invalidates the register: it is read again, now as filed.
  expect(
    await screen.findByText(
      'Q3 2025-26 (Oct-Dec): Closed on 05/01/2026 by accounts. The register below is as filed.',
    ),
  ).toBeInTheDocument();
  expect(calls.filter((c) => c.path.startsWith('/accounting/tds'))).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Close quarter' })).not.toBeInTheDocument();
});

test('a quarter that has not ended is not closed: the screen says why, without a call', async () => {
  const { calls } = stubFetch({
    'GET /accounting/tds': {
      body: {
        ...REGISTER,
        fy: '2099-00',
        quarter: 'Q1',
        startDate: '2099-04-01',
        endDate: '2099-06-30',
        rows: [],
        vendors: [],
      },
    },
  });
  await showRegister('accountant', '2099-00', 'Q1');
  await user.click(await screen.findByRole('button', { name: 'Close quarter' }));
  expect(
    await screen.findByText(
      'Q1 2099-00 (Apr-Jun) has not ended yet: a quarter is closed after its return is filed, from the day after 30/06/2099.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test('an admin reopens a closed quarter with a reason; a difference row names the change it books', async () => {
  const difference = {
    ...ROW,
    billId: 'B1044',
    dateOfCredit: '2026-11-26',
    amountCredited: -29000,
    tds: -580,
    adjustmentOf: { billDate: '2025-11-13', change: 'revised' as const },
  };
  let closed = true;
  const { calls } = stubFetch({
    'GET /accounting/tds': () => ({
      body: { ...REGISTER, rows: [ROW, difference], ...(closed ? { closed: CLOSED } : {}) },
    }),
    'POST /accounting/periods/reopen': () => {
      closed = false;
      return {
        body: {
          message: 'Q3 2025-26 (Oct-Dec) reopened.',
          period: period({
            reopenedAt: '2026-11-27T06:00:00.000Z',
            reopenedBy: 'admin',
            reopenReason: 'Return revised',
          }),
        },
      };
    },
  });
  await showRegister('admin', '2025-26', 'Q3');
  expect(await screen.findByText('difference of B1044 (revised 26/11/2026)')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Q3 2025-26 (Oct-Dec): Closed on 05/01/2026 by accounts. The register below is as filed.',
    ),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Reopen' }));
  const dialog = within(screen.getByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Reopen' }));
  expect(await screen.findByText('Please enter the reason for reopening the quarter.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  await user.type(dialog.getByLabelText('Reason'), 'Return revised');
  await user.click(dialog.getByRole('button', { name: 'Reopen' }));
  expect(
    await bodySentWith(calls, 'Q3 2025-26 (Oct-Dec) reopened.', 'POST /accounting/periods/reopen'),
  ).toEqual({
    fy: '2025-26',
    quarter: 'Q3',
    reason: 'Return revised',
  });
  expect(await screen.findByRole('button', { name: 'Close quarter' })).toBeInTheDocument();
});

test('a refused close shows the server message', async () => {
  stubFetch({
    'GET /accounting/tds': { body: REGISTER },
    'POST /accounting/periods/close': {
      status: 409,
      body: { message: 'Q3 2025-26 (Oct-Dec) is already closed.' },
    },
  });
  await showRegister('admin', '2025-26', 'Q3');
  await user.click(await screen.findByRole('button', { name: 'Close quarter' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close quarter' }));
  expect(await screen.findByText('Q3 2025-26 (Oct-Dec) is already closed.')).toBeInTheDocument();
});
