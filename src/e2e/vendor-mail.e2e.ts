import { request, type Browser } from 'playwright-core';
import { todayInIndia } from '../shared/common/dates';
import type { CaughtMail } from '../server/test/smtp-catcher';
import { SmtpCatcher } from '../server/test/smtp-catcher';
import { ApiClient, signedInNewUser } from './support/api';
import { startAppProcess, type AppProcess } from './support/app-process';
import { addTwoTripWorld, billThroughApi, pdfTextOf } from './support/billing-data';
import { launchBrowser, login, newPage, screenshot } from './support/browser';

/**
 * Documents reach the vendor: an accountant e-mails a bill from its page (a real SMTP server,
 * smtp-server, started here, receives it with the PDF attached) and shares a payment advice on
 * WhatsApp (the wa.me address carries the vendor's mobile with 91 and a link that opens the advice
 * signed out). The app is started for this file with SMTP_URL pointing at that server.
 */
let app: AppProcess;
let catcher: SmtpCatcher;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let savedBaseUrl: string | undefined;
const run = Date.now().toString(36).slice(-5);
const accountant = { username: `mailacc_${run}`, password: 'Mail-Acc#2026' };
const UTR = `SBIN0${Date.now().toString().slice(-9)}`;

beforeAll(async () => {
  catcher = await SmtpCatcher.start();
  app = await startAppProcess({
    SMTP_URL: catcher.url,
    MAIL_FROM: 'Sai Freight Carriers <office@saifreight.in>',
  });
  // This file's calls and pages go to its own app (put back after it).
  savedBaseUrl = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = app.url;
  ({ browser, close: closeBrowser } = await launchBrowser());
}, 150_000);

afterAll(async () => {
  process.env.E2E_BASE_URL = savedBaseUrl;
  await closeBrowser?.();
  await app?.stop();
  await catcher?.close();
});

/** The first message whose subject has `text`, once the server has it. */
async function mailWith(text: string): Promise<CaughtMail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = catcher.received.find((m) => m.parsed.subject?.includes(text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no message about ${text} reached the SMTP server`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('an accountant e-mails a bill (the PDF reaches the vendor) and shares its payment advice on WhatsApp', async () => {
  const api: ApiClient = await signedInNewUser(accountant.username, 'accountant', accountant.password);
  const { data, trips } = await addTwoTripWorld(api, run, String(Date.now()).slice(-6));
  const { billId } = await billThroughApi(api, trips, []);
  const { payment } = await api.post<{ payment: { id: number } }>('/payments', {
    billId,
    date: todayInIndia(),
    mode: 'NEFT',
    reference: UTR,
    amount: '20000',
    note: '',
  });
  await api.dispose();

  const { page, context } = await newPage(browser);
  try {
    await login(page, accountant.username, accountant.password);
    await page.goto(`/bills/${billId}`);
    const line = page.getByRole('status', { name: `E-mail of ${billId}` });
    await line.waitFor();

    // Email to vendor: queued (202), sent by the outbox worker, the line follows it to Sent.
    await page.getByRole('button', { name: `Email to vendor ${billId}`, exact: true }).click();
    const mail = await mailWith(`Bill ${billId} from`);
    expect(mail.envelope.to).toEqual([`accounts.${run}@laxmitransport.in`]);
    const [pdf] = mail.parsed.attachments;
    expect(pdf.filename).toBe(`Bill-${billId}-r1.pdf`);
    expect(pdfTextOf(pdf.content)).toContain(data.vendorName);
    await line
      .filter({ hasText: `(Bill-${billId}-r1.pdf)` })
      .getByText('Sent', { exact: true })
      .waitFor({ timeout: 20_000 });
    await screenshot(page, 'vendor-mail-bill-sent', { fullPage: true });

    // The Outbox lists it, every state at once, as Sent.
    await page.goto('/outbox');
    const outboxRow = page.getByRole('row', { name: new RegExp(`Bill ${billId} from`) });
    await outboxRow.getByText('Sent', { exact: true }).waitFor();
    await page.goto(`/bills/${billId}`);

    // Share on WhatsApp beside the payment's advice: a new tab goes to wa.me (answered here, not by WhatsApp).
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wa.me</title><p>WhatsApp</p>' }),
    );
    const tabOpened = context.waitForEvent('page');
    await page
      .getByRole('button', { name: `Share on WhatsApp: advice of payment ${payment.id}`, exact: true })
      .click();
    const tab = await tabOpened;
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    const wa = new URL(tab.url());
    expect(`${wa.origin}${wa.pathname}`).toBe('https://wa.me/919822012345');
    const message = wa.searchParams.get('text')!;
    expect(message).toContain(`Payment advice: Rs. 20,000.00 paid on`);
    expect(message).toContain(`against bill ${billId} (${UTR})`);
    const link = message.match(/https?:\/\/\S+\/logistics\/share\/[A-Za-z0-9_-]+/)![0];
    expect(link.startsWith(app.url)).toBe(true);
    await tab.close();

    // The link opens the advice signed out (no cookies at all), and only with its whole token.
    const visitor = await request.newContext();
    try {
      const opened = await visitor.get(link);
      expect(opened.status()).toBe(200);
      expect(opened.headers()['content-type']).toBe('application/pdf');
      const text = pdfTextOf(await opened.body());
      expect(text).toContain('Payment Advice');
      expect(text).toContain(`Mode: NEFT, UTR ${UTR}`);
      expect((await visitor.get(link.slice(0, -1))).status()).toBe(404);
    } finally {
      await visitor.dispose();
    }

    // The bill page lists the link, opened once, with Withdraw.
    const links = page.getByRole('table', { name: `Links shared of ${billId}` });
    await links.getByText(`PaymentAdvice-${billId}-${payment.id}.pdf`).waitFor();
    await page.reload();
    // Opened once, when.
    await links.getByRole('cell', { name: /^1 \(last \d\d\/\d\d\/\d{4} / }).waitFor();
    await screenshot(page, 'vendor-mail-advice-shared', { fullPage: true });
    // At 1366 px the whole bill page, with its payment's advice and shared links, needs no sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    const withdraw = (await links.getByRole('button', { name: /^Withdraw link/ }).boundingBox())!;
    expect(withdraw.x + withdraw.width).toBeLessThanOrEqual(1366);
    await links.getByRole('button', { name: /^Withdraw link/ }).click();
    await links.getByText(/^Withdrawn /).waitFor();
    const afterWithdraw = await request.newContext();
    try {
      expect((await afterWithdraw.get(link)).status()).toBe(410);
    } finally {
      await afterWithdraw.dispose();
    }
  } finally {
    await context.close();
  }
}, 240_000);
