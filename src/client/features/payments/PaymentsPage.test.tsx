import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import {
  billPaymentStatusAnswer,
  type BillPaymentStatusAnswer,
  type BillPaymentSummary,
} from '../../../shared/payments/wire';
import { stubFetch, type FetchCall } from '../../test/fetch-stub';
import { bodySentWith, expectMistakesNamed, expectMistakesUnsent } from '../../test/forms';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { payment } from '../../test/payment-data';
import { PaymentsPage } from './PaymentsPage';

const summary = (
  paid: number,
  status: BillPaymentSummary['status'],
  freshness: Partial<BillPaymentStatusAnswer> = {},
): BillPaymentStatusAnswer =>
  billPaymentStatusAnswer.parse({
    billId: 'B1042',
    vendor: 'Shree Cement',
    billDate: '2026-01-01',
    net: 20969.75,
    paid,
    outstanding: 20969.75 - paid,
    status,
    outOfDate: false,
    changes: [],
    netAfterUpdate: null,
    ...freshness,
  });
/** The bill's summary as a payment's answer carries it (without the out-of-date fields of GET /status). */
const billSummary = (paid: number, status: BillPaymentSummary['status']): BillPaymentSummary => {
  const {
    outOfDate: _outOfDate,
    changes: _changes,
    netAfterUpdate: _netAfterUpdate,
    ...onlySummary
  } = summary(paid, status);
  return onlySummary;
};
/** Bill B1042, unpaid, with no payments yet. */
const UNPAID_BILL = {
  'GET /bills/B1042/status': { body: summary(0, 'Unpaid') },
  'GET /payments': { body: { payments: [] } },
};

async function openBill(routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(routes);
  renderWithProviders(<PaymentsPage />, {
    preloadedState: signedInAs('accountant', 'accounts'),
    route: '/payments',
  });
  await user.type(screen.getByLabelText('Bill ID'), 'b1042');
  await user.click(screen.getByRole('button', { name: 'Find Bill' }));
  await screen.findByLabelText('Bill summary');
  return stub;
}

type Confirmation = 'confirmCashLimit' | 'confirmDuplicateReference';

/**
 * Opens an unpaid bill whose POST /payments is refused with a question (a 409 with `errorCode`)
 * until the form sends `confirm`; then the payment `saved` is recorded.
 */
function openQuestionedBill(
  confirm: Confirmation,
  question: { message: string; errorCode: string },
  saved: { payment: ReturnType<typeof payment>; paid: number },
) {
  return openBill({
    ...UNPAID_BILL,
    'POST /payments': ({ body }: { body: unknown }) =>
      (body as Partial<Record<Confirmation, boolean>>)[confirm]
        ? {
            status: 201,
            body: {
              message: 'Payment recorded against bill B1042.',
              payment: saved.payment,
              status: billSummary(saved.paid, 'Part-paid'),
            },
          }
        : { status: 409, body: question },
  });
}

