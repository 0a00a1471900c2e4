import type { Area } from './permissions';

/** The screens of the shell, in sidebar order (SPEC.md section 2, plus the admin-only Users screen). */
export interface ModuleEntry {
  /** The key kept in session storage as the active module. */
  key: ModuleKey;
  title: string;
  path: string;
  /** The permission area that must be open for the profile to enter the screen. */
  area: Area;
  /** Left out of the sidebar (not shown locked) for a profile that may not open it: Users and the month-end screens. */
  hiddenWhenBlocked?: boolean;
}

export type ModuleKey =
  | 'dashboard'
  | 'upload'
  | 'today-list'
  | 'freight'
  | 'vehicle'
  | 'vendor'
  | 'reports'
  | 'generate-bill'
  | 'transactions'
  | 'business'
  | 'revise-bill'
  | 'users'
  | 'payments'
  | 'outstanding'
  | 'tds-register'
  | 'tally-export'
  | 'outbox'
  | 'audit'
  | 'settings'
  | 'import'
  | 'vendor-requests';

export const MODULES: readonly ModuleEntry[] = [
  // The first screen after login; Upload Trip Details stays one click away below it.
  { key: 'dashboard', title: 'Dashboard', path: '/dashboard', area: 'dashboard' },
  { key: 'upload', title: 'Upload Trip Details', path: '/home', area: 'upload' },
  { key: 'today-list', title: "Today's List", path: '/today-list', area: 'todayList' },
  { key: 'freight', title: 'Freight', path: '/freight', area: 'freight' },
  { key: 'vehicle', title: 'Vehicle', path: '/vehicle', area: 'vehicle' },
  { key: 'vendor', title: 'Vendor', path: '/vendor', area: 'vendor' },
  { key: 'reports', title: 'Reports', path: '/reports', area: 'reports' },
  { key: 'generate-bill', title: 'Billing', path: '/generate-bill', area: 'billing' },
  { key: 'transactions', title: 'Transactions', path: '/transactions', area: 'transactions' },
  { key: 'business', title: 'Business', path: '/business', area: 'business' },
  { key: 'revise-bill', title: 'Revise Bill', path: '/revise-bill', area: 'reviseBill' },
  { key: 'users', title: 'Users', path: '/users', area: 'users', hiddenWhenBlocked: true },
  { key: 'payments', title: 'Payments', path: '/payments', area: 'payments', hiddenWhenBlocked: true },
  {
    key: 'outstanding',
    title: 'Outstanding',
    path: '/outstanding',
    area: 'accounting',
    hiddenWhenBlocked: true,
  },
  {
    key: 'tds-register',
    title: 'TDS Register',
    path: '/tds-register',
    area: 'accounting',
    hiddenWhenBlocked: true,
  },
  {
    key: 'tally-export',
    title: 'Tally Export',
    path: '/tally-export',
    area: 'accounting',
    hiddenWhenBlocked: true,
  },
  { key: 'outbox', title: 'Outbox', path: '/outbox', area: 'mail', hiddenWhenBlocked: true },
  { key: 'audit', title: 'Audit', path: '/audit', area: 'audit', hiddenWhenBlocked: true },
  { key: 'settings', title: 'Settings', path: '/settings', area: 'settings', hiddenWhenBlocked: true },
  { key: 'import', title: 'Import', path: '/import', area: 'masterImport', hiddenWhenBlocked: true },
  // Vendors' requests from the portal to change their e-mail, mobile or bank account.
  {
    key: 'vendor-requests',
    title: 'Vendor Requests',
    path: '/vendor-requests',
    area: 'vendorPortal',
    hiddenWhenBlocked: true,
  },
];

/** Where login (and a signed-in visit to the login page) lands: Upload Trip Details (SPEC.md section 2). */
export const LANDING_PATH = '/home';

/** The module a pathname belongs to: /home and /home/{tripId} are both Upload Trip Details. */
export function moduleForPath(pathname: string): ModuleEntry | undefined {
  return MODULES.find((m) => pathname === m.path || pathname.startsWith(`${m.path}/`));
}
