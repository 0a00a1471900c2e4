import { todayInIndia } from '../../../shared/common/dates';
import { ACCESS_MESSAGES, AUTH_MESSAGES } from '../../../shared/common/messages';
import { VENDOR_MESSAGES } from '../../../shared/masters/vendor';
import { PORTAL_MESSAGES } from '../../../shared/portal/portal';
import { ACCOUNTING_MESSAGES, quarterOf } from '../../../shared/accounting/month-end';
import { PAGING_MESSAGES } from '../../../shared/lists/paging';
import { listAudit } from '../audit/repository';
import { mailWorld, pdfBytesText, VENDOR_EMAIL, type MailWorld } from '../../test/mail-world';
import { VENDOR_WITH_PAN, VENDOR_WITHOUT_PAN, payToday } from '../../test/month-end-fixtures';
import { expectStatus } from '../../test/setup-calls';
import { expectMessage, TestClient } from '../../test/test-app';

/**
 * The vendor portal through the real app: an accountant's invitation (mailed through a real SMTP
 * server), activation once, the vendor's login seeing its own bills, PDFs, payments, statement,
 * TDS and trips and nothing of another vendor's, every office route refused, contact change
 * requests approved or rejected with their audit, and a deactivated login's sessions ended.
 */
let world: MailWorld;
const PASSWORD = 'Vendor@2026';
let vendorIds: Record<string, string>;
let ownBill: string;
let otherBill: string;
let ownTrip: string;
let otherTrip: string;
let utr: string;

beforeAll(async () => {
  world = await mailWorld();
  const vendors = expectStatus(await world.as.admin.get('/list-vendor'), 200).json() as Array<{
    id: string;
    companyName: string;
  }>;
  vendorIds = Object.fromEntries(vendors.map((v) => [v.companyName, String(v.id)]));
  const own = await world.acknowledgedTrip();
  const other = await world.acknowledgedTrip({ vendor: VENDOR_WITHOUT_PAN });
  ownTrip = own.TripID;
  otherTrip = other.TripID;
  ownBill = await world.bill([own]);
  otherBill = await world.bill([other]);
  utr = world.newReference();
  expectStatus(await payToday(world, { billId: ownBill, amount: 5000, reference: utr }), 201);
  expectStatus(await payToday(world, { billId: otherBill, amount: 777 }), 201);
}, 120_000);
afterAll(async () => world?.close());