/** Record Payment asks `question` in the dialog `name`; Cancel closes it. */
async function expectAskedThenCancelled(name: string, question: string) {
  await user.click(screen.getByRole('button', { name: 'Record Payment' }));
  const dialog = within(await screen.findByRole('dialog', { name }));
  expect(dialog.getByText(question)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

/** Record Payment asks again; Record anyway records it, the third POST alone carrying `confirm`. */
async function expectRecordedAnyway(calls: readonly FetchCall[], confirm: Confirmation) {
  await user.click(screen.getByRole('button', { name: 'Record Payment' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Record anyway' }));
  expect(await screen.findByText('Payment recorded against bill B1042.')).toBeInTheDocument();
  const posts = calls.filter((c) => c.method === 'POST');
  expect(posts.map((c) => (c.body as Partial<Record<Confirmation, boolean>>)[confirm])).toEqual([
    undefined,
    undefined,
    true,
  ]);
}

test('finding a bill shows its net, paid, outstanding and status, and its payments', async () => {
  await openBill({
    'GET /bills/B1042/status': { body: summary(10000, 'Part-paid') },
    'GET /payments': { body: { payments: [payment(1, 10000)] } },
  });
  const bill = within(screen.getByLabelText('Bill summary'));
  expect(bill.getByText('20,969.75')).toBeInTheDocument();
  expect(bill.getByText('10,969.75')).toBeInTheDocument();
  expect(bill.getByText('Part-paid')).toBeInTheDocument();
  const row = await screen.findByRole('row', { name: /UTR77/ });
  expect(within(row).getByText('10,000.00')).toBeInTheDocument();
});

const paymentForm = () => screen.getByRole('form', { name: 'Record payment' });

test('a missing reference is refused beside its field with the shared message, without a call', async () => {
  const { calls } = await openBill(UNPAID_BILL);
  await user.type(screen.getByLabelText('Amount (Rs.)'), '500');
  await user.click(screen.getByRole('button', { name: 'Record Payment' }));
  await expectMistakesNamed(paymentForm(), {
    Reference: 'Reference (UTR or cheque number) is required for this payment mode.',
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test('one Submit names every mistake of the payment form beside its field and focuses the first', async () => {
  const { calls } = await openBill(UNPAID_BILL);
  await user.clear(screen.getByLabelText('Payment Date'));
  await user.type(screen.getByLabelText('Payment Date'), '2099-01-01');
  await user.type(screen.getByLabelText('Amount (Rs.)'), '5,0000');
  await user.click(screen.getByRole('button', { name: 'Record Payment' }));
  await expectMistakesUnsent(calls, paymentForm(), {
    'Payment Date': 'Payment date cannot be in the future.',
    Reference: 'Reference (UTR or cheque number) is required for this payment mode.',
    'Amount (Rs.)': 'Amount must be a number, such as 50000, 50,000 or 1,00,000.50.',
  });
});

test('an amount typed the Indian way ("15,000") is accepted and sent as typed', async () => {
  const { calls } = await openBill({
    ...UNPAID_BILL,
    'POST /payments': {
      status: 201,
      body: {
        message: 'Payment recorded against bill B1042.',
        payment: payment(4, 15000),
        status: billSummary(0, 'Unpaid'),
      },
    },
  });
  await user.type(screen.getByLabelText('Reference'), 'UTR9');
  await user.type(screen.getByLabelText('Amount (Rs.)'), '15,000');
  await user.click(screen.getByRole('button', { name: 'Record Payment' }));
  expect(await bodySentWith(calls, 'Payment recorded against bill B1042.')).toMatchObject({
    amount: '15,000',
    reference: 'UTR9',
  });
});

test.each([
  {
    what: 'cash above the daily cash limit',
    confirm: 'confirmCashLimit' as const,
    errorCode: 'CASH_ABOVE_LIMIT',
    question:
      'With this payment, cash paid to this vendor on this day totals Rs. 92,585.58, above the Rs. 35,000 limit of section 36(4) of the Income-tax Act, 2025: the whole of these payments is not deductible, not only the excess. Record this cash payment anyway?',
    dialog: 'Cash above the daily cash limit',
    saved: { payment: payment(5, 20000, { mode: 'Cash', reference: '' }), paid: 20000 },
    fill: () => user.selectOptions(screen.getByLabelText('Mode'), 'Cash'),
    amount: '20,000',
    kept: ['Amount (Rs.)', '20,000'],
  },
  {
    what: 'a UTR already used',
    confirm: 'confirmDuplicateReference' as const,
    errorCode: 'DUPLICATE_REFERENCE',
    question:
      'UTR HDFC0099 was already used: bill B1001, NEFT of Rs. 5,000.00 on 20/11/2026. Record this payment with the same reference anyway?',
    dialog: 'Reference already used',
    saved: { payment: payment(3, 700), paid: 700 },
    fill: () => user.type(screen.getByLabelText('Reference'), 'hdfc0099'),
    amount: '700',
    kept: ['Reference', 'hdfc0099'],
  },
])(
  '$what is asked about before it is saved: Cancel saves nothing and keeps the form, Record anyway sends the confirmation',
  async ({ confirm, errorCode, question, dialog, saved, fill, amount, kept: [label, value] }) => {
    const { calls } = await openQuestionedBill(confirm, { message: question, errorCode }, saved);
    await fill();
    await user.type(screen.getByLabelText('Amount (Rs.)'), amount);
    await expectAskedThenCancelled(dialog, question);
    expect(screen.queryByText('Payment recorded against bill B1042.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveValue(value);
    await expectRecordedAnyway(calls, confirm);
  },
);

test('recording sends the form and shows the answer; a cash warning stays on screen', async () => {
  let paid = 0;
  const { calls } = await openBill({
    'GET /bills/B1042/status': () => ({ body: summary(paid, paid ? 'Part-paid' : 'Unpaid') }),
    'GET /payments': () => ({
      body: { payments: paid ? [payment(2, paid, { mode: 'Cash', reference: '' })] : [] },
    }),
    'POST /payments': () => {
      paid = 18000;
      return {
        status: 201,
        body: {
          message: 'Payment recorded against bill B1042.',
          payment: payment(2, paid),
          status: billSummary(paid, 'Part-paid'),
          warning: 'Warning: cash above Rs. 35,000.',
        },
      };
    },
  });
  await user.selectOptions(screen.getByLabelText('Mode'), 'Cash');
  await user.type(screen.getByLabelText('Amount (Rs.)'), '18000');
  await user.type(screen.getByLabelText('Note'), 'Driver cash');
  await user.click(screen.getByRole('button', { name: 'Record Payment' }));
  expect(await screen.findByText('Payment recorded against bill B1042.')).toBeInTheDocument();
  expect(screen.getByText('Warning: cash above Rs. 35,000.')).toBeInTheDocument();
  const post = calls.find((c) => c.method === 'POST')!;
  expect(post.body).toEqual({
    billId: 'B1042',
    date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    mode: 'Cash',
    reference: '',
    amount: '18000',
    note: 'Driver cash',
  });
  await waitFor(() =>
    expect(within(screen.getByLabelText('Bill summary')).getByText('Part-paid')).toBeInTheDocument(),
  );
});

test('an amount above what the bill owes is named beside Amount, and nothing is sent', async () => {
  const { calls } = await openBill(UNPAID_BILL);
  await user.type(screen.getByLabelText('Reference'), 'UTR1');
  await user.type(screen.getByLabelText('Amount (Rs.)'), '30,000');
  await user.click(screen.getByRole('button', { name: 'Record Payment' }));
  await expectMistakesNamed(paymentForm(), {
    'Amount (Rs.)': 'Amount is more than the outstanding amount of Rs. 20,969.75.',
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test("the server's refusal of a field's rule (paid meanwhile from another desk) is shown beside that field", async () => {
  await openBill({
    ...UNPAID_BILL,
    'POST /payments': {
      status: 400,
      body: { message: 'Amount is more than the outstanding amount of Rs. 969.75.' },
    },
  });
  await user.type(screen.getByLabelText('Reference'), 'UTR1');
  await user.type(screen.getByLabelText('Amount (Rs.)'), '20000');
  await user.click(screen.getByRole('button', { name: 'Record Payment' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Amount (Rs.)')).toHaveAccessibleDescription(
      /^Amount is more than the outstanding amount of Rs\. 969\.75\./,
    ),
  );
  expect(screen.getByLabelText('Amount (Rs.)')).toHaveFocus();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('any other refusal of the server is shown as it is', async () => {
  await openBill({
    ...UNPAID_BILL,
    'POST /payments': { status: 409, body: { message: 'This bill is already fully paid.' } },
  });
  await user.type(screen.getByLabelText('Reference'), 'UTR1');
  await user.type(screen.getByLabelText('Amount (Rs.)'), '20000');
  await user.click(screen.getByRole('button', { name: 'Record Payment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This bill is already fully paid.');
});

test('a payment is reversed with a reason; it stays listed, marked reversed', async () => {
  let reversed = false;
  const { calls } = await openBill({
    'GET /bills/B1042/status': () => ({
      body: summary(reversed ? 0 : 500, reversed ? 'Unpaid' : 'Part-paid'),
    }),
    'GET /payments': () => ({
      body: {
        payments: [
          payment(
            3,
            500,
            reversed ? { reversed: true, reversedBy: 'accounts', reversalReason: 'Wrong bill' } : {},
          ),
        ],
      },
    }),
    'POST /payments/3/reverse': () => {
      reversed = true;
      return {
        body: {
          message: 'Payment reversed.',
          payment: payment(3, 500, { reversed: true }),
          status: billSummary(0, 'Unpaid'),
        },
      };
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Reverse payment 3' }));
  const dialog = within(screen.getByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Reverse Payment' }));
  await expectMistakesNamed(screen.getByRole('form', { name: 'Reverse payment' }), {
    Reason: 'Please enter the reason for reversing this payment.',
  });
  await user.type(dialog.getByLabelText('Reason'), 'Wrong bill');
  await user.click(dialog.getByRole('button', { name: 'Reverse Payment' }));
  expect(await screen.findByText('Reversed by accounts: Wrong bill')).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/payments/3/reverse')!.body).toEqual({ reason: 'Wrong bill' });
  expect(screen.queryByRole('button', { name: 'Reverse payment 3' })).not.toBeInTheDocument();
});

test('a payment dated before the bill is refused on the form, without a call', async () => {
  const { calls } = await openBill(UNPAID_BILL);
  await user.clear(screen.getByLabelText('Payment Date'));
  await user.type(screen.getByLabelText('Payment Date'), '2025-12-31');
  await user.type(screen.getByLabelText('Reference'), 'UTR1');
  await user.type(screen.getByLabelText('Amount (Rs.)'), '10');
  await user.click(screen.getByRole('button', { name: 'Record Payment' }));
  await expectMistakesUnsent(calls, paymentForm(), {
    'Payment Date': 'Payment date cannot be before the bill date (01/01/2026).',
  });
});

describe('a bill out of date (trips edited since its revision)', () => {
  const outOfDate = summary(10000, 'Part-paid', {
    outOfDate: true,
    changes: [
      {
        trip_id: 'T1001',
        fields: [
          { field: 'Toll', label: 'Toll', billed: 350.25, current: 650.25 },
          { field: 'Weight', label: 'Weight', billed: 20, current: 19.5 },
        ],
      },
    ],
    netAfterUpdate: 20225,
  });

  test('a warning above the payment form names the trips, the fields and the net after Update Bill, and says what payments count against', async () => {
    await openBill({
      'GET /bills/B1042/status': { body: outOfDate },
      'GET /payments': { body: { payments: [] } },
    });
    const panel = screen.getByRole('status', { name: 'Bill B1042 is out of date' });
    expect(panel).toHaveTextContent(
      'Bill B1042 is out of date: 1 trip was edited since its last revision. Use Update Bill to revise it.',
    );
    expect(within(panel).getByRole('listitem')).toHaveTextContent(
      'T1001: Toll: 350.25 → 650.25; Weight: 20 t → 19.5 t',
    );
    expect(panel).toHaveTextContent(
      'Payments can still be recorded: they count against the stored net payable of Rs. 20,969.75 (the current revision). After Update Bill the net payable will be Rs. 20,225.00.',
    );
    // Above the form: read before any money is recorded.
    const form = screen.getByRole('form', { name: 'Record payment' });
    expect(panel.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Record Payment' })).toBeEnabled();
  });

  test('an up-to-date bill shows no warning', async () => {
    await openBill(UNPAID_BILL);
    expect(screen.queryByRole('status', { name: /out of date/ })).not.toBeInTheDocument();
  });
});

test("choosing a vendor lists its unpaid and part-paid bills, oldest first; Pay opens the bill's form", async () => {
  const stub = stubFetch({
    'GET /accounting/vendors': { body: { vendors: ['Aarav Roadlines', 'Shree Cement'] } },
    'GET /accounting/open-bills': {
      body: {
        vendor: 'Shree Cement',
        bills: [
          {
            billId: 'B1040',
            billDate: '2026-10-02',
            net: 15000,
            paid: 5000,
            outstanding: 10000,
            status: 'Part-paid',
          },
          {
            billId: 'B1042',
            billDate: '2026-11-20',
            net: 20969.75,
            paid: 0,
            outstanding: 20969.75,
            status: 'Unpaid',
          },
        ],
      },
    },
    'GET /bills/B1042/status': { body: summary(0, 'Unpaid') },
    'GET /payments': { body: { payments: [] } },
  });
  renderWithProviders(<PaymentsPage />, {
    preloadedState: signedInAs('accountant', 'accounts'),
    route: '/payments',
  });
  const vendor = within(screen.getByRole('region', { name: 'Unpaid bills' })).getByLabelText('Vendor');
  await waitFor(() =>
    expect(within(vendor).getByRole('option', { name: 'Shree Cement' })).toBeInTheDocument(),
  );
  expect(
    within(vendor)
      .getAllByRole('option')
      .slice(1)
      .map((o) => o.textContent),
  ).toEqual(['Aarav Roadlines', 'Shree Cement']);
  await user.selectOptions(vendor, 'Shree Cement');
  const rows = await screen.findAllByRole('row', { name: /B10/ });
  expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['B1040', 'B1042']);
  expect(within(rows[0]).getByText('10,000.00')).toBeInTheDocument();
  expect(stub.calls.map((c) => c.path)).toContain('/accounting/open-bills?vendor=Shree+Cement');

  await user.click(screen.getByRole('button', { name: 'Pay B1042' }));
  await screen.findByLabelText('Bill summary');
  expect(screen.getByLabelText('Bill ID')).toHaveValue('B1042');
  expect(screen.getByRole('form', { name: 'Record payment' })).toBeInTheDocument();
});
