import { billPaymentStatusAnswer } from '../../shared/payments/wire';
import { stubFetch } from './fetch-stub';
import { checkSentBody, checkStubAnswer, takeWireProblems } from './wire-check';

const status = billPaymentStatusAnswer.parse({
  billId: 'B1042',
  vendor: 'Shree Cement',
  billDate: '2026-01-01',
  net: 20969.75,
  paid: 0,
  outstanding: 20969.75,
  status: 'Unpaid',
  outOfDate: false,
  changes: [],
  netAfterUpdate: null,
});

test('an answer in the shape the server sends passes', () => {
  expect(() => checkStubAnswer('GET', '/bills/B1042/status', 200, status)).not.toThrow();
  expect(() =>
    checkStubAnswer('POST', '/payments', 409, { message: 'This bill is already fully paid.' }),
  ).not.toThrow();
});

test('an answer with a wrong type, a missing field or a field the server never sends is refused, naming it', () => {
  expect(() => checkStubAnswer('GET', '/bills/B1042/status', 200, { ...status, net: '20969.75' })).toThrow(
    "The stub's 200 answer to GET /bills/B1042/status is not a shape the server sends: net:",
  );
  const { outOfDate: _left, ...withoutOutOfDate } = status;
  expect(() => checkStubAnswer('GET', '/bills/B1042/status', 200, withoutOutOfDate)).toThrow(/outOfDate:/);
  expect(() =>
    checkStubAnswer('GET', '/bills/B1042/status', 200, { ...status, dueDate: '2026-02-01' }),
  ).toThrow("The stub's 200 answer to GET /bills/B1042/status has fields the server never sends: dueDate");
  expect(() => checkStubAnswer('GET', '/payments', 200, { payments: [{ id: 1 }] })).toThrow(
    /payments\.0\.billId/,
  );
  // Each is also kept to fail the test after it ends (taken here, as expected).
  expect(takeWireProblems()).toHaveLength(4);
});

test('an error answer without a message, or a success status the route never answers with, is refused', () => {
  expect(() => checkStubAnswer('POST', '/payments', 409, { error: 'paid' })).toThrow(/message:/);
  expect(() => checkStubAnswer('POST', '/payments', 200, {})).toThrow(
    'The stub answers POST /payments with 200, a status the server does not answer with.',
  );
  expect(takeWireProblems()).toHaveLength(2);
});

test('a body the server would refuse is named as the client sending it', () => {
  expect(() => checkSentBody('POST', '/payments/7/reverse', { reason: 42 })).toThrow(
    'The client sent POST /payments/7/reverse a body the server refuses: reason:',
  );
  expect(() => checkSentBody('POST', '/payments/7/reverse', { reason: 'Paid twice' })).not.toThrow();
  expect(takeWireProblems()).toHaveLength(1);
});

test('a client test whose stub answers a wrong shape fails, even when the screen would show the failure as an error', async () => {
  stubFetch({ 'GET /bills/B1042/status': { body: { ...status, net: 'lots' } } });
  await expect(fetch('http://localhost/logistics/bills/B1042/status')).rejects.toThrow(/net:/);
  expect(takeWireProblems()).toEqual([
    expect.stringMatching(
      /^The stub's 200 answer to GET \/bills\/B1042\/status is not a shape the server sends: net:/,
    ),
  ]);
});
