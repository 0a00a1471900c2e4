import { createElement, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { MODULES } from '../../shared/auth/modules';
import { GuestOnly, RequireAuth, StaffOnly, VendorOnly } from '../features/auth/guards';
import { LoginPage } from '../features/auth/LoginPage';
import { ChunkBoundary } from '../ui/ChunkBoundary';
import { ModuleGate } from './shell/ModuleGate';
import { Shell } from './shell/Shell';
import { LogoutButton } from './shell/LogoutButton';
import { MODULE_SCREENS, PORTAL_SCREENS, RECORD_SCREENS } from './routes';
import { ACTIVATE_PATH, PORTAL_PATH } from '../../shared/portal/paths';

// Login is the first screen and comes with the first load; signup is fetched when opened.
const SignupPage = lazy(() =>
  import(/* webpackChunkName: "signup" */ '../features/auth/SignupPage').then((m) => ({
    default: m.SignupPage,
  })),
);

/** SPEC.md's route table, plus /users for admins and the trip and bill pages. */
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
  // The vendor portal invitation's link: open to anyone holding it, signed in or not.
  {
    path: ACTIVATE_PATH,
    element: <ChunkBoundary>{createElement(PORTAL_SCREENS.activate)}</ChunkBoundary>,
  },
  // The vendor portal: a vendor's login only, laid out for a phone.
  {
    path: PORTAL_PATH,
    element: (
      <RequireAuth>
        <VendorOnly>
          <ChunkBoundary>{createElement(PORTAL_SCREENS.layout, { logout: <LogoutButton /> })}</ChunkBoundary>
        </VendorOnly>
      </RequireAuth>
    ),
    children: [
      { index: true, element: createElement(PORTAL_SCREENS.bills) },
      { path: 'payments', element: createElement(PORTAL_SCREENS.payments) },
      { path: 'statement', element: createElement(PORTAL_SCREENS.statement) },
      { path: 'tds', element: createElement(PORTAL_SCREENS.tds) },
      { path: 'trips', element: createElement(PORTAL_SCREENS.trips) },
      { path: 'profile', element: createElement(PORTAL_SCREENS.profile) },
    ],
  },
  {
    element: (
      <RequireAuth>
        <StaffOnly>
          <Shell />
        </StaffOnly>
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
      // Who may read the trip is the server's rule (its date for a loading manager); bills: Transactions' profiles.
      {
        path: '/trips/:tripId',
        element: <ModuleGate area="upload">{createElement(RECORD_SCREENS.trip)}</ModuleGate>,
      },
      {
        path: '/bills/:billId',
        element: <ModuleGate area="transactions">{createElement(RECORD_SCREENS.bill)}</ModuleGate>,
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
