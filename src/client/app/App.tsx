import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { LoadingScreen } from '../ui/LoadingScreen';
import { useCheckAuthQuery } from '../features/auth/auth-api';
import { appRoutes } from './router';
import { persistAppStore, type AppStore } from './store';

const router = createBrowserRouter(appRoutes);

/** Runs the auth check once on start; the guards wait for it. */
export function AuthCheck() {
  useCheckAuthQuery();
  return null;
}

export function App({ store }: { store: AppStore }) {
  const [persistor] = useState(() => persistAppStore(store));
  return (
    <Provider store={store}>
      <PersistGate loading={<LoadingScreen />} persistor={persistor}>
        <AuthCheck />
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  );
}
