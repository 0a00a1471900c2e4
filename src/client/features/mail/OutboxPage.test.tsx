import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import type { MailMessage } from '../../../shared/mail/wire';
import { MAIL_MESSAGES } from '../../../shared/mail/mail';
import { SHARE_MESSAGES } from '../../../shared/share/share';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { catchNewTab, sharedAnswer, sharedLink, vendorListWith } from '../../test/share-data';
import { OutboxPage } from './OutboxPage';

const message = (id: number, extra: Partial<MailMessage> = {}): MailMessage => ({
  id,
  kind: 'bill',
  state: 'sent',
  vendor: 'Shree Ganesh Roadlines',
  to: 'accounts@shreeganesh.in',
  subject: `Bill B104${id} from Sai Freight Carriers`,
  attachment: `Bill-B104${id}-r1.pdf`,
  billId: `B104${id}`,
  paymentId: null,
  vendorId: 3,
  queuedAt: '2026-11-28T06:30:00.000Z',
  queuedBy: 'accounts',
  attempts: 1,
  nextAttemptAt: null,
  sentAt: '2026-11-28T06:31:00.000Z',
  serverResponse: '250 OK: queued as Q7',
  serverMessageId: 'Q7',
  lastError: null,
  ...extra,
});

const STATUS = { configured: true, from: 'Sai Freight Carriers <office@saifreight.in>', message: '' };

test('every message with where it stands: sent with the server answer, failed with its reason and Send again', async () => {
  const failed = message(2, {
    state: 'failed',
    sentAt: null,
    serverResponse: '554 Message rejected: policy',
    lastError: '554 Message rejected: policy',
  });
  const { calls } = stubFetch({
    'GET /mail/status': { body: STATUS },
    'GET /mail/outbox': { body: { messages: [failed, message(1)], totalCount: 2 } },
    'POST /mail/outbox/2/retry': {
      status: 202,
      body: { message: MAIL_MESSAGES.queuedAgain, mail: { ...failed, state: 'queued', lastError: null } },
    },
  });
  renderWithProviders(<OutboxPage />, { preloadedState: signedInAs('accountant') });
  expect(
    await screen.findByText('Mail goes out as Sai Freight Carriers <office@saifreight.in>.'),
  ).toBeInTheDocument();
  const sent = await screen.findByRole('row', { name: /Bill B1041 from/ });
  expect(within(sent).getByText('Sent')).toBeInTheDocument();
  expect(sent).toHaveTextContent('28/11/2026 12:01 to accounts@shreeganesh.in');
  expect(sent).toHaveTextContent('250 OK: queued as Q7');
  expect(within(sent).queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();

  const refused = screen.getByRole('row', { name: /Bill B1042 from/ });
  expect(within(refused).getByText('Failed')).toBeInTheDocument();
  expect(refused).toHaveTextContent('554 Message rejected: policy');
  await user.click(
    within(refused).getByRole('button', { name: 'Send again: Bill B1042 from Sai Freight Carriers' }),
  );
  expect(await screen.findByText(MAIL_MESSAGES.queuedAgain)).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST' && c.path === '/mail/outbox/2/retry')).toBe(true);

  await user.selectOptions(screen.getByLabelText('State'), 'failed');
  await screen.findByRole('row', { name: /Bill B1042 from/ });
  expect(calls.some((c) => c.path.startsWith('/mail/outbox?state=failed'))).toBe(true);
});

test('without SMTP_URL the screen says mail is not set up', async () => {
  stubFetch({
    'GET /mail/status': { body: { configured: false, from: '', message: MAIL_MESSAGES.notSetUp } },
    'GET /mail/outbox': { body: { messages: [], totalCount: 0 } },
  });
  renderWithProviders(<OutboxPage />, { preloadedState: signedInAs('accountant') });
  expect(await screen.findByText(MAIL_MESSAGES.notSetUp)).toBeInTheDocument();
  expect(await screen.findByText(MAIL_MESSAGES.noMessages)).toBeInTheDocument();
});

test('a bill and a payment advice are shared on WhatsApp from their Outbox rows; a vendor without a mobile is told why', async () => {
  const advice = message(3, {
    kind: 'paymentAdvice',
    subject: 'Payment advice for bill B1043',
    attachment: 'PaymentAdvice-B1043-9.pdf',
    paymentId: 9,
  });
  const other = message(4, { vendor: 'Om Shree Carriers', subject: 'Bill B1044 from Sai Freight Carriers' });
  const WA = 'https://wa.me/919822012345?text=Sai%20Freight%20Carriers';
  const { calls } = stubFetch({
    'GET /mail/status': { body: STATUS },
    'GET /mail/outbox': { body: { messages: [message(1), advice, other], totalCount: 3 } },
    'GET /list-vendor': vendorListWith('Shree Ganesh Roadlines', '9822012345'),
    'POST /bills/B1041/share': sharedAnswer(sharedLink({ billId: 'B1041' }), `${WA}%201`),
    'POST /payments/9/share': sharedAnswer(sharedLink({ kind: 'paymentAdvice', paymentId: 9 }), `${WA}%202`),
  });
  const { tab, open } = catchNewTab();
  renderWithProviders(<OutboxPage />, { preloadedState: signedInAs('accountant') });
  const bill = await screen.findByRole('row', { name: /Bill B1041 from/ });
  await user.click(within(bill).getByRole('button', { name: 'Share on WhatsApp: bill B1041' }));
  await waitFor(() => expect(tab.location.href).toBe(`${WA}%201`));

  const adviceRow = screen.getByRole('row', { name: /Payment advice for bill B1043/ });
  await user.click(within(adviceRow).getByRole('button', { name: 'Share on WhatsApp: advice of payment 9' }));
  await waitFor(() => expect(tab.location.href).toBe(`${WA}%202`));

  // Om Shree Carriers is not on the vendor list with a mobile: the button is off and says why.
  const refused = screen.getByRole('row', { name: /Bill B1044 from/ });
  expect(within(refused).getByRole('button', { name: 'Share on WhatsApp: bill B1044' })).toBeDisabled();
  expect(refused).toHaveTextContent(SHARE_MESSAGES.noMobile('Om Shree Carriers'));
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
    '/bills/B1041/share',
    '/payments/9/share',
  ]);
  open.mockRestore();
});
