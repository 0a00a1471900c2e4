import { checkPaymentAmount, paymentFormSchema } from './payments';

const draft = { date: '2026-11-20', mode: 'NEFT', reference: 'UTR1', amount: '', note: '' };
const messagesOf = (amount: string, outstandingPaise?: number) => {
  const checked = paymentFormSchema('2026-11-01', '2026-11-28', outstandingPaise).safeParse({
    ...draft,
    amount,
  });
  return checked.success ? [] : checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

test('a payment up to what the bill owes is taken; a paisa more is named with the outstanding amount', () => {
  expect(checkPaymentAmount(2096975, 2096975)).toBeNull();
  expect(checkPaymentAmount(2096976, 2096975)).toBe(
    'Amount is more than the outstanding amount of Rs. 20,969.75.',
  );
});

test("the Record payment form names it beside Amount, read as the clerk types it ('20,969.76')", () => {
  expect(messagesOf('20,969.75', 2096975)).toEqual([]);
  expect(messagesOf('20,969.76', 2096975)).toEqual([
    'amount: Amount is more than the outstanding amount of Rs. 20,969.75.',
  ]);
  // Without the bill's outstanding (the server checks it then), only the amount's own rules.
  expect(messagesOf('20,969.76')).toEqual([]);
  expect(messagesOf('fifty', 2096975)).toEqual([
    'amount: Amount must be a number, such as 50000, 50,000 or 1,00,000.50.',
  ]);
});
