import { createElement, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { MODULES } from '../../shared/auth/modules';
import { GuestOnly, RequireAuth } from '../features/auth/guards';
import { LoginPage } from '../features/auth/LoginPage';
import { ChunkBoundary } from '../ui/ChunkBoundary';
import { ModuleGate } from './shell/ModuleGate';
import { Shell } from './shell/Shell';
import { MODULE_SCREENS } from './routes';

// Login is the first screen and comes with the first load; signup is fetched when opened.
const SignupPage = lazy(() =>
  import(/* webpackChunkName: "signup" */ '../features/auth/SignupPage').then((m) => ({
    default: m.SignupPage,
  })),
);

/** SPEC.md's route table, plus /users for admins. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: (
      <GuestOnly>
        <LoginPage />
      </GuestOnly>
    ),
  },
  {
    path: '/signup',
    element: (
      <GuestOnly>
        <ChunkBoundary>
          <SignupPage />
        </ChunkBoundary>
      </GuestOnly>
    ),
  },
  {
    element: (
      <RequireAuth>
        <Shell />
      </RequireAuth>
    ),
    children: [
      ...MODULES.map((m) => ({
        path: m.path,
        element: <ModuleGate area={m.area}>{createElement(MODULE_SCREENS[m.key])}</ModuleGate>,
      })),
      {
        path: '/home/:tripId',
        element: <ModuleGate area="upload">{createElement(MODULE_SCREENS.upload)}</ModuleGate>,
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
