import { todayInIndia } from '../../../shared/common/dates';
import { MAIL_MESSAGES } from '../../../shared/mail/mail';
import type { MailMessage } from '../../../shared/mail/wire';
import { ONE_TRIP_NET, VENDOR_WITH_PAN, payToday } from '../../test/month-end-fixtures';
import { expectStatus } from '../../test/setup-calls';
import { expectMessage } from '../../test/test-app';
import { mailWorld, pdfBytesText, VENDOR_EMAIL, type MailWorld } from '../../test/mail-world';

/**
 * Mail to vendors through a real SMTP server (smtp-server, read back with mailparser): a bill's PDF
 * on "Email to vendor" and automatically when made, a payment advice with its UTR, every outbox
 * state, and the refusals a request gets.
 */
let world: MailWorld;
beforeAll(async () => {
  world = await mailWorld();
}, 90_000);
afterAll(async () => world?.close());

/** The outbox's messages about a bill, newest first. */
async function messagesOfBill(billId: string): Promise<MailMessage[]> {
  return expectStatus(await world.as.accountant.get(`/mail/outbox?billId=${billId}`), 200).json().messages;
}

/**
 * Waits until the message is in a state that is not queued or sending, and answers it. The
 * deadline stays under the test's 30 s: on a machine at load 8 a bill's PDF and three attempts
 * with their waits took more than 15 s.
 */
async function settled(id: number): Promise<MailMessage> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const { messages } = expectStatus(await world.as.accountant.get('/mail/outbox?limit=1000'), 200).json();
    const message = (messages as MailMessage[]).find((m) => m.id === id)!;
    if (!['queued', 'sending'].includes(message.state) || Date.now() > deadline) return message;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const received = () => world.catcher.received;

