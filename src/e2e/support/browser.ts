import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { trackPageLoads } from './settle';

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (globalSetup starts the app)');
  return url;
};

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--lang=en-IN',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium with the machine's flags; never a downloaded browser. Playwright gives every
 * launch a fresh, temporary user-data dir of its own (headless is its default).
 */
export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  return { browser, close: () => browser.close() };
}

/** A common office laptop. */
export const LAPTOP = { width: 1366, height: 768 };
/** A phone at the loading point (a common Android size), held upright. */
export const PHONE = { width: 390, height: 844 };

/** A new signed-out tab at 1366x768, or at `size` (a phone size gets a touch screen and the phone's viewport rules). */
export async function newPage(
  browser: Browser,
  size: { width: number; height: number } = LAPTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const phone = size.width < 600;
  // An office in India: en-IN locale (dd/mm/yyyy date inputs) and India time.
  const context = await browser.newContext({
    viewport: size,
    isMobile: phone,
    hasTouch: phone,
    baseURL: baseUrl(),
    acceptDownloads: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  // What `settle` waits for: the page's requests, lazy chunks and renders (see settle.ts).
  await trackPageLoads(context);
  const page = await context.newPage();
  return { context, page };
}

/** Runs `steps` on a new signed-out tab (as newPage opens it) and closes its context however they end. */
export async function onNewPage<T>(
  browser: Browser,
  steps: (page: Page, context: BrowserContext) => Promise<T>,
  size?: { width: number; height: number },
): Promise<T> {
  const { page, context } = await newPage(browser, size);
  try {
    return await steps(page, context);
  } finally {
    await context.close();
  }
}

/** The file's browser: launched before its tests (and its own beforeAll steps), closed after them. */
export function browserPerFile() {
  const file = { browser: undefined as unknown as Browser };
  let closeBrowser = async () => {};
  beforeAll(async () => {
    ({ browser: file.browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => closeBrowser());
  return file;
}

/**
 * The file's browser, and for each test a new tab of its own (fresh cookies and storage) signed
 * in as `user`, closed after the test: no test starts from what an earlier one left on screen.
 * The user must exist by the time the tests run (a beforeAll of the file may create it).
 */
export function signedInPagePerTest(user: { username: string; password: string }) {
  const ui = Object.assign(browserPerFile(), {
    page: undefined as unknown as Page,
    context: undefined as BrowserContext | undefined,
  });
  beforeEach(async () => {
    ({ page: ui.page, context: ui.context } = await newPage(ui.browser));
    await login(ui.page, user.username, user.password);
  });
  afterEach(async () => ui.context?.close());
  return ui;
}

export async function login(
  page: Page,
  username: string,
  password: string,
  options: { openDashboard?: boolean } = {},
) {
  await page.goto('/');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Login lands on Upload Trip Details (SPEC.md section 2); the Dashboard is one click away.
  await page.waitForURL((url) => url.pathname === '/home');
  if (!options.openDashboard) return;
  await page
    .getByRole('navigation', { name: 'Modules' })
    .getByRole('link', { name: 'Dashboard', exact: true })
    .click();
  await page.waitForURL('**/dashboard');
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, Logout', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Waits for a notice (SPEC's alerts) with this text. */
export async function expectNotice(page: Page, text: string) {
  await page.locator('.notice-area [role="alert"]', { hasText: text }).first().waitFor();
}

/** The text of the newest notice (SPEC's alerts). */
export async function lastNotice(page: Page): Promise<string> {
  const notices = page.locator('.notice-area [role="alert"]');
  await notices.last().waitFor();
  // The message alone: a failed call's "Reference 7f3a9c01" sits beside it in an element of its own.
  return (await notices.last().locator('.notice__text').innerText()).trim();
}

export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: options.fullPage });
  }
}
