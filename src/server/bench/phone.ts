import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser, PHONE } from '../../e2e/support/browser';
import { TRIP_MESSAGES } from '../../shared/trips';
import { CSRF_COOKIE, CSRF_HEADER } from '../plugins/cookies';

/**
 * The loading point's phone budget (the trip form on a phone), in Debian's Chromium at 390 x 844:
 * the CPU slowed 4x and a slow 4G network (150 ms round trip, 1.6 Mbps down, 750 kbps up) set on
 * the page through CDP, beside the same steps without throttling.
 *  - first visit: a signed-in loading manager opens /home with nothing cached, until the trip
 *    form's first field is there and enabled (accepts typing);
 *  - return visit: the same in a new tab once the service worker is active (the bench checks
 *    that it answered the tab);
 *  - Submit online: from the press to the notice that names the stored trip.
 * The service worker's own requests (the look-ups it fetches for the page) are not throttled:
 * CDP's network conditions apply to the page's target only.
 */

/** Slow 4G as the budget names it; CDP takes bytes per second. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const CPU_SLOWDOWN = 4;

export interface PhoneTimes {
  firstVisitMs: number;
  returnVisitMs: number;
  submitMs: number;
}

/** The page's own DevTools session: the throttling (when `on`) and the form's check below. */
async function pageSession(context: BrowserContext, page: Page, on: boolean): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  if (!on) return cdp;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return cdp;
}

/** True once the trip form's first field is there and enabled; run in the page as it is. */
const FORM_ACCEPTS_TYPING = `(() => {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Truck Number');
  const field = label?.control;
  return !!field && !field.disabled && !field.readOnly;
})()`;

/**
 * From navigation to the trip form's first field, present and enabled. Asked every 50 ms through
 * the DevTools protocol, not Playwright's waitForFunction: that one first injects Playwright's
 * own script into the page, and compiling it took 150-300 ms of the slowed main thread while the
 * app was starting, time no phone spends.
 */
async function openForm(page: Page, cdp: CDPSession): Promise<number> {
  const started = performance.now();
  await page.goto('/home', { waitUntil: 'commit' });
  const deadline = started + 120_000;
  for (;;) {
    // Between the navigation and the new document there is no context to ask: not yet.
    const answer = await cdp
      .send('Runtime.evaluate', { expression: FORM_ACCEPTS_TYPING, returnByValue: true })
      .catch(() => null);
    if (answer?.result.value === true) return performance.now() - started;
    if (performance.now() > deadline) throw new Error('The trip form did not accept typing within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Resolves once the service worker has finished activating. `ready` resolves while it may still
 * be activating (the precache's clean-up), and a navigation then waits for the activation: on a
 * starved machine a return visit once took about 5 s that way.
 */
async function workerActivated() {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker || worker.state === 'activated') return;
  await new Promise<void>((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
    });
  });
}

/** A return visit is one the service worker answered: a page it does not control is no such visit. */
async function assertControlled(cdp: CDPSession) {
  const answer = await cdp.send('Runtime.evaluate', {
    expression: 'navigator.serviceWorker.controller !== null',
    returnByValue: true,
  });
  if (answer.result.value !== true)
    throw new Error(
      'The return visit was not controlled by the service worker: its figure would be a first visit',
    );
}

interface TripChoice {
  truck: string;
  vendor: string;
  from: string;
  to: string;
}

/** A truck without document warnings, a vendor and a route from the app's own look-ups. */
async function tripChoice(context: BrowserContext): Promise<TripChoice> {
  const get = async <T>(path: string) => (await (await context.request.get(`/logistics${path}`)).json()) as T;
  const trucks = await get<{ truck_no: string }[]>('/api/trucks');
  const vendors = await get<{ company_name: string }[]>('/api/vendors');
  const routes = await get<{ from: string; to: string }[]>('/api/destination');
  let truck = trucks[0]!.truck_no;
  for (const candidate of trucks.slice(0, 30)) {
    const answer = await get<{ warnings: unknown[] }>(
      `/api/truck-document-warnings?truckNumber=${encodeURIComponent(candidate.truck_no)}`,
    );
    if (answer.warnings.length === 0) {
      truck = candidate.truck_no;
      break;
    }
  }
  return { truck, vendor: vendors[0]!.company_name, from: routes[0]!.from, to: routes[0]!.to };
}

/** Fills the form (not timed) and times Submit to the notice naming the stored trip. */
async function submitTrip(page: Page, choice: TripChoice): Promise<number> {
  const fill = async (label: string, value: string) => {
    const field = page.getByLabel(label, { exact: true });
    await field.fill(value);
    await field.press('Escape');
  };
  await fill('Truck Number', choice.truck);
  await fill('DO Number', String(Math.floor(Math.random() * 1e9)));
  await fill('Vendor', choice.vendor);
  await fill('Destination From', choice.from);
  await fill('Destination To', choice.to);
  await page.getByLabel('Truck Type', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Weight (tons)', { exact: true }).fill('24.5');
  const started = performance.now();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByText(TRIP_MESSAGES.submitted).first().waitFor({ timeout: 60_000 });
  return performance.now() - started;
}

async function measure(baseUrl: string, user: { username: string; password: string }, throttled: boolean) {
  const { browser, close } = await launchBrowser();
  try {
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      baseURL: baseUrl,
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
    });
    // Signed in through the context's own cookies: the visits start at the trip form.
    await context.request.get('/logistics/check-auth'); // hands out the CSRF cookie the login needs
    const csrf = (await context.cookies()).find((c) => c.name === CSRF_COOKIE)?.value ?? '';
    const login = await context.request.post('/logistics/login', {
      data: user,
      headers: { [CSRF_HEADER]: csrf },
    });
    if (!login.ok()) throw new Error(`Login as ${user.username} answered ${login.status()}`);
    // The page's own flag that a session exists (the login page sets it; the router reads it).
    // (src/client/app/session/auth-cookie.ts names it; server code does not import client code.)
    await context.addCookies([{ name: 'isAuthenticated', value: 'true', url: baseUrl }]);
    const choice = await tripChoice(context);

    const first = await context.newPage();
    const firstVisitMs = await openForm(first, await pageSession(context, first, throttled));
    await first.evaluate(workerActivated);
    await first.close();

    const again = await context.newPage();
    const againSession = await pageSession(context, again, throttled);
    const returnVisitMs = await openForm(again, againSession);
    await assertControlled(againSession);
    const submitMs = await submitTrip(again, choice);
    return { firstVisitMs, returnVisitMs, submitMs };
  } finally {
    await close();
  }
}

/** The three figures on the slowed phone and on the plain page. */
export async function phoneFigures(
  baseUrl: string,
  user: { username: string; password: string },
): Promise<{ phone: PhoneTimes; plain: PhoneTimes }> {
  const plain = await measure(baseUrl, user, false);
  const phone = await measure(baseUrl, user, true);
  return { phone, plain };
}
