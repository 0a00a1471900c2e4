import type { Page } from 'playwright-core';
import { createApprovedUsers } from './support/api';
import { browserPerFile, login, onNewPage, screenshot } from './support/browser';

/**
 * The first load carries the login and the shell; every screen is a chunk of its own, fetched when
 * it is opened (config/check-first-load.js holds the first load to 200 KB gzipped). A chunk that
 * cannot be fetched (a tab opened before a redeploy) shows why and offers a reload.
 */

const file = browserPerFile();
const run = Date.now().toString(36).slice(-5);
const clerk = { username: `fl${run}`, password: `First#${run}Load9` };

beforeAll(() => createApprovedUsers({ ...clerk, profile: 'accountant' }));

/** The names of the scripts the page has fetched so far (prefetches included), in order. */
function scriptsFetched(page: Page): string[] {
  const names: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
      names.push(url.pathname.slice('/assets/'.length));
  });
  return names;
}

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name, exact: true });

test('login shows from the first load alone; /home and a screen opened later fetch their own chunks', () =>
  onNewPage(file.browser, async (page) => {
    const scripts = scriptsFetched(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(scripts.filter((s) => s.startsWith('main.'))).toHaveLength(1);
    expect(scripts.some((s) => s.startsWith('reports.') || s.startsWith('today-list.'))).toBe(false);

    await page.getByLabel('Username', { exact: true }).fill(clerk.username);
    await page.getByLabel('Password', { exact: true }).fill(clerk.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByLabel('Truck Number').waitFor();
    expect(scripts.some((s) => s.startsWith('trip-form.'))).toBe(true);
    await screenshot(page, 'first-load-home');

    await sidebarLink(page, "Today's List").click();
    await page.getByRole('heading', { name: 'Trips recorded today' }).waitFor();
    expect(scripts.some((s) => s.startsWith('today-list.'))).toBe(true);
    expect(scripts.some((s) => s.startsWith('reports.'))).toBe(false);
    await screenshot(page, 'first-load-today-list');
  }));

test('a screen whose chunk is gone (after a redeploy) says so with a Reload button, and Reload opens it', () =>
  onNewPage(file.browser, async (page) => {
    await login(page, clerk.username, clerk.password);
    // The tab still runs the earlier build: its Reports chunk is no longer on the server.
    await page.route(/\/assets\/reports\.[^/]*\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    await sidebarLink(page, 'Reports').click();
    const failed = page.getByRole('alert').filter({ hasText: 'This part of the app could not be loaded.' });
    await failed.waitFor();
    expect(await failed.innerText()).toContain(
      'The app may have been updated since this page was opened, or the connection dropped.',
    );
    // The shell stays: the clerk can still go elsewhere.
    await page.getByRole('navigation', { name: 'Modules' }).waitFor();
    await screenshot(page, 'first-load-chunk-failed');

    await page.unroute(/\/assets\/reports\.[^/]*\.js$/);
    await failed.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('button', { name: 'Search trips', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/reports');
    expect(await page.getByText('This part of the app could not be loaded.').count()).toBe(0);
  }));
