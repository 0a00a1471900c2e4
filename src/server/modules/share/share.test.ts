import { SHARE_MESSAGES, SHARE_VALID_DAYS } from '../../../shared/share/share';
import { todayInIndia } from '../../../shared/common/dates';
import { MAIL_MESSAGES } from '../../../shared/mail/mail';
import {
  VENDOR_WITH_PAN,
  VENDOR_WITHOUT_PAN,
  payToday,
  useMonthEndWorld,
} from '../../test/month-end-fixtures';
import { expectStatus } from '../../test/setup-calls';
import { expectMessage } from '../../test/test-app';
import { pdfBytesText } from '../../test/mail-world';
import { listAudit } from '../audit/repository';

/**
 * "Share on WhatsApp": a link to one document, opened signed out. The wa.me address follows
 * WhatsApp's click-to-chat format: https://wa.me/<full international number, digits only>?text=<URL-encoded>
 * (walinktool.com "What is a wa.me link?" and instantmessageconnector.com "WhatsApp Click-to-Chat
 * Links", both citing WhatsApp's FAQ "How to use click to chat"; WhatsApp's own FAQ page itself was
 * not found in the search tool's store: not confirmed from it). India's calling code is 91.
 */
const world = useMonthEndWorld(90_000, {
  publicBaseUrl: 'https://office.saifreight.in',
  shareOpensPerWindow: 8,
});
const MOBILE = '9822012345';
let vendorId: number;
/** A different address for each test's openings, so the rate limit of one test does not reach another. */
let addressCount = 0;
const nextAddress = () => `10.0.0.${++addressCount}`;

beforeAll(async () => {
  const vendors = expectStatus(await world.as.admin.get('/list-vendor'), 200).json() as Array<
    Record<string, unknown>
  >;
  const vendor = vendors.find((v) => v.companyName === VENDOR_WITH_PAN)!;
  vendorId = Number(vendor.id);
  expectStatus(await world.as.admin.post('/update-vendor', { ...vendor, mobile: MOBILE }), 200);
});

/** Opens a link signed out, as a vendor's phone does, from `address`. */
const openLink = (url: string, address = nextAddress()) =>
  world.app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress: address });

/** Makes a link lapse, as if 5 January 2026 had been its last day. */
const expireOn5January = (id: number) =>
  world.app.db
    .updateTable('share_links')
    .set({ expires_at: new Date('2026-01-05T10:00:00Z') })
    .where('id', '=', id)
    .execute();

async function sharedBill() {
  const billId = await world.bill([await world.acknowledgedTrip()]);
  const res = await world.as.accountant.post(`/bills/${billId}/share`);
  expect(res.statusCode).toBe(201);
  return { billId, ...(res.json() as { url: string; whatsappUrl: string; link: { id: number } }) };
}

test('a bill is shared: the wa.me address carries the vendor mobile with 91, a short message and the link, which opens the PDF signed out', async () => {
  const { billId, url, whatsappUrl, link } = await sharedBill();
  expect(url).toMatch(/^https:\/\/office\.saifreight\.in\/logistics\/share\/[A-Za-z0-9_-]{59}$/);
  const wa = new URL(whatsappUrl);
  expect(`${wa.origin}${wa.pathname}`).toBe(`https://wa.me/91${MOBILE}`);
  const expires = todayInIndia(new Date(Date.now() + SHARE_VALID_DAYS * 86_400_000));
  expect(wa.searchParams.get('text')).toBe(
    `Sai Freight Carriers: Bill ${billId}, net payable Rs. 20,969.75. Open it here (valid till ${expires.split('-').reverse().join('/')}): ${url}`,
  );
  expect(link).toMatchObject({
    kind: 'bill',
    vendor: VENDOR_WITH_PAN,
    billId,
    fileName: `Bill-${billId}-r1.pdf`,
    document: `Bill ${billId}, net payable Rs. 20,969.75`,
    createdBy: 'me_accountant',
    revokedAt: null,
    opened: 0,
  });

  const opened = await openLink(url, '10.1.1.1');
  expect(opened.statusCode).toBe(200);
  expect(opened.headers['content-type']).toBe('application/pdf');
  expect(opened.headers['content-disposition']).toBe(`inline; filename="Bill-${billId}-r1.pdf"`);
  expect(opened.headers['cache-control']).toBe('no-store');
  const text = pdfBytesText(opened.rawPayload);
  expect(text).toContain(billId);
  expect(text).toContain('20,969.75');

  // Each opening is in the audit log with the address it came from, and counted on the link.
  const audit = await listAudit(world.app.db, 'share', link.id);
  expect(audit.map((a) => [a.actor, a.action])).toEqual([
    ['me_accountant', 'share'],
    ['shared link', 'open'],
  ]);
  expect(audit[1].after).toEqual({ address: '10.1.1.1', fileName: `Bill-${billId}-r1.pdf` });
  const { links } = expectStatus(await world.as.accountant.get(`/share-links?billId=${billId}`), 200).json();
  expect(links).toMatchObject([{ id: link.id, opened: 1 }]);
  expect(links[0].lastOpenedAt).not.toBeNull();
  // Only the hash of the secret is stored: the token is nowhere in the row.
  const row = await world.app.db
    .selectFrom('share_links')
    .selectAll()
    .where('id', '=', link.id)
    .executeTakeFirstOrThrow();
  const token = new URL(url).pathname.split('/').pop()!;
  expect(JSON.stringify(row)).not.toContain(token.slice(16));
  expect(row.secret_hash.length).toBe(32);
});

