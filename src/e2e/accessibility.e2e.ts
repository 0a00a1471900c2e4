import type { Page } from 'playwright-core';
import { todayInIndia } from '../shared/common/dates';
import { ACCESS_MESSAGES } from '../shared/common/messages';
import { MODULES, type ModuleEntry, type ModuleKey } from '../shared/auth/modules';
import { permissionsFor } from '../shared/auth/permissions';
import { PROFILES, type Profile } from '../shared/auth/profiles';

import type { TripRecord } from '../shared/trips';
import { ApiClient, createApprovedUsers } from './support/api';
import { describeFindings, seriousViolations, type AxeFinding } from './support/axe';
import { addAcknowledgedTrip, addBillingMasterData } from './support/billing-data';
import { browserPerFile, LAPTOP, login, onNewPage, PHONE, screenshot } from './support/browser';
import { tab, tabThrough } from './support/keyboard';
import { settle } from './support/settle';
import type { ListToReviseResponse } from '../shared/billing/wire';
import { addTruckWithDocument } from './support/trucks';

/**
 * axe-core finds no serious or critical WCAG 2.1 A/AA fault on any screen, for
 * any profile, on a laptop and on a phone (every screen opened by its address, the blocked ones
 * showing the access message), with each screen showing data (a search with rows, a modal open where the screen
 * has one); every sidebar entry and the login form are reached by Tab with a visible focus; a
 * notice is announced from a live region.
 */

const file = browserPerFile();
const run = Date.now().toString(36).slice(-5);
const digits = String(Date.now() + 29).slice(-6);
const today = todayInIndia();
const passwordOf = (profile: Profile) => `Axe#${run}${profile.length}Pass9`;
const usernameOf = (profile: Profile) => `ax${profile.slice(0, 4)}${run}`;

/** A trip left Acknowledged and unbilled (for Today's List, Reports and Billing) and a billed one. */
let openTrip: TripRecord;
let billId = '';

beforeAll(async () => {
  await createApprovedUsers(
    ...PROFILES.map((profile) => ({ username: usernameOf(profile), profile, password: passwordOf(profile) })),
  );
  const api = await ApiClient.signedIn(usernameOf('accountant'), passwordOf('accountant'));
  try {
    const data = await addBillingMasterData(api, run, digits, { rate: 1000, tdsRate: 1 });
    // A truck whose registration runs out in 3 days: the bell carries a badge on every screen.
    await addTruckWithDocument(
      api,
      `MH${digits.slice(0, 2)}AX${digits.slice(2, 6)}`,
      'registration',
      [-360, 3],
    );
    const plan = { weight: 20, actualWeight: 19.9, dieselAmount: 3000, advance: 1000, toll: 200 };
    const billed = await addAcknowledgedTrip(api, data, plan, 1);
    openTrip = await addAcknowledgedTrip(api, data, plan, 2);
    const rows = [
      {
        id: billed._id,
        trip_id: billed.TripID,
        remarks: [{ text: 'Halting', amount: '150' }],
        applyTaxes: false,
      },
    ];
    await api.post('/generate-pdf-bill', rows).catch(() => undefined); // answers a PDF, not JSON
    const listed = await api.post<ListToReviseResponse>('/list-to-revise-bill', {
      startDate: today,
      endDate: today,
    });
    billId = listed.billed.find((t) => t.TripID === billed.TripID)!.BillId!;
  } finally {
    await api.dispose();
  }
});

/** Fills a date-range search form of the screen (if it has one) with today and searches. */
async function searchToday(page: Page) {
  const form = page
    .locator('main form')
    .filter({ has: page.getByLabel('Start Date', { exact: true }) })
    .first();
  if ((await form.count()) === 0) return;
  await form.getByLabel('Start Date', { exact: true }).fill(today);
  const end = form.getByLabel('End Date', { exact: true });
  if (await end.count()) await end.fill(today);
  const search = form.getByRole('button', { name: /^(Search|Show)\b/ });
  if (await search.count()) await search.first().click();
  await settle(page);
}

