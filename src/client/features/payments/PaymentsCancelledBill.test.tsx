import { screen, within } from '@testing-library/react';
import { billPaymentStatusAnswer } from '../../../shared/payments/wire';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { PaymentsPage } from './PaymentsPage';

test('a cancelled bill shows as Cancelled with nothing outstanding and nothing to record or update', async () => {
  stubFetch({
    'GET /bills/B1036/status': {
      body: billPaymentStatusAnswer.parse({
        billId: 'B1036',
        vendor: 'Shree Cement',
        billDate: '2026-11-01',
        net: 20969.75,
        paid: 0,
        outstanding: 0,
        status: 'Cancelled',
        outOfDate: false,
        changes: [],
        netAfterUpdate: null,
      }),
    },
    'GET /payments': { body: { payments: [] } },
  });
  renderWithProviders(<PaymentsPage />, {
    preloadedState: signedInAs('accountant', 'accounts'),
    route: '/payments?billId=B1036',
    path: '/payments',
  });
  const bill = within(await screen.findByLabelText('Bill summary'));
  expect(bill.getByText('Cancelled')).toBeInTheDocument();
  // Paid and Outstanding: nothing.
  expect(bill.getAllByText('0.00')).toHaveLength(2);
  expect(screen.getByRole('button', { name: /Record/ })).toBeDisabled();
  expect(screen.queryByRole('button', { name: /Update Bill/ })).not.toBeInTheDocument();
});