/** Invites the vendor under `username` as the accountant; answers the link. */
async function invite(vendor: string, username: string): Promise<string> {
  const res = await world.as.accountant.post(`/vendors/${vendorIds[vendor]}/portal-invite`, { username });
  expect(res.statusCode).toBe(201);
  return res.json().link;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** Invites, activates and signs in a login of the vendor. */
async function vendorLogin(vendor: string, username: string): Promise<TestClient> {
  const link = await invite(vendor, username);
  expectStatus(
    await new TestClient(world.app).post('/portal/activate', { token: tokenOf(link), password: PASSWORD }),
    200,
  );
  return TestClient.signedIn(world.app, username, PASSWORD);
}

describe('invitation and activation', () => {
  test('an accountant invites: 201 with a 7-day link, stored only hashed, mailed to the vendor', async () => {
    const before = world.catcher.received.length;
    const res = await world.as.accountant.post(`/vendors/${vendorIds[VENDOR_WITH_PAN]}/portal-invite`, {
      username: 'ganesh.portal',
    });
    expect(res.statusCode).toBe(201);
    const { link, mailQueued, message } = res.json();
    expect(message).toBe(PORTAL_MESSAGES.invited('ganesh.portal'));
    expect(mailQueued).toBe(true);
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/portal\/activate\?token=\d+\.[A-Za-z0-9_-]{43}$/);
    const [id, secret] = tokenOf(link).split('.');
    const row = await world.app.db
      .selectFrom('portal_invitations')
      .selectAll()
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(secret);
    const days = (row.expires_at.getTime() - row.created_at.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);

    // While it waits and once sent, the outbox (its API and its row) never holds the secret.
    const outbox = expectStatus(
      await world.as.accountant.get(`/mail/outbox?vendorId=${vendorIds[VENDOR_WITH_PAN]}&kind=portalInvite`),
      200,
    ).json();
    expect(outbox.messages.length).toBeGreaterThan(0);
    expect(JSON.stringify(outbox)).not.toContain(secret);
    const storedRows = () =>
      world.app.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'portalInvite').execute();
    expect(JSON.stringify(await storedRows())).not.toContain(secret);

    // Other messages of the world (the payment advices) may arrive meanwhile: the one naming the username.
    const naming = (m: (typeof world.catcher.received)[number]) =>
      m.parsed.text?.includes('Your username is ganesh.portal.');
    let got = world.catcher.received.find(naming);
    for (let n = before + 1; !got; n++) {
      await world.catcher.waitFor(n);
      got = world.catcher.received.find(naming);
    }
    expect(got.envelope.to).toEqual([VENDOR_EMAIL]);
    expect(got.parsed.subject).toBe('Your login to the Sai Freight Carriers vendor portal');
    // The mailed link is made at sending, with a secret of its own; it is not in the outbox either.
    const mailed = /(http:\/\/localhost(:\d+)?\/portal\/activate\?token=\d+\.[A-Za-z0-9_-]{43})/.exec(
      got.parsed.text ?? '',
    )![1];
    const mailedSecret = tokenOf(mailed).split('.')[1];
    expect(tokenOf(mailed).split('.')[0]).toBe(id);
    expect(mailedSecret).not.toBe(secret);
    expect(JSON.stringify(await storedRows())).not.toContain(mailedSecret);
    expect(
      JSON.stringify(
        expectStatus(await world.as.accountant.get(`/mail/outbox?kind=portalInvite`), 200).json(),
      ),
    ).not.toContain(mailedSecret);

    // The vendor's mailed link works (once): the account is made, and the answered link is spent with it.
    expectStatus(
      await new TestClient(world.app).post('/portal/activate', {
        token: tokenOf(mailed),
        password: PASSWORD,
      }),
      200,
    );
    expectMessage(
      await new TestClient(world.app).post('/portal/activate', { token: tokenOf(link), password: PASSWORD }),
      410,
      PORTAL_MESSAGES.tokenUsed,
    );
    await TestClient.signedIn(world.app, 'ganesh.portal', PASSWORD); // throws when the login fails
  });

  test('activation is throttled as logins are: past 10 wrong tokens of a link from one address, 429 even for the right one; other links still open', async () => {
    const stranger = new TestClient(world.app);
    const token = tokenOf(await invite(VENDOR_WITH_PAN, 'guessed.portal'));
    const [id, secret] = token.split('.');
    const wrong = `${id}.${secret[0] === 'A' ? 'B' : 'A'}${secret.slice(1)}`;
    for (let i = 0; i < 10; i++)
      expectMessage(
        await stranger.post('/portal/activate', { token: wrong, password: PASSWORD }),
        400,
        PORTAL_MESSAGES.tokenInvalid,
      );
    expectMessage(
      await stranger.post('/portal/activate', { token, password: PASSWORD }),
      429,
      AUTH_MESSAGES.tooManyAttempts,
    );
    const other = tokenOf(await invite(VENDOR_WITH_PAN, 'unguessed.portal'));
    expectStatus(await stranger.post('/portal/activate', { token: other, password: PASSWORD }), 200);
  });

  test('only accountants and admins invite; an unknown vendor is 404; a taken username is 409', async () => {
    const path = `/vendors/${vendorIds[VENDOR_WITH_PAN]}/portal-invite`;
    expectMessage(
      await world.as.loadingManager.post(path, { username: 'x.portal' }),
      403,
      ACCESS_MESSAGES.noAccess,
    );
    expect((await world.as.admin.post(path, { username: 'y.portal' })).statusCode).toBe(201);
    expectMessage(
      await world.as.accountant.post('/vendors/999999/portal-invite', { username: 'z.portal' }),
      404,
      PORTAL_MESSAGES.vendorNotFound,
    );
    expectMessage(
      await world.as.accountant.post(path, { username: 'admin' }),
      409,
      AUTH_MESSAGES.usernameTaken,
    );
    expectMessage(await world.as.accountant.post(path, { username: 'a b' }), 400, AUTH_MESSAGES.usernameRule);
  });

  test('the link sets the password once, by the app password rule; a second use, a forged or an expired one is refused', async () => {
    const link = await invite(VENDOR_WITH_PAN, 'once.portal');
    const token = tokenOf(link);
    const anyone = new TestClient(world.app);
    expectMessage(
      await anyone.post('/portal/activate', { token, password: 'weak' }),
      400,
      AUTH_MESSAGES.passwordRule,
    );
    const [id, secret] = token.split('.');
    const forged = `${id}.${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    expectMessage(
      await anyone.post('/portal/activate', { token: forged, password: PASSWORD }),
      400,
      PORTAL_MESSAGES.tokenInvalid,
    );
    expectMessage(
      await anyone.post('/portal/activate', { token: 'nonsense', password: PASSWORD }),
      400,
      PORTAL_MESSAGES.tokenInvalid,
    );
    const ok = await anyone.post('/portal/activate', { token, password: PASSWORD });
    expect(ok.json()).toEqual({ message: PORTAL_MESSAGES.activated('once.portal'), username: 'once.portal' });
    expectMessage(
      await anyone.post('/portal/activate', { token, password: 'Other@2026x' }),
      410,
      PORTAL_MESSAGES.tokenUsed,
    );
    // The first password stands.
    expect(
      (await anyone.post('/login', { username: 'once.portal', password: PASSWORD })).json(),
    ).toMatchObject({
      username: 'once.portal',
      profile: 'vendor',
    });

    const late = tokenOf(await invite(VENDOR_WITH_PAN, 'late.portal'));
    await world.app.db
      .updateTable('portal_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', Number(late.split('.')[0]))
      .execute();
    expectMessage(
      await anyone.post('/portal/activate', { token: late, password: PASSWORD }),
      410,
      PORTAL_MESSAGES.tokenExpired,
    );
    expect((await anyone.post('/login', { username: 'late.portal', password: PASSWORD })).statusCode).toBe(
      401,
    );
  });
});

describe("a vendor's login sees its own", () => {
  let vendor: TestClient;
  beforeAll(async () => {
    vendor = await vendorLogin(VENDOR_WITH_PAN, 'ganesh.own');
  });

  test('logs in through the normal login as profile vendor', async () => {
    expect((await vendor.get('/check-auth')).json()).toEqual({ username: 'ganesh.own', profile: 'vendor' });
  });

  test('bills: its own with paid and outstanding, never another vendor’s', async () => {
    const { bills } = expectStatus(await vendor.get('/portal/bills'), 200).json();
    expect(bills.map((b: { billId: string }) => b.billId)).toEqual([ownBill]);
    expect(bills[0]).toMatchObject({ revision: 1, netAmount: 20969.75, paid: 5000, outstanding: 15969.75 });
  });

  test('the PDF of its bill’s revision; another vendor’s bill or an unknown revision is 404', async () => {
    const res = await vendor.get(`/portal/bills/${ownBill}/revisions/1/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Bill-${ownBill}-r1.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfBytesText(res.rawPayload)).toContain(ownBill);

    expectMessage(
      await vendor.get(`/portal/bills/${otherBill}/revisions/1/pdf`),
      404,
      PORTAL_MESSAGES.billNotFound,
    );
    expectMessage(
      await vendor.get(`/portal/bills/${ownBill}/revisions/2/pdf`),
      404,
      PORTAL_MESSAGES.revisionNotFound,
    );
  });

  test('payments with their advice (UTR, the bill’s gross, TDS and deductions); none of another vendor’s', async () => {
    const { payments } = expectStatus(await vendor.get('/portal/payments'), 200).json();
    expect(payments).toEqual([
      {
        id: expect.any(Number),
        billId: ownBill,
        date: todayInIndia(),
        mode: 'NEFT',
        reference: utr,
        amount: 5000,
        reversed: false,
        bill: {
          freight: 29000,
          tds: 580,
          diesel: 5000,
          advance: 2000,
          toll: 350.25,
          short: 100,
          remarksAmount: 0,
          netAmount: 20969.75,
        },
      },
    ]);
  });

  test('statement, TDS of the quarter and trips are its own', async () => {
    const today = todayInIndia();
    const statement = expectStatus(
      await vendor.get(`/portal/statement?startDate=${today}&endDate=${today}`),
      200,
    ).json();
    expect(statement.vendor).toBe(VENDOR_WITH_PAN);
    expect(statement.entries.map((e: { billId: string }) => e.billId)).toEqual([ownBill, ownBill]);

    const { fy, quarter } = quarterOf(today);
    const tds = expectStatus(await vendor.get(`/portal/tds?fy=${fy}&quarter=${quarter}`), 200).json();
    expect(tds.rows).toEqual([
      expect.objectContaining({ billId: ownBill, amountCredited: 29000, tds: 580, challan: null }),
    ]);

    const { trips } = expectStatus(await vendor.get('/portal/trips'), 200).json();
    expect(trips).toEqual([
      {
        tripId: ownTrip,
        date: today,
        truckNumber: 'MH12KL1111',
        from: 'Pune',
        to: 'Mumbai',
        status: 'Billed',
        billId: ownBill,
      },
    ]);
    expect(JSON.stringify(trips)).not.toContain(otherTrip);
  });

  test('every office route answers 403, with ids of its own and of another vendor’s bills and trips', async () => {
    const wrong: string[] = [];
    for (const route of world.app.declaredRoutes) {
      if (route.access === 'public' || route.access === 'portal') continue;
      for (const [bill, trip] of [
        [ownBill, ownTrip],
        [otherBill, otherTrip],
      ]) {
        const url = route.url
          .replace(':billId', bill)
          .replace(':tripId', trip)
          .replace(/:[A-Za-z0-9_]+/g, trip)
          .replace(/\*$/, trip);
        const res = await vendor.request({ method: route.method as 'GET', url });
        if (res.statusCode !== 403 || res.json().message !== ACCESS_MESSAGES.noAccess)
          wrong.push(`${route.method} ${url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    // The office's trip reports among them, named.
    expectMessage(await vendor.get('/api/reports'), 403, ACCESS_MESSAGES.noAccess);
  });

  test('staff profiles cannot use the portal’s reads', async () => {
    for (const client of Object.values(world.as))
      expectMessage(await client.get('/portal/bills'), 403, ACCESS_MESSAGES.noAccess);
  });

  test('failed logins are throttled as for staff', async () => {
    const stranger = new TestClient(world.app);
    await vendorLogin(VENDOR_WITH_PAN, 'throttled.portal');
    for (let i = 0; i < 10; i++)
      expect(
        (await stranger.post('/login', { username: 'throttled.portal', password: 'Wrong@2026' })).statusCode,
      ).toBe(401);
    expectMessage(
      await stranger.post('/login', { username: 'throttled.portal', password: PASSWORD }),
      429,
      AUTH_MESSAGES.tooManyAttempts,
    );
  });
});

describe('trips, a page at a time', () => {
  let vendor: TestClient;
  /** Every trip of the vendor, newest first (as the list orders them). */
  let all: string[];
  beforeAll(async () => {
    vendor = await vendorLogin(VENDOR_WITH_PAN, 'ganesh.trips');
    // Four more open trips of the vendor (five in all) and one more of the other vendor.
    for (const name of [
      VENDOR_WITH_PAN,
      VENDOR_WITH_PAN,
      VENDOR_WITHOUT_PAN,
      VENDOR_WITH_PAN,
      VENDOR_WITH_PAN,
    ])
      expectStatus(
        await world.as.accountant.post('/reports', {
          TruckNumber: 'MH12KL1111',
          Vendor: name,
          DestinationFrom: 'Pune',
          DestinationTo: 'Mumbai',
          TruckType: 'Bulker',
          TransactionStatus: 'Open',
        }),
        201,
      );
    const unpaged = expectStatus(await vendor.get('/portal/trips'), 200).json();
    expect(unpaged.totalCount).toBe(5);
    all = unpaged.trips.map((t: { tripId: string }) => t.tripId);
    expect(all).toHaveLength(5);
    expect(all.at(-1)).toBe(ownTrip);
  });

  const page = async (query: string) => expectStatus(await vendor.get(`/portal/trips?${query}`), 200).json();

  test('the first, next and last pages: each in order with the total, together every trip once', async () => {
    const first = await page('limit=2');
    expect(first).toEqual({ trips: expect.any(Array), totalCount: 5 });
    expect(first.trips.map((t: { tripId: string }) => t.tripId)).toEqual(all.slice(0, 2));
    const next = await page('limit=2&offset=2');
    expect(next.totalCount).toBe(5);
    expect(next.trips.map((t: { tripId: string }) => t.tripId)).toEqual(all.slice(2, 4));
    const last = await page('limit=2&offset=4');
    expect(last.trips.map((t: { tripId: string }) => t.tripId)).toEqual([ownTrip]);
    expect(await page('limit=2&offset=6')).toEqual({ trips: [], totalCount: 5 });
  });

  test('another vendor’s trips never appear on any page, and its own pages hold only its trips', async () => {
    for (const offset of [0, 2, 4])
      expect(JSON.stringify(await page(`limit=2&offset=${offset}`))).not.toContain(otherTrip);
    const other = await vendorLogin(VENDOR_WITHOUT_PAN, 'om.trips');
    const theirs = expectStatus(await other.get('/portal/trips?limit=50'), 200).json();
    expect(theirs.totalCount).toBe(2);
    expect(theirs.trips.map((t: { tripId: string }) => t.tripId)).toContain(otherTrip);
    for (const id of all) expect(JSON.stringify(theirs)).not.toContain(id);
  });

  test('a bad page parameter is a 400 with the paging rule', async () => {
    for (const query of ['limit=0', 'limit=abc', 'limit=1001', 'limit=2.5'])
      expectMessage(await vendor.get(`/portal/trips?${query}`), 400, PAGING_MESSAGES.badLimit);
    for (const query of ['limit=2&offset=-1', 'limit=2&offset=x'])
      expectMessage(await vendor.get(`/portal/trips?${query}`), 400, PAGING_MESSAGES.badOffset);
  });
});

describe('the statement as a PDF', () => {
  const today = todayInIndia();
  const pdfOf = (client: TestClient, query = `startDate=${today}&endDate=${today}`) =>
    client.get(`/portal/statement/pdf?${query}`);

  test('the vendor’s own statement: its bills and payments, nothing of another vendor’s', async () => {
    const vendor = await vendorLogin(VENDOR_WITH_PAN, 'ganesh.statement');
    const res = await pdfOf(vendor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Statement-Shree_Ganesh_Roadlines-${today}-${today}.pdf"`,
    );
    const text = pdfBytesText(res.rawPayload);
    expect(text).toContain(VENDOR_WITH_PAN);
    expect(text).toContain(ownBill);
    expect(text).toContain(utr);
    expect(text).not.toContain(otherBill);
    expect(text).not.toContain(VENDOR_WITHOUT_PAN);
  });

  test('another vendor gets its own statement only, whatever vendor it names; staff are refused', async () => {
    const other = await vendorLogin(VENDOR_WITHOUT_PAN, 'om.statement');
    const named = encodeURIComponent(VENDOR_WITH_PAN);
    const res = await pdfOf(other, `startDate=${today}&endDate=${today}&vendor=${named}`);
    expect(res.statusCode).toBe(200);
    const text = pdfBytesText(res.rawPayload);
    expect(text).toContain(VENDOR_WITHOUT_PAN);
    expect(text).toContain(otherBill);
    expect(text).not.toContain(ownBill);
    expect(text).not.toContain(VENDOR_WITH_PAN);
    for (const client of Object.values(world.as))
      expectMessage(await pdfOf(client), 403, ACCESS_MESSAGES.noAccess);
  });

  test('a bad date filter is a 400 with its message', async () => {
    const vendor = await vendorLogin(VENDOR_WITH_PAN, 'ganesh.baddates');
    expectMessage(
      await pdfOf(vendor, `startDate=${today}&endDate=31-12-2026`),
      400,
      ACCOUNTING_MESSAGES.dateInvalid,
    );
    expectMessage(await pdfOf(vendor, `startDate=${today}`), 400, ACCOUNTING_MESSAGES.bothDates);
    expectMessage(
      await pdfOf(vendor, `startDate=${today}&endDate=2020-01-01`),
      400,
      ACCOUNTING_MESSAGES.endBeforeStart,
    );
  });
});

