import { SKIP_WAITING } from './offline-names';

/** Where the build writes the service worker (webpack.config.js, InjectManifest's swDest). */
const WORKER_URL = '/sw.js';
/** A start never waits longer than this for a new version to take over. */
const TAKE_OVER_WAIT_MS = 3000;

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * At a start, before anything is shown: a new version that installed during an earlier visit is
 * taken now (the worker takes over, the page loads again once), so a version never changes under
 * a form being typed. Resolves true when the page is reloading.
 */
export async function takeWaitingVersion(): Promise<boolean> {
  if (!supported() || !navigator.serviceWorker.controller) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) return false;
  const tookOver = new Promise<boolean>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true });
    setTimeout(() => resolve(false), TAKE_OVER_WAIT_MS);
  });
  waiting.postMessage({ type: SKIP_WAITING });
  if (!(await tookOver)) return false;
  window.location.reload();
  return true;
}

/**
 * Registers the service worker once the page has loaded (its install downloads the precache,
 * which must not compete with the first screen). A browser without service workers, or a page
 * that is not a secure context (plain http on a LAN address), simply works online only.
 */
export function registerServiceWorker() {
  if (!supported() || !window.isSecureContext) return;
  const register = () => {
    navigator.serviceWorker.register(WORKER_URL).catch((error: unknown) => {
      console.error('The offline app could not be installed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
