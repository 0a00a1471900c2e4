import { screen } from '@testing-library/react';
import { user } from '../test/user';
import type { MailMessage } from '../../shared/mail/wire';
import { MAIL_MESSAGES } from '../../shared/mail/mail';
import { stubFetch } from '../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../test/render-with-providers';
import { BillMail } from './BillMail';

const queued: MailMessage = {
  id: 9,
  kind: 'bill',
  state: 'queued',
  vendor: 'Shree Ganesh Roadlines',
  to: 'accounts@shreeganesh.in',
  subject: 'Bill B1042 from Sai Freight Carriers',
  attachment: 'Bill-B1042-r1.pdf',
  billId: 'B1042',
  paymentId: null,
  vendorId: 3,
  queuedAt: '2026-11-28T06:30:00.000Z',
  queuedBy: 'accounts',
  attempts: 0,
  nextAttemptAt: '2026-11-28T06:30:00.000Z',
  sentAt: null,
  serverResponse: null,
  serverMessageId: null,
  lastError: null,
};
const STATUS = { configured: true, from: 'Sai Freight Carriers <office@saifreight.in>', message: '' };

test('"Email to vendor" queues the bill (202), says so, and the line follows the message from queued to sent', async () => {
  let messages: MailMessage[] = [];
  stubFetch({
    'GET /mail/status': { body: STATUS },
    'GET /mail/outbox': () => ({ body: { messages, totalCount: messages.length } }),
    'POST /bills/B1042/email': () => {
      messages = [queued];
      return {
        status: 202,
        body: { message: MAIL_MESSAGES.billQueued('B1042', 1, queued.to), mail: queued },
      };
    },
  });
  renderWithProviders(<BillMail billId="B1042" />, { preloadedState: signedInAs('accountant') });
  const line = await screen.findByRole('status', { name: 'E-mail of B1042' });
  expect(line).toHaveTextContent('E-mail: not sent');
  await user.click(screen.getByRole('button', { name: 'Email to vendor B1042' }));
  expect(await screen.findByText(MAIL_MESSAGES.billQueued('B1042', 1, queued.to))).toBeInTheDocument();
  expect(await screen.findByText('Queued')).toBeInTheDocument();
  expect(line).toHaveTextContent('to accounts@shreeganesh.in (Bill-B1042-r1.pdf)');
  // The worker sends it; the line, looking again while it is on its way, shows it sent.
  messages = [
    { ...queued, state: 'sent', attempts: 1, sentAt: '2026-11-28T06:31:00.000Z', serverResponse: '250 OK' },
  ];
  expect(await screen.findByText('Sent', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(line).toHaveTextContent('28/11/2026 12:01 to accounts@shreeganesh.in');
});

test('without SMTP_URL the button is off and the line says mail is not set up', async () => {
  stubFetch({
    'GET /mail/status': { body: { configured: false, from: '', message: MAIL_MESSAGES.notSetUp } },
    'GET /mail/outbox': { body: { messages: [], totalCount: 0 } },
  });
  renderWithProviders(<BillMail billId="B1042" />, { preloadedState: signedInAs('accountant') });
  expect(await screen.findByText(MAIL_MESSAGES.notSetUp)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Email to vendor B1042' })).toBeDisabled();
});

test('profiles outside the mail area see nothing of it', () => {
  stubFetch({});
  renderWithProviders(<BillMail billId="B1042" />, { preloadedState: signedInAs('unloadingManager') });
  expect(screen.queryByRole('status', { name: 'E-mail of B1042' })).not.toBeInTheDocument();
});