describe('contact change requests', () => {
  test('a vendor asks; an accountant approves: the vendor changes and the audit keeps before and after', async () => {
    const vendor = await vendorLogin(VENDOR_WITHOUT_PAN, 'om.portal');
    expectMessage(
      await vendor.post('/portal/change-requests', { email: 'not-an-address' }),
      400,
      VENDOR_MESSAGES.email,
    );
    expectMessage(
      await vendor.post('/portal/change-requests', { email: ' Accounts@OmShree.in ', mobile: '9876543210' }),
      201,
      PORTAL_MESSAGES.changeRequested,
    );
    expectMessage(
      await vendor.post('/portal/change-requests', { mobile: '9876543211' }),
      409,
      PORTAL_MESSAGES.changePending,
    );
    expectMessage(await vendor.get('/vendor-change-requests'), 403, ACCESS_MESSAGES.noAccess);
    expectMessage(
      await world.as.loadingManager.get('/vendor-change-requests'),
      403,
      ACCESS_MESSAGES.noAccess,
    );

    const { requests } = expectStatus(await world.as.accountant.get('/vendor-change-requests'), 200).json();
    const asked = requests.find((r: { vendor: string }) => r.vendor === VENDOR_WITHOUT_PAN);
    expect(asked).toMatchObject({
      state: 'pending',
      requestedBy: 'om.portal',
      changes: [
        { field: 'email', from: '', to: 'accounts@omshree.in' },
        { field: 'mobile', from: '', to: '9876543210' },
      ],
    });
    expect((await vendor.get('/portal/me')).json().pendingRequest.id).toBe(asked.id);

    expectMessage(
      await world.as.accountant.post(`/vendor-change-requests/${asked.id}/approve`),
      200,
      PORTAL_MESSAGES.approved,
    );
    expectMessage(
      await world.as.accountant.post(`/vendor-change-requests/${asked.id}/reject`),
      409,
      PORTAL_MESSAGES.requestDecided,
    );
    const me = (await vendor.get('/portal/me')).json();
    expect(me.vendor).toMatchObject({ email: 'accounts@omshree.in', mobile: '9876543210' });
    expect(me.pendingRequest).toBeNull();
    const audit = await listAudit(world.app.db, 'vendor', vendorIds[VENDOR_WITHOUT_PAN]);
    expect(audit.find((e) => e.action === 'portal-change')).toMatchObject({
      actor: 'me_accountant',
      before: { email: '', mobile: '' },
      after: { email: 'accounts@omshree.in', mobile: '9876543210', changeRequest: asked.id },
    });
  });

  test('a rejected request leaves the vendor as it was, and is audited', async () => {
    const vendor = await vendorLogin(VENDOR_WITHOUT_PAN, 'om.bank');
    expectStatus(
      await vendor.post('/portal/change-requests', { bankAccount: '123456789012', ifscCode: 'sbin0001234' }),
      201,
    );
    const { requests } = (await world.as.admin.get('/vendor-change-requests')).json();
    const asked = requests.find((r: { state: string }) => r.state === 'pending');
    expect(asked.changes).toEqual([
      { field: 'bankAccount', from: '', to: '123456789012' },
      { field: 'ifscCode', from: '', to: 'SBIN0001234' },
    ]);
    expectStatus(await world.as.admin.post(`/vendor-change-requests/${asked.id}/reject`), 200);
    expect((await vendor.get('/portal/me')).json().vendor).toMatchObject({ bankAccount: '', ifscCode: '' });
    const audit = await listAudit(world.app.db, 'vendor', vendorIds[VENDOR_WITHOUT_PAN]);
    expect(audit.find((e) => e.action === 'portal-change-rejected')).toMatchObject({
      after: { changeRequest: asked.id, asked: { bankAccount: '123456789012', ifscCode: 'SBIN0001234' } },
    });
    expectMessage(
      await world.as.admin.post('/vendor-change-requests/999999/approve'),
      404,
      PORTAL_MESSAGES.requestNotFound,
    );
  });
});

