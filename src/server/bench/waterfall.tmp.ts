import { launchBrowser, PHONE } from '../../e2e/support/browser';
import { CSRF_COOKIE, CSRF_HEADER } from '../plugins/cookies';
const baseUrl = process.env.BENCH_BASE_URL!;
const throttled = process.argv[2] === 'slow';
async function main() {
  const { browser, close } = await launchBrowser();
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL: baseUrl });
  await context.request.get('/logistics/check-auth');
  const csrf = (await context.cookies()).find((c) => c.name === CSRF_COOKIE)?.value ?? '';
  await context.request.post('/logistics/login', { data: { username: 'loading', password: 'Loading@2026' }, headers: { [CSRF_HEADER]: csrf } });
  await context.addCookies([{ name: 'isAuthenticated', value: 'true', url: baseUrl }]);
  for (const visit of ['first', 'return']) {
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 93750 });
    }
    const prof = await context.newCDPSession(page);
    await prof.send('Profiler.enable');
    await prof.send('Profiler.setSamplingInterval', { interval: 200 });
    await prof.send('Profiler.start');
    const t0 = Date.now();
    await page.goto('/home', { waitUntil: 'commit' });
    await page.waitForFunction(() => {
      const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Truck Number');
      const f = label?.control as HTMLInputElement | null | undefined;
      return !!f && !f.disabled && !f.readOnly;
    }, undefined, { polling: 50, timeout: 120000 });
    const ready = Date.now() - t0;
    const { profile } = (await prof.send('Profiler.stop')) as any;
    const self = new Map<string, number>();
    const dt = profile.timeDeltas as number[];
    const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
    const counts = new Map<number, number>();
    profile.samples.forEach((id: number, i: number) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
    // total time per URL (self), and inclusive time per function for app modules
    for (const [id, t] of counts) {
      const n = byId.get(id);
      const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*\//, '')}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
      self.set(k, (self.get(k) ?? 0) + t);
    }
    console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, t]) => `${(t / 1000).toFixed(0).padStart(6)} ms ${k}`).join('\n'));
    require('fs').writeFileSync(`/tmp/phone2/${visit}.cpuprofile`, JSON.stringify(profile));
    const entries = await page.evaluate(() => [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ].map((e: any) => `${e.startTime.toFixed(0).padStart(6)} ${e.responseEnd.toFixed(0).padStart(6)} ${String(e.transferSize).padStart(7)} ${e.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`));
    const marks = await page.evaluate(() => performance.getEntriesByType('paint').map((e) => `${e.name} ${e.startTime.toFixed(0)}`));
    console.log(`${visit} visit ready ${ready} ms`);
    console.log(entries.join('\n'));
    console.log(marks.join('\n'));
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await page.close();
  }
  await close();
}
void main();
