import type { BrowserContext, Page } from 'playwright-core';

/**
 * What a page is still loading, kept by `trackLoads` (installed on every context `newPage` makes):
 * `fetch` calls not yet answered to their last byte (RTK Query and the app's own calls use fetch),
 * script and style sheet elements not yet loaded (lazy chunks), short timers pending (a list asks for
 * more rows 120 ms after it shows some, a filter box 300 ms after the last key), and a count of DOM
 * changes and of fetch calls started, so a quiet stretch can be told from a busy one.
 */
interface Loads {
  fetches: number;
  elements: number;
  timers: number;
  started: number;
  changes: number;
  /** settle's own bookkeeping: the call it serves, the counts it last saw, the quiet frames since. */
  call: number;
  seen: string;
  quietFrames: number;
}

type Tracked = typeof globalThis & { __e2eLoads?: Loads };

/** A timer at most this long may still start a request: Playwright's network idle waited 500 ms. */
const SHORT_TIMER_MS = 500;

/** Runs in each page (and frame) before its own scripts. Self-contained: Playwright sends its source. */
function trackLoads(shortTimerMs: number) {
  const scope = window as Tracked;
  if (scope.__e2eLoads) return;
  const loads: Loads = {
    fetches: 0,
    elements: 0,
    timers: 0,
    started: 0,
    changes: 0,
    call: 0,
    seen: '',
    quietFrames: 0,
  };
  scope.__e2eLoads = loads;
  (scope as unknown as { __e2ePending: () => string[] }).__e2ePending = () => [...pending.values()];

  const pageFetch = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    loads.fetches += 1;
    loads.started += 1;
    const done = () => {
      loads.fetches -= 1;
    };
    return pageFetch(...args).then(
      (response) => {
        // Answered once its body is in, not at its headers (the app reads the body next).
        response
          .clone()
          .arrayBuffer()
          .catch(() => undefined)
          .finally(done);
        return response;
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
  };

  const pending = new Map<number, string>();
  const pageSetTimeout = window.setTimeout.bind(window);
  const pageClearTimeout = window.clearTimeout.bind(window);
  const settleTimer = (id: number) => {
    if (pending.delete(id)) loads.timers -= 1;
  };
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    // Under page.clock, the page's timers are the fake clock's; the only real one left is the clock's
    // own tick, always pending.
    if (typeof handler !== 'function' || !ms || ms > shortTimerMs || '__pwClock' in window)
      return pageSetTimeout(handler, ms, ...rest);
    const id: number = pageSetTimeout(
      (...args: unknown[]) => {
        settleTimer(id);
        (handler as (...a: unknown[]) => void)(...args);
      },
      ms,
      ...rest,
    );
    pending.set(id, `${ms} ms ${new Error().stack ?? ''}`);
    loads.timers += 1;
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) settleTimer(id);
    pageClearTimeout(id);
  }) as typeof window.clearTimeout;

  const watchLoad = (node: Node) => {
    const loading =
      (node instanceof HTMLScriptElement && node.src) ||
      (node instanceof HTMLLinkElement && node.rel === 'stylesheet' && !node.sheet);
    if (!loading) return;
    loads.elements += 1;
    const done = () => {
      loads.elements -= 1;
      node.removeEventListener('load', done);
      node.removeEventListener('error', done);
    };
    node.addEventListener('load', done);
    node.addEventListener('error', done);
  };
  new MutationObserver((records) => {
    loads.changes += records.length;
    for (const record of records) record.addedNodes.forEach(watchLoad);
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/** Installs `trackLoads` on every page of the context, before the page's own scripts run. */
export async function trackPageLoads(context: BrowserContext): Promise<void> {
  await context.addInitScript(trackLoads, SHORT_TIMER_MS);
}

let calls = 0;

/**
 * Waits until the screen has what it asked for on screen: no fetch, lazy chunk or short timer
 * pending, fonts and images in, and no fetch started and no DOM change over two animation frames
 * (React has committed and the page has painted). Replaces Playwright's network idle, which waited
 * 500 ms after the last request of a navigation, and not at all after a click on the same page (the
 * state was already reached): a search's answer could come after axe had looked.
 */
export async function settle(page: Page, timeout = 30_000): Promise<void> {
  calls += 1;
  try {
    await page.waitForFunction(
      (call) => {
        const loads = (window as Tracked).__e2eLoads;
        if (!loads) throw new Error('settle: the page has no load tracking (open it with newPage)');
        if (loads.call !== call) Object.assign(loads, { call, seen: '', quietFrames: 0 });
        const busy =
          loads.fetches > 0 ||
          loads.elements > 0 ||
          loads.timers > 0 ||
          document.fonts.status !== 'loaded' ||
          Array.from(document.images).some((image) => !image.complete);
        const seen = `${loads.started} ${loads.changes}`;
        if (busy || seen !== loads.seen) {
          loads.seen = seen;
          loads.quietFrames = 0;
          return false;
        }
        loads.quietFrames += 1;
        return loads.quietFrames >= 2;
      },
      calls,
      { polling: 'raf', timeout },
    );
  } catch (error) {
    const state = await page
      .evaluate(() =>
        JSON.stringify({
          loads: (window as Tracked).__e2eLoads ?? null,
          timers: (window as unknown as { __e2ePending: () => string[] }).__e2ePending(),
        }),
      )
      .catch(() => 'unknown');
    throw new Error(`settle: ${page.url()} still loading after ${timeout} ms: ${state}`, { cause: error });
  }
}