test('a vendor changes its own password with Reset Password: its sessions end, the new one logs in', async () => {
  const vendor = await vendorLogin(VENDOR_WITH_PAN, 'ganesh.password');
  const change = (newPassword: string, currentPassword = PASSWORD) =>
    new TestClient(world.app).post('/reset-password', {
      username: 'ganesh.password',
      currentPassword,
      newPassword,
      retypePassword: newPassword,
    });
  expectMessage(await change('weakpass'), 400, AUTH_MESSAGES.passwordRule);
  expectMessage(await change('Better@2027', 'Wrong@2026'), 401, AUTH_MESSAGES.invalidCurrentPassword);
  expectMessage(await change('Better@2027'), 200, AUTH_MESSAGES.resetSuccess);
  expectMessage(await vendor.get('/portal/bills'), 401, AUTH_MESSAGES.notAuthenticated);
  const again = await TestClient.signedIn(world.app, 'ganesh.password', 'Better@2027');
  expectStatus(await again.get('/portal/bills'), 200);
});

test("deactivating a vendor's login ends its sessions; its profile cannot be changed to a staff one", async () => {
  const vendor = await vendorLogin(VENDOR_WITH_PAN, 'leaving.portal');
  expectStatus(await vendor.get('/portal/bills'), 200);
  expectMessage(
    await world.as.admin.post('/users/leaving.portal/profile', { profile: 'accountant' }),
    409,
    PORTAL_MESSAGES.vendorKeepsProfile,
  );
  expectStatus(await world.as.admin.post('/users/leaving.portal/deactivate'), 200);
  expectMessage(await vendor.get('/portal/bills'), 401, AUTH_MESSAGES.notAuthenticated);
  expect(
    (await new TestClient(world.app).post('/login', { username: 'leaving.portal', password: PASSWORD }))
      .statusCode,
  ).toBe(403);
});
