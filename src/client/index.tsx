import './zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeStore } from './app/store';
import { startLanding } from './features/auth/start-landing';
import { registerServiceWorker, takeWaitingVersion } from './offline/register-service-worker';
import './ui/base.css';
import './ui/touch.css';

async function start() {
  const store = makeStore();
  // The auth check, the trip form's chunk and its look-ups start before the service worker is
  // asked about a waiting version: that answer takes a while on a busy phone, the network is idle
  // meanwhile, and a reload for a new version only wastes what was fetched.
  startLanding(store);
  if (await takeWaitingVersion()) return; // the page loads again with the new version
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