test('a tampered, unknown or malformed link is refused with one clear message, and opens nothing', async () => {
  const { url } = await sharedBill();
  const last = url.at(-1) === 'A' ? 'B' : 'A';
  for (const bad of [
    url.slice(0, -1) + last,
    url.slice(0, -5),
    `${url}x`,
    url.replace(/share\/.{16}/, 'share/AAAAAAAAAAAAAAAA'),
  ])
    expectMessage(await openLink(bad), 404, SHARE_MESSAGES.invalid);
});

test('an expired link and a withdrawn link are refused with the day it ended; the refusal is audited', async () => {
  const expired = await sharedBill();
  await expireOn5January(expired.link.id);
  expectMessage(await openLink(expired.url), 410, SHARE_MESSAGES.expired('2026-01-05'));

  const withdrawn = await sharedBill();
  expect((await openLink(withdrawn.url)).statusCode).toBe(200);
  const res = await world.as.accountant.post(`/share-links/${withdrawn.link.id}/revoke`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ message: SHARE_MESSAGES.revoked, link: { revokedBy: 'me_accountant' } });
  expectMessage(await openLink(withdrawn.url), 410, SHARE_MESSAGES.withdrawn(todayInIndia()));
  expectMessage(
    await world.as.accountant.post(`/share-links/${withdrawn.link.id}/revoke`),
    409,
    SHARE_MESSAGES.alreadyRevoked,
  );
  const actions = (await listAudit(world.app.db, 'share', withdrawn.link.id)).map((a) => a.action);
  expect(actions).toEqual(['share', 'open', 'revoke', 'refused']);
});

test('a link serves its one document: no other bill, no other path; a cancelled bill no longer opens', async () => {
  const first = await sharedBill();
  const other = await world.bill([await world.acknowledgedTrip()]);
  const token = new URL(first.url).pathname.split('/').pop()!;
  // The token gives no session: nothing else answers to it.
  for (const path of [
    `/logistics/generate-pdf-by-bill-id-transaction/${other}`,
    `/logistics/bills/${other}/detail`,
    `/logistics/share/${token}/../../generate-pdf-by-bill-id-transaction/${other}`,
  ]) {
    const res = await world.app.inject({
      method: 'GET',
      url: `${path}?token=${token}`,
      remoteAddress: nextAddress(),
    });
    expect([401, 404]).toContain(res.statusCode);
  }
  const opened = await openLink(first.url);
  expect(pdfBytesText(opened.rawPayload)).not.toContain(other);
  expectStatus(await world.as.accountant.post('/delete-transaction', { billId: first.billId }), 200);
  expectMessage(await openLink(first.url), 410, SHARE_MESSAGES.cancelled(first.billId));
});

test('openings from one address are limited (valid or not): past the limit a 429, other addresses still open', async () => {
  const { url } = await sharedBill();
  const address = '10.9.9.9';
  for (let i = 0; i < 7; i++) expect((await openLink(`${url}x`, address)).statusCode).toBe(404);
  expect((await openLink(url, address)).statusCode).toBe(200);
  expectMessage(await openLink(url, address), 429, SHARE_MESSAGES.tooMany);
  expect((await openLink(url, '10.9.9.10')).statusCode).toBe(200);
});

test('a payment advice is shared and opens as its PDF, with the UTR; a statement too', async () => {
  const billId = await world.bill([await world.acknowledgedTrip()]);
  const utr = 'HDFC0426119900';
  const { payment } = expectStatus(
    await payToday(world, { billId, amount: '20969.75', reference: utr }),
    201,
  ).json();
  const res = expectStatus(await world.as.accountant.post(`/payments/${payment.id}/share`), 201).json();
  expect(res.link).toMatchObject({
    kind: 'paymentAdvice',
    paymentId: payment.id,
    fileName: `PaymentAdvice-${billId}-${payment.id}.pdf`,
  });
  expect(new URL(res.whatsappUrl).searchParams.get('text')).toContain(
    `Payment advice: Rs. 20,969.75 paid on ${todayInIndia().split('-').reverse().join('/')} against bill ${billId} (${utr})`,
  );
  const advice = await openLink(res.url);
  expect(advice.statusCode).toBe(200);
  const text = pdfBytesText(advice.rawPayload);
  expect(text).toContain('Payment Advice');
  expect(text).toContain(`Mode: NEFT, UTR ${utr}`);
  expect(text).toMatch(/Net payable:\s+Rs\. 20,969\.75/);
  expect(text).toContain('This settles the bill.');

  const today = todayInIndia();
  const statement = expectStatus(
    await world.as.accountant.post(`/vendors/${vendorId}/share-statement`, {
      startDate: today,
      endDate: today,
    }),
    201,
  ).json();
  expect(statement.link.fileName).toBe(`Statement-Shree_Ganesh_Roadlines-${today}-${today}.pdf`);
  const opened = await openLink(statement.url);
  expect(pdfBytesText(opened.rawPayload)).toContain('Vendor Statement');
});