/** Extra states of a screen that axe must see besides its first view: answers each state's name. */
const EXTRA_STATES: Partial<Record<ModuleKey, (page: Page, profile: Profile) => Promise<string[]>>> = {
  dashboard: async (page) => {
    // The table views of every chart, opened.
    for (const summary of await page.getByText('Table view', { exact: true }).all()) await summary.click();
    await settle(page);
    return ['table views open'];
  },
  'today-list': async (page, profile) => {
    if (!permissionsFor(profile).tripRowEdit) return [];
    await page.getByRole('button', { name: /^Edit/ }).first().click();
    await page.getByRole('button', { name: /^Save/ }).first().waitFor();
    return ['a row in edit'];
  },
  transactions: async (page) => {
    // A bill opened: its trips, read when it opens.
    await page
      .getByRole('button', { name: /^Show trips \(\d+\) of / })
      .first()
      .click();
    await page
      .getByRole('table', { name: /^Trips of / })
      .first()
      .waitFor();
    await settle(page);
    await page
      .getByRole('button', { name: /^Delete/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Delete transaction' }).waitFor();
    return ['a bill opened, and the delete confirm modal'];
  },
  'generate-bill': async (page) => {
    await page.getByRole('checkbox', { name: `Select ${openTrip.TripID}`, exact: true }).check();
    await page.getByRole('button', { name: 'Generate Bill', exact: true }).click();
    await page.getByRole('dialog', { name: 'Generate Bill' }).waitFor();
    await settle(page);
    return ['bill remarks modal'];
  },
};

async function checkScreen(page: Page, screen: string, findings: AxeFinding[]) {
  findings.push(...(await seriousViolations(page, screen)));
}

async function openModule(page: Page, module: ModuleEntry) {
  await page
    .getByRole('navigation', { name: 'Modules' })
    .getByRole('link', { name: module.title, exact: true })
    .click();
  await page.waitForURL(`**${module.path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settle(page);
}

/** Opens a screen by its address, as a bookmark or a shared link does; a blocked one shows the access message. */
async function openByUrl(page: Page, path: string, allowed: boolean) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (!allowed) await page.locator('main').getByText(ACCESS_MESSAGES.noAccess, { exact: true }).waitFor();
  await settle(page);
}

const SIZES = { laptop: LAPTOP, phone: PHONE } as const;
type SizeName = keyof typeof SIZES;

/** Every screen of MODULES by URL, open or blocked, with each open screen's extra states, at one window size. */
async function checkProfile(profile: Profile, size: SizeName): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = [];
  const named = (screen: string) => `${profile} ${size} ${screen}`;
  await onNewPage(
    file.browser,
    async (page) => {
      await login(page, usernameOf(profile), passwordOf(profile));
      const permissions = permissionsFor(profile);
      for (const module of MODULES) {
        const allowed = permissions[module.area];
        await openByUrl(page, module.path, allowed);
        const name = named(`${module.path}${allowed ? '' : ' (blocked)'}`);
        if (allowed) await searchToday(page);
        await checkScreen(page, name, findings);
        await screenshot(page, `a11y-${size}-${profile}-${module.key}`);
        const extra = allowed && EXTRA_STATES[module.key];
        if (extra)
          for (const state of await extra(page, profile))
            await checkScreen(page, `${name} (${state})`, findings);
        await page.keyboard.press('Escape');
      }
      // A trip and a bill opened by their addresses (a search result or a shared link).
      await openByUrl(page, `/home/${openTrip.TripID}`, true);
      await checkScreen(page, named('/home/{tripId}'), findings);
      await openByUrl(page, `/revise-bill?bill_id=${billId}`, permissions.reviseBill);
      if (permissions.reviseBill) await page.getByText('Revision 1 (', { exact: false }).waitFor();
      await checkScreen(page, named('/revise-bill?bill_id'), findings);
      if (size === 'phone') {
        const menu = page.getByRole('button', { name: 'Menu', exact: true });
        await menu.click();
        await page.getByRole('navigation', { name: 'Modules' }).waitFor();
        await checkScreen(page, named('menu open'), findings);
        await screenshot(page, `a11y-${size}-${profile}-menu-open`);
        await menu.click();
      }
      if (permissions.notifications) {
        // Checked above with its badge (the name must repeat it).
        await page.getByRole('button', { name: /^Notifications: \d/ }).click();
        await page.getByRole('region', { name: 'Notifications list' }).waitFor();
        await checkScreen(page, named('notifications open'), findings);
        await page.getByRole('button', { name: /^Notifications/ }).click();
      }
      // A confirm modal: Logout asks first.
      await page.getByRole('button', { name: 'Logout', exact: true }).click();
      await page.getByRole('button', { name: 'Yes, Logout', exact: true }).waitFor();
      await checkScreen(page, named('logout confirm modal'), findings);
      await screenshot(page, `a11y-${size}-${profile}-logout-confirm`);
    },
    SIZES[size],
  );
  return findings;
}

const PROFILE_SIZES = (Object.keys(SIZES) as SizeName[]).flatMap((size) =>
  PROFILES.map((profile) => [profile, size] as const),
);

test.each(PROFILE_SIZES)(
  'axe-core: no serious or critical violation on any screen the %s opens by URL, blocked ones included, at %s size',
  async (profile, size) => {
    const findings = await checkProfile(profile, size);
    expect(describeFindings(findings)).toBe('');
  },
  300_000,
);

test.each(Object.keys(SIZES) as SizeName[])(
  'axe-core: no serious or critical violation on Login, Signup and Reset Password at %s size',
  async (size) => {
    const findings: AxeFinding[] = [];
    await onNewPage(
      file.browser,
      async (page) => {
        await page.goto('/');
        await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
        await checkScreen(page, `${size} login`, findings);
        await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
        await page.getByRole('dialog', { name: 'Reset Password' }).waitFor();
        await checkScreen(page, `${size} reset password modal`, findings);
        await page.goto('/signup');
        await page.getByRole('button', { name: 'Signup', exact: true }).waitFor();
        await checkScreen(page, `${size} signup`, findings);
      },
      SIZES[size],
    );
    expect(describeFindings(findings)).toBe('');
  },
);

test('keyboard: Tab reaches every control of the login form and every sidebar entry, each with a visible focus ring', () =>
  onNewPage(file.browser, async (page) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    const loginControls = [
      'input username',
      'input password',
      'button Show password',
      'button Login',
      'button Reset Password',
      'a Signup',
    ];
    const loginStops = await tabThrough(page, loginControls, 12);
    expect(loginStops.map((s) => s.name)).toEqual(expect.arrayContaining(loginControls));
    expect(loginStops.filter((s) => !s.ringVisible)).toEqual([]);

    // Signing in from the keyboard alone.
    await page.getByLabel('Username', { exact: true }).focus();
    await page.keyboard.type(usernameOf('admin'));
    await page.keyboard.press('Tab');
    await page.keyboard.type(passwordOf('admin'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The trip form opens ready to type: Truck Number has the focus.
    await page
      .getByRole('combobox', { name: 'Truck Number', exact: true })
      .and(page.locator(':focus'))
      .waitFor();

    // The sidebar from the top of the page: from the top bar's search box on.
    await page.getByLabel('Search by Trip/Bill ID', { exact: true }).focus();
    const entries = MODULES.map((m) => `a ${m.title}`);
    const stops = await tabThrough(page, entries, 40);
    expect(stops.map((s) => s.name)).toEqual(expect.arrayContaining(entries));
    expect(stops.filter((s) => !s.ringVisible)).toEqual([]);
    await screenshot(page, 'a11y-keyboard-sidebar-focus');

    // Login lands on Upload Trip Details; Enter on the focused Dashboard entry opens the charts.
    await page
      .getByRole('navigation', { name: 'Modules' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');

    // A chart's numbers: its Table view opens from the keyboard, and its rows link on to Reports.
    const tableView = page.getByText('Table view', { exact: true }).first();
    await tableView.focus();
    await page.keyboard.press('Enter');
    const firstCard = page.locator('details.dashboard-card__table').first();
    expect(await firstCard.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await firstCard.getByRole('link').count()).toBeGreaterThan(0);

    // Enter on a focused entry opens its screen.
    await page
      .getByRole('navigation', { name: 'Modules' })
      .getByRole('link', { name: 'Reports', exact: true })
      .focus();
    await screenshot(page, 'a11y-keyboard-reports-focus');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/reports');
  }));

test('keyboard: a wide table scrolls sideways from the keyboard once its region has focus', () =>
  onNewPage(file.browser, async (page) => {
    // A small laptop's window: at 1366 px Transactions now fits its columns without scrolling.
    await page.setViewportSize({ width: 1024, height: 768 });
    await login(page, usernameOf('accountant'), passwordOf('accountant'));
    await openModule(
      page,
      MODULES.find((m) => m.key === 'transactions')!,
    );
    await searchToday(page);
    const region = page.getByRole('region', { name: 'Transactions', exact: true });
    await page.getByRole('button', { name: 'Download Excel', exact: true }).focus();
    // The next Tab stop after the toolbar is the table's scroll box itself.
    expect((await tab(page)).name).toBe('div Transactions');
    expect(await region.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => (document.activeElement as HTMLElement).scrollLeft > 0);
    await screenshot(page, 'a11y-keyboard-transactions-scroll-focus');
  }));

test('a notice is announced: it appears inside an aria-live region as an alert', () =>
  onNewPage(file.browser, async (page) => {
    await page.goto('/');
    await page.getByLabel('Username', { exact: true }).fill(usernameOf('admin'));
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Password1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const notice = page.getByRole('alert').first();
    await notice.waitFor();
    const announced = await notice.evaluate((el) => {
      const live = el.closest('[aria-live]');
      return {
        live: live?.getAttribute('aria-live') ?? null,
        role: el.getAttribute('role'),
        text: el.textContent ?? '',
      };
    });
    expect(announced.live).toMatch(/^(polite|assertive)$/);
    expect(announced.role).toBe('alert');
    expect(announced.text.length).toBeGreaterThan(0);
    // The live region is in the page before any notice, so screen readers watch it from the start.
    await page.reload();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await page.locator('.notice-area[aria-live]').count()).toBeGreaterThan(0);
  }));
