import { launchBrowser, LAPTOP, login } from '../../e2e/support/browser';

/**
 * The Reports screen as a clerk sees it, in Debian's Chromium against the running app: the time
 * from Search to the first trip row over a range, the table rows the DOM holds, and the page's
 * JS heap once the rows show.
 */
export async function reportsScreen(
  baseUrl: string,
  user: { username: string; password: string },
  range: { startDate: string; endDate: string },
) {
  const { browser, close } = await launchBrowser();
  try {
    const context = await browser.newContext({
      viewport: LAPTOP,
      baseURL: baseUrl,
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
    });
    const page = await context.newPage();
    await login(page, user.username, user.password);
    await page.goto('/reports');
    const form = page.getByRole('form', { name: 'Report filters' });
    await form.getByLabel('Start Date', { exact: true }).fill(range.startDate);
    await form.getByLabel('End Date', { exact: true }).fill(range.endDate);
    const started = performance.now();
    await form.getByRole('button', { name: 'Search trips', exact: true }).click();
    await page.locator('tbody th[scope="row"]').first().waitFor({ timeout: 60_000 });
    const firstRowMs = performance.now() - started;
    const domRows = await page.evaluate(() => document.querySelectorAll('table tbody tr').length);
    const shownCount = await page.locator('table').first().getAttribute('aria-rowcount');
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
    return {
      firstRowMs,
      domRows,
      // aria-rowcount counts the header row too.
      trips: Number(shownCount) - 1,
      heapMb: heap / 1048576,
    };
  } finally {
    await close();
  }
}