test('refusals when sharing: no mobile 409, unknown bill, payment or vendor 404, profiles outside the mail area 403', async () => {
  const other = await world.bill([await world.acknowledgedTrip({ vendor: VENDOR_WITHOUT_PAN })]);
  expectMessage(
    await world.as.accountant.post(`/bills/${other}/share`),
    409,
    SHARE_MESSAGES.noMobile(VENDOR_WITHOUT_PAN),
  );
  expectMessage(await world.as.accountant.post('/bills/B999999/share'), 404, 'Bill not found.');
  expectMessage(
    await world.as.accountant.post('/payments/999999/share'),
    404,
    SHARE_MESSAGES.paymentNotFound,
  );
  expectMessage(
    await world.as.accountant.post('/vendors/999999/share-statement', {
      startDate: '2026-11-01',
      endDate: '2026-11-02',
    }),
    404,
    MAIL_MESSAGES.vendorNotFound,
  );
  expectMessage(
    await world.as.accountant.post('/share-links/999999/revoke'),
    404,
    SHARE_MESSAGES.linkNotFound,
  );
  for (const profile of ['loadingManager', 'unloadingManager'] as const) {
    expect((await world.as[profile].post(`/bills/${other}/share`)).statusCode).toBe(403);
    expect((await world.as[profile].get(`/share-links?billId=${other}`)).statusCode).toBe(403);
  }
  expect((await world.as.admin.get(`/share-links?billId=${other}`)).json()).toEqual({ links: [] });
});

// Indian mobile rule: src/shared/common/indian-mobile.ts (techrounder.com on the numbering plan; unconfirmed against the DoT plan).
test('a 10-digit number that is not an Indian mobile (a landline) gets no wa.me address: 409 with why, and no link is made', async () => {
  const vendors = expectStatus(await world.as.admin.get('/list-vendor'), 200).json() as Array<
    Record<string, unknown>
  >;
  const vendor = vendors.find((v) => v.companyName === VENDOR_WITHOUT_PAN)!;
  expectStatus(await world.as.admin.post('/update-vendor', { ...vendor, mobile: '2226591234' }), 200);
  try {
    const billId = await world.bill([await world.acknowledgedTrip({ vendor: VENDOR_WITHOUT_PAN })]);
    expectMessage(
      await world.as.accountant.post(`/bills/${billId}/share`),
      409,
      SHARE_MESSAGES.noMobile(VENDOR_WITHOUT_PAN),
    );
    expectMessage(
      await world.as.accountant.post(`/vendors/${vendor.id}/share-statement`, {
        startDate: '2026-11-01',
        endDate: '2026-11-02',
      }),
      409,
      SHARE_MESSAGES.noMobile(VENDOR_WITHOUT_PAN),
    );
    expect((await world.as.accountant.get(`/share-links?billId=${billId}`)).json()).toEqual({ links: [] });
  } finally {
    expectStatus(await world.as.admin.post('/update-vendor', { ...vendor, mobile: '' }), 200);
  }
});

test('in a browser a link that does not open shows a page with the plain sentence why (404 unknown, 410 expired or withdrawn), not JSON', async () => {
  const browser = (url: string) =>
    world.app.inject({
      method: 'GET',
      url: new URL(url).pathname,
      remoteAddress: nextAddress(),
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
  const page = (res: Awaited<ReturnType<typeof browser>>) => {
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^<!doctype html>/);
    expect(res.body).toContain('<h1>Sai Freight Carriers</h1>');
    return res.body.match(/<p>(.*)<\/p>/)![1];
  };
  const { url, link } = await sharedBill();
  const unknown = await browser(`${url}x`);
  expect(unknown.statusCode).toBe(404);
  expect(page(unknown)).toBe(SHARE_MESSAGES.invalid);

  const ok = await browser(url);
  expect(ok.statusCode).toBe(200);
  expect(ok.headers['content-type']).toBe('application/pdf');

  expectStatus(await world.as.accountant.post(`/share-links/${link.id}/revoke`), 200);
  const withdrawn = await browser(url);
  expect(withdrawn.statusCode).toBe(410);
  expect(page(withdrawn)).toBe(SHARE_MESSAGES.withdrawn(todayInIndia()));

  const expired = await sharedBill();
  await expireOn5January(expired.link.id);
  const old = await browser(expired.url);
  expect(old.statusCode).toBe(410);
  expect(page(old)).toBe(SHARE_MESSAGES.expired('2026-01-05'));
});
