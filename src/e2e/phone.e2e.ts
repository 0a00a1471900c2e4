import type { Page } from 'playwright-core';
import { ApiClient, createApprovedUser } from './support/api';
import { addAcknowledgedTrip, addBillingMasterData, type BillingMasterData } from './support/billing-data';
import { browserPerFile, login, newPage, PHONE, screenshot } from './support/browser';
import { E2E_ADMIN } from './support/config';
import { settle } from './support/settle';
import { addTruckWithDocument } from './support/trucks';

/**
 * The loading point on a phone: the loading manager's screens (trip form, Today's List, Vehicle)
 * at 390x844 scroll only up and down, every control is a tap target of at least 44 x 44 px, and
 * number fields bring up the phone's number keyboard.
 */

const file = browserPerFile();
const run = Date.now().toString(36).slice(-5);
const digits = String(Date.now() + 41).slice(-6);
const loader = { username: `ph${run}`, password: `Phone#${run}Pass9` };
let data: BillingMasterData;

/** The smallest tap target (WCAG 2.5.5, and the platforms' own guides: 44 px / 48 dp). */
const MIN_TARGET = 44;

beforeAll(async () => {
  const admin = await ApiClient.signedIn(E2E_ADMIN.username, E2E_ADMIN.password);
  try {
    await createApprovedUser(admin, loader.username, 'loadingManager', loader.password);
    data = await addBillingMasterData(admin, run, digits, { rate: 1000, tdsRate: 1 });
    // A truck with a document on file, so its tile shows the document's actions.
    await addTruckWithDocument(
      admin,
      `MH${digits.slice(0, 2)}PH${digits.slice(2, 6)}`,
      'registration',
      [-360, 3],
    );
    // Today's List has rows to show.
    await addAcknowledgedTrip(
      admin,
      data,
      { weight: 20, actualWeight: 19.9, dieselAmount: 3000, advance: 1000, toll: 200 },
      1,
    );
  } finally {
    await admin.dispose();
  }
});

