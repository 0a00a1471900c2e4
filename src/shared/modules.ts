import type { Area } from './permissions';

/** The screens of the shell, in sidebar order (SPEC.md section 2, plus the admin-only Users screen). */
export interface ModuleEntry {
  /** The key kept in session storage as the active module. */
  key: ModuleKey;
  title: string;
  path: string;
  /** The permission area that must be open for the profile to enter the screen. */
  area: Area;
}

export type ModuleKey =
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
  | 'users';

export const MODULES: readonly ModuleEntry[] = [
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
  { key: 'users', title: 'Users', path: '/users', area: 'users' },
];

/** The module a pathname belongs to: /home and /home/{tripId} are both Upload Trip Details. */
export function moduleForPath(pathname: string): ModuleEntry | undefined {
  return MODULES.find((m) => pathname === m.path || pathname.startsWith(`${m.path}/`));
}
