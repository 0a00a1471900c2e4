import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeStore } from './app/store';
import { startLanding } from './features/auth/start-landing';
import { registerServiceWorker, takeWaitingVersion } from './offline/register-service-worker';
import './ui/base.css';
import './ui/touch.css';

async function start() {
  if (await takeWaitingVersion()) return; // the page loads again with the new version
  const store = makeStore();
  startLanding(store);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