/** How far the page itself scrolls sideways (a wide table scrolls inside its own box instead). */
const pageScrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/**
 * Every visible control of the page smaller than a fingertip: buttons, inputs, selects, links,
 * summaries, and anything else the keyboard reaches. Answers "tag name: w x h" lines.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, input:not([type="hidden"]), select, textarea, a[href], summary, [role="button"], [tabindex]:not([tabindex="-1"])',
    );
    const small: string[] = [];
    for (const control of controls) {
      if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Rounded to the pixel: a box of 43.99 px is drawn as 44.
      if (Math.round(box.width) >= min && Math.round(box.height) >= min) continue;
      const name =
        control.getAttribute('aria-label') ??
        (control as HTMLInputElement).labels?.[0]?.textContent ??
        control.textContent ??
        '';
      small.push(
        `${control.tagName.toLowerCase()}${control.id ? `#${control.id}` : ''} "${name.trim().slice(0, 30)}": ${Math.round(box.width)} x ${Math.round(box.height)}`,
      );
    }
    return small;
  }, MIN_TARGET);
}

async function openOnPhone(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await ready(page);
  await settle(page);
}

const SCREENS: { name: string; path: string; ready: (page: Page) => Promise<unknown> }[] = [
  {
    name: 'trip form',
    path: '/home',
    ready: (page) => page.getByRole('button', { name: 'Submit', exact: true }).waitFor(),
  },
  {
    name: "Today's List",
    path: '/today-list',
    ready: (page) =>
      page
        .getByRole('link', { name: /^T\d+/ })
        .first()
        .or(page.getByText(/^T\d+$/).first())
        .waitFor(),
  },
  {
    name: 'Vehicle',
    path: '/vehicle',
    ready: (page) => page.getByText(data.truckNumber, { exact: true }).first().waitFor(),
  },
];

describe('the loading manager on a phone (390 x 844)', () => {
  let page: Page;
  let closeContext: () => Promise<void>;
  beforeAll(async () => {
    const opened = await newPage(file.browser, PHONE);
    page = opened.page;
    closeContext = () => opened.context.close();
    await login(page, loader.username, loader.password);
  });
  afterAll(async () => closeContext());

  test.each(SCREENS)(
    '$name: no sideways scroll, every control at least 44 x 44 px',
    async ({ name, path, ready }) => {
      await openOnPhone(page, path, ready);
      await screenshot(page, `phone-${path.slice(1)}`);
      await screenshot(page, `phone-${path.slice(1)}-whole`, { fullPage: true });
      expect({ screen: name, scrollWidth: await pageScrollWidth(page) }).toEqual({
        screen: name,
        scrollWidth: PHONE.width,
      });
      expect(await smallTargets(page)).toEqual([]);
    },
  );

  test('the sidebar is a menu button: it opens above the screen, its entries are tap-sized, and choosing one closes it', async () => {
    await openOnPhone(page, '/home', SCREENS[0].ready);
    const modules = page.getByRole('navigation', { name: 'Modules' });
    expect(await modules.isVisible()).toBe(false);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await modules.waitFor();
    await screenshot(page, 'phone-menu-open');
    expect(await pageScrollWidth(page)).toBe(PHONE.width);
    expect(await smallTargets(page)).toEqual([]);
    await modules.getByRole('link', { name: "Today's List", exact: true }).click();
    await page.waitForURL('**/today-list');
    await modules.waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
  });

  test('number fields of the trip form bring up the number keyboard', async () => {
    await openOnPhone(page, '/home', SCREENS[0].ready);
    const keyboards: Record<string, string | null> = {};
    for (const label of [
      'DO Number',
      'Weight (tons)',
      'Diesel Amount',
      'Advance',
      'Toll',
      'Adblue',
      'Greasing',
    ]) {
      keyboards[label] = await page.getByLabel(label, { exact: true }).getAttribute('inputmode');
    }
    expect(keyboards).toEqual({
      'DO Number': 'numeric',
      'Weight (tons)': 'decimal',
      'Diesel Amount': 'decimal',
      Advance: 'numeric',
      Toll: 'decimal',
      Adblue: 'decimal',
      Greasing: 'decimal',
    });
  });

  test('the trip form stays one column wide while the clerk types: a suggestion list and a mistake add no sideways scroll', async () => {
    await openOnPhone(page, '/home', SCREENS[0].ready);
    const truck = page.getByLabel('Truck Number', { exact: true });
    await truck.fill(data.truckNumber.slice(0, 4));
    await page.getByRole('option').first().waitFor();
    expect(await pageScrollWidth(page)).toBe(PHONE.width);
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    // The mistakes are named (next to their fields, or in a notice).
    await page
      .locator('[aria-invalid="true"]')
      .or(page.locator('.notice-area [role="alert"]'))
      .first()
      .waitFor();
    await screenshot(page, 'phone-home-mistakes');
    expect(await pageScrollWidth(page)).toBe(PHONE.width);
    expect(await smallTargets(page)).toEqual([]);
  });

  test('an error notice never covers Submit: with the form scrolled to its end, Submit stays clear of the notice and clickable', async () => {
    await openOnPhone(page, '/home', SCREENS[0].ready);
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    // The loading manager may not search: an error notice (SPEC.md section 6), while Submit is in view.
    const search = page.getByPlaceholder('Search by Trip/Bill ID');
    await search.fill('T1');
    await search.press('Enter');
    const notice = page.locator('.notice-area [role="alert"]').first();
    await notice.waitFor();
    await screenshot(page, 'phone-home-notice-over-form');
    const boxes = async () => ({ notice: await notice.boundingBox(), submit: await submit.boundingBox() });
    const apart = ({ notice: n, submit: s }: Awaited<ReturnType<typeof boxes>>) =>
      !!n &&
      !!s &&
      (n.y + n.height <= s.y || s.y + s.height <= n.y || n.x + n.width <= s.x || s.x + s.width <= n.x);
    // Where the clerk left the page (at the form's end, Submit in view), and once Submit is brought into view.
    const left = await boxes();
    expect({ apart: apart(left), left }).toEqual({ apart: true, left });
    await submit.scrollIntoViewIfNeeded();
    const seen = await boxes();
    expect({ apart: apart(seen), seen }).toEqual({ apart: true, seen });
    expect(await notice.isVisible()).toBe(true);
    // A real click (no force): Playwright refuses when another element would receive it.
    await submit.click({ timeout: 5000 });
    await page.locator('[aria-invalid="true"]').first().waitFor();
    // The first field to fix gets the focus, clear of any notice still shown and of the top bar.
    const focused = await page.evaluate(() => {
      const box = document.activeElement!.getBoundingClientRect();
      const covers = [...document.querySelectorAll('.notice-area [role="alert"], .topbar')].some((el) => {
        const b = el.getBoundingClientRect();
        return b.left < box.right && box.left < b.right && b.top < box.bottom && box.top < b.bottom;
      });
      return { label: (document.activeElement as HTMLInputElement).labels?.[0]?.textContent ?? null, covers };
    });
    expect(focused.covers).toBe(false);
    await screenshot(page, 'phone-home-submit-after-notice');
  });
});