describe('a bill by e-mail', () => {
  test('"Email to vendor" answers 202 queued; the vendor gets the PDF of the current revision, named as its download', async () => {
    const billId = await world.bill([await world.acknowledgedTrip()]);
    const res = await world.as.accountant.post(`/bills/${billId}/email`);
    expect(res.statusCode).toBe(202);
    const { message, mail } = res.json();
    expect(message).toBe(MAIL_MESSAGES.billQueued(billId, 1, VENDOR_EMAIL));
    expect(mail).toMatchObject({
      kind: 'bill',
      state: 'queued',
      to: VENDOR_EMAIL,
      vendor: VENDOR_WITH_PAN,
      billId,
      attachment: `Bill-${billId}-r1.pdf`,
      subject: `Bill ${billId} from Sai Freight Carriers`,
    });

    const sent = await settled(mail.id);
    const [got] = (await world.catcher.waitFor(1)).filter((m) => m.parsed.subject?.includes(billId));
    expect(got.envelope).toEqual({ from: 'office@saifreight.in', to: [VENDOR_EMAIL] });
    expect(got.parsed.from?.value).toEqual([
      { name: 'Sai Freight Carriers', address: 'office@saifreight.in' },
    ]);
    expect(got.parsed.headers.get('auto-submitted')).toBe('auto-generated');
    // The PDF is the bill as stored: its id, vendor and net payable in Indian grouping.
    const [pdf] = got.parsed.attachments;
    expect(pdf.filename).toBe(`Bill-${billId}-r1.pdf`);
    expect(pdf.contentType).toBe('application/pdf');
    const text = pdfBytesText(pdf.content);
    expect(text).toContain(billId);
    expect(text).toContain(VENDOR_WITH_PAN);
    expect(text).toContain('20,969.75');
    // The words beside it: the same figures, the business's name and address.
    expect(got.parsed.text).toContain(`Dear ${VENDOR_WITH_PAN},`);
    expect(got.parsed.text).toMatch(/Net payable:\s+Rs\. 20,969\.75/);
    expect(got.parsed.text).toMatch(/Less TDS:\s+Rs\. -580\.00/);
    expect(got.parsed.text).toContain('Plot 14, Transport Nagar, Nigdi, Pune 411044');
    // Sent: with the server's answer and the id it gave, and our own Message-ID.
    expect(sent).toMatchObject({
      state: 'sent',
      attempts: 1,
      serverResponse: got.reply,
      serverMessageId: `Q${received().indexOf(got) + 1}`,
      lastError: null,
    });
    const row = await world.app.db
      .selectFrom('mail_outbox')
      .select('message_id')
      .where('id', '=', mail.id)
      .executeTakeFirstOrThrow();
    expect(got.parsed.messageId).toBe(row.message_id);
    expect(await messagesOfBill(billId)).toEqual([sent]);
  });

  test('two presses at once queue one message: the second answer names the first', async () => {
    const billId = await world.bill([await world.acknowledgedTrip()]);
    const [first, second] = await Promise.all([
      world.as.accountant.post(`/bills/${billId}/email`),
      world.as.admin.post(`/bills/${billId}/email`),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect(first.json().mail.id).toBe(second.json().mail.id);
    await settled(first.json().mail.id);
    expect((await messagesOfBill(billId)).length).toBe(1);
    expect(received().filter((m) => m.parsed.subject?.includes(billId)).length).toBe(1);
  });

  test('a vendor whose bills go out automatically gets each new bill and revision without a press', async () => {
    const saved = await world.as.accountant.post(`/vendors/${world.vendorId}/mail-settings`, {
      bills: 'automatic',
      monthlyStatement: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: MAIL_MESSAGES.settingsSaved,
      bills: 'automatic',
      email: VENDOR_EMAIL,
    });
    try {
      const trip = await world.acknowledgedTrip();
      const billId = await world.bill([trip]);
      // Written with the bill: it is in the outbox as soon as the bill is answered.
      const [made] = await messagesOfBill(billId);
      expect(made).toMatchObject({
        kind: 'bill',
        attachment: `Bill-${billId}-r1.pdf`,
        queuedBy: 'me_accountant',
      });
      expect(await settled(made.id)).toMatchObject({ state: 'sent' });
      const got = received().find((m) => m.parsed.subject === `Bill ${billId} from Sai Freight Carriers`)!;
      expect(got.parsed.attachments.map((a) => a.filename)).toEqual([`Bill-${billId}-r1.pdf`]);
      // Update Bill with a second trip: revision 2 goes out by itself too.
      const { billed } = expectStatus(
        await world.as.accountant.post('/list-to-revise-bill', { bill_id: billId }),
        200,
      ).json();
      const added = await world.acknowledgedTrip();
      const revised = await world.as.accountant.post('/generate-pdf-revised-bill', {
        billedSelectedRows: billed,
        billedUnselectedRows: [],
        ackSelectedRows: [added],
      });
      expect(revised.statusCode).toBe(200);
      const [second] = await messagesOfBill(billId);
      expect(second).toMatchObject({
        attachment: `Bill-${billId}-r2.pdf`,
        subject: `Bill ${billId} (revision 2) from Sai Freight Carriers`,
      });
      expect(await settled(second.id)).toMatchObject({ state: 'sent' });
      const r2 = received().find((m) => m.parsed.subject === second.subject)!;
      expect(r2.parsed.text).toContain('This is revision 2 of the bill: it replaces the earlier ones.');
      expect(pdfBytesText(r2.parsed.attachments[0].content)).toContain(added.TripID);
    } finally {
      await world.as.accountant.post(`/vendors/${world.vendorId}/mail-settings`, {
        bills: 'onRequest',
        monthlyStatement: false,
      });
    }
  });

  test('refusals: unknown bill 404, a vendor without an address 409, profiles outside the mail area 403', async () => {
    expectMessage(await world.as.accountant.post('/bills/B999999/email'), 404, 'Bill not found.');
    const other = await world.bill([await world.acknowledgedTrip({ vendor: 'Om Shree Carriers' })]);
    expectMessage(
      await world.as.accountant.post(`/bills/${other}/email`),
      409,
      MAIL_MESSAGES.noEmail('Om Shree Carriers'),
    );
    for (const profile of ['loadingManager', 'unloadingManager'] as const) {
      expect((await world.as[profile].post(`/bills/${other}/email`)).statusCode).toBe(403);
      expect((await world.as[profile].get('/mail/outbox')).statusCode).toBe(403);
    }
    expect(await messagesOfBill(other)).toEqual([]);
  });
});

describe('a payment advice', () => {
  test('each payment sends its advice: amount, mode and UTR, date, and the bill it settles with its deductions', async () => {
    const billId = await world.bill([await world.acknowledgedTrip()]);
    const utr = 'SBIN0426117788';
    const paid = expectStatus(
      await payToday(world, { billId, amount: '20000', reference: utr, note: '' }),
      201,
    ).json();
    const [advice] = (await messagesOfBill(billId)).filter((m) => m.kind === 'paymentAdvice');
    expect(advice).toMatchObject({
      paymentId: paid.payment.id,
      attachment: `PaymentAdvice-${billId}-${paid.payment.id}.pdf`,
      subject: `Payment advice: Rs. 20,000.00 against bill ${billId} from Sai Freight Carriers`,
    });
    expect(await settled(advice.id)).toMatchObject({ state: 'sent' });
    // The bill's own line (kind=bill) is not taken by its payments' advices.
    const billOnly = expectStatus(
      await world.as.accountant.get(`/mail/outbox?billId=${billId}&kind=bill`),
      200,
    );
    expect(billOnly.json()).toEqual({ messages: [], totalCount: 0 });
    const got = received().find((m) => m.parsed.subject === advice.subject)!;
    const text = got.parsed.text!;
    expect(text).toContain(
      `We have paid you Rs. 20,000.00 on ${todayInIndia().split('-').reverse().join('/')}.`,
    );
    expect(text).toContain(`Mode: NEFT, UTR ${utr}`);
    expect(text).toContain(`Bill settled: ${billId}`);
    expect(text).toMatch(/Freight:\s+Rs\. 29,000\.00/);
    expect(text).toMatch(/Less diesel:\s+Rs\. -5,000\.00/);
    expect(text).toMatch(/Less advance:\s+Rs\. -2,000\.00/);
    expect(text).toMatch(/Less toll:\s+Rs\. -350\.25/);
    expect(text).toMatch(/Less shortage:\s+Rs\. -100\.00/);
    expect(text).toMatch(/Net payable:\s+Rs\. 20,969\.75/);
    expect(text).toContain('Still due on the bill: Rs. 969.75.');
    // The advice as a PDF beside it, with the same words, named as the shared link names it.
    const [pdf] = got.parsed.attachments;
    expect(pdf.filename).toBe(`PaymentAdvice-${billId}-${paid.payment.id}.pdf`);
    const pdfText = pdfBytesText(pdf.content);
    expect(pdfText).toContain('Payment Advice');
    expect(pdfText).toContain(`Mode: NEFT, UTR ${utr}`);
    expect(pdfText).toMatch(/Less toll:\s+Rs\. -350\.25/);
    expect(ONE_TRIP_NET).toBe(20969.75);
  });
});

describe('the outbox', () => {
  test('a message the server refuses for good is failed with its reason; Send again queues it and it goes', async () => {
    let refuse = true;
    world.catcher.hooks.verdict = () =>
      refuse ? { refuse: 554, message: 'Message rejected: policy' } : { accept: 'OK: queued as LATER1' };
    try {
      const billId = await world.bill([await world.acknowledgedTrip()]);
      const { mail } = (await world.as.accountant.post(`/bills/${billId}/email`)).json();
      expect(await settled(mail.id)).toMatchObject({
        state: 'failed',
        attempts: 1,
        serverResponse: '554 Message rejected: policy',
        lastError: '554 Message rejected: policy',
      });
      // Only failed or unconfirmed messages are sent again.
      refuse = false;
      const again = await world.as.accountant.post(`/mail/outbox/${mail.id}/retry`);
      expect(again.statusCode).toBe(202);
      expect(again.json()).toMatchObject({
        message: MAIL_MESSAGES.queuedAgain,
        mail: { id: mail.id, state: 'queued' },
      });
      expect(await settled(mail.id)).toMatchObject({
        state: 'sent',
        serverMessageId: 'LATER1',
        lastError: null,
      });
      expectMessage(
        await world.as.accountant.post(`/mail/outbox/${mail.id}/retry`),
        409,
        MAIL_MESSAGES.notRetriable,
      );
      expectMessage(
        await world.as.accountant.post('/mail/outbox/999999/retry'),
        404,
        MAIL_MESSAGES.messageNotFound,
      );
    } finally {
      delete world.catcher.hooks.verdict;
    }
  });

  test('a server that refuses for now (451) is tried again after each wait, later each time, until it accepts', async () => {
    const attemptsAt: number[] = [];
    world.catcher.hooks.onMailFrom = async () => void attemptsAt.push(Date.now());
    world.catcher.hooks.verdict = () =>
      attemptsAt.length < 3 ? { refuse: 451, message: 'Try again later' } : { accept: 'OK: queued as THIRD' };
    try {
      const billId = await world.bill([await world.acknowledgedTrip()]);
      const { mail } = (await world.as.accountant.post(`/bills/${billId}/email`)).json();
      const sent = await settled(mail.id);
      expect(sent).toMatchObject({ state: 'sent', attempts: 3, serverMessageId: 'THIRD' });
      // The waits of TEST_MAIL: 300 ms after the first refusal, 600 ms after the second.
      expect(attemptsAt[1] - attemptsAt[0]).toBeGreaterThanOrEqual(300);
      expect(attemptsAt[2] - attemptsAt[1]).toBeGreaterThanOrEqual(600);
      expect(received().filter((m) => m.parsed.subject?.includes(billId)).length).toBe(1);
    } finally {
      delete world.catcher.hooks.verdict;
      delete world.catcher.hooks.onMailFrom;
    }
  });

  test('past the last wait a message is failed, naming how many attempts it had', async () => {
    world.catcher.hooks.verdict = () => ({ refuse: 421, message: 'Service not available' });
    try {
      const billId = await world.bill([await world.acknowledgedTrip()]);
      const { mail } = (await world.as.accountant.post(`/bills/${billId}/email`)).json();
      expect(await settled(mail.id)).toMatchObject({
        state: 'failed',
        attempts: 3,
        lastError: 'Gave up after 3 attempts: 421 Service not available',
      });
    } finally {
      delete world.catcher.hooks.verdict;
    }
  });

  test('GET /mail/status says who mail is sent as, never the server password', async () => {
    const res = await world.as.accountant.get('/mail/status');
    expect(res.json()).toEqual({
      configured: true,
      from: 'Sai Freight Carriers <office@saifreight.in>',
      message: '',
    });
    expect(res.body).not.toContain('Mail#Pass1');
  });
});

describe('the statement on demand', () => {
  test('POST /vendors/{id}/email-statement sends the period statement PDF, named as its download', async () => {
    const today = todayInIndia();
    const res = await world.as.accountant.post(`/vendors/${world.vendorId}/email-statement`, {
      startDate: today,
      endDate: today,
    });
    expect(res.statusCode).toBe(202);
    const { mail } = res.json();
    const fileName = `Statement-Shree_Ganesh_Roadlines-${today}-${today}.pdf`;
    expect(mail).toMatchObject({ kind: 'statement', attachment: fileName });
    expect(await settled(mail.id)).toMatchObject({ state: 'sent' });
    const got = received().find((m) => m.parsed.attachments[0]?.filename === fileName)!;
    expect(pdfBytesText(got.parsed.attachments[0].content)).toContain('Vendor Statement');
    expect(got.parsed.text).toMatch(/Closing balance:\s+Rs\. /);
    expectMessage(
      await world.as.accountant.post(`/vendors/${world.vendorId}/email-statement`, {
        startDate: today,
        endDate: '2000-01-01',
      }),
      400,
      'End date should be greater than or equal to Start Date.',
    );
  });
});
