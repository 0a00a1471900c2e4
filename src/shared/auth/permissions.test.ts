import { MODULES } from './modules';
import { AREAS, can, permissionsFor, permissionsFrom, type Area } from './permissions';
import { PROFILES, type Profile } from './profiles';

/**
 * The matrix of SPEC.md section 6, written out by hand so a change to permissions.ts must be a
 * deliberate change here too. Columns: loadingManager, unloadingManager, accountant, admin.
 */
const Y = true;
const N = false;
const EXPECTED: Record<Area, [boolean, boolean, boolean, boolean]> = {
  // modules (sidebar entries); "Blocked sidebar entries" row of section 6
  dashboard: [Y, Y, Y, Y],
  masterImport: [Y, N, Y, Y], // whoever may edit some master data
  upload: [Y, Y, Y, Y],
  todayList: [Y, Y, Y, Y],
  freight: [N, N, Y, Y],
  vehicle: [Y, N, Y, Y],
  vendor: [Y, N, Y, Y],
  reports: [N, Y, Y, Y],
  billing: [N, N, Y, Y],
  transactions: [N, N, Y, Y],
  business: [N, N, Y, Y],
  reviseBill: [N, N, Y, Y],
  users: [N, N, N, Y], // admin only (DESIGN.md section 3)
  payments: [N, N, Y, Y], // accountant and admin only
  accounting: [N, N, Y, Y],
  audit: [N, N, Y, Y],
  settings: [N, N, N, Y], // ledger names: admin only
  mail: [N, N, Y, Y], // Outbox and mail to vendors: accountant and admin only
  vendorPortal: [N, N, Y, Y], // invite vendors to the portal, approve their change requests
  // capabilities
  tripCreate: [Y, N, Y, Y], // unloadingManager: trip form is read-only
  tripUpdate: [N, N, Y, Y], // loadingManager opens no existing trip; unloadingManager: read-only
  tripRowEdit: [N, Y, Y, Y], // loadingManager: Today's List Edit column hidden
  tripPapers: [Y, Y, Y, Y], // loadingManager: his own Open trips of today only (trips/papers.ts)
  tripWeightEdit: [N, Y, Y, Y], // loadingManager: weight editing disabled
  tripDelete: [N, N, Y, Y], // both managers: Reports delete column hidden
  tripOpen: [N, Y, Y, Y], // loadingManager: trip-id link disabled, search refused
  seeFreight: [N, N, Y, Y], // both managers: Freight hidden in form, reports, exports
  searchTrip: [N, Y, Y, Y], // loadingManager: any search is refused
  searchBill: [N, N, Y, Y], // unloadingManager: alert when the id starts with B
  notifications: [N, Y, Y, Y], // loadingManager: bell hidden
};

const PROFILE_COLUMN: Record<Profile, number> = {
  loadingManager: 0,
  unloadingManager: 1,
  accountant: 2,
  admin: 3,
};

const rows = AREAS.flatMap((area) =>
  PROFILES.map((profile) => [profile, area, EXPECTED[area][PROFILE_COLUMN[profile]]] as const),
);

test('the table covers every area, and nothing else', () => {
  expect(Object.keys(EXPECTED).sort()).toEqual([...AREAS].sort());
});

test.each(rows)('%s on %s: %s', (profile, area, allowed) => {
  expect(can(profile, area)).toBe(allowed);
  expect(permissionsFor(profile)[area]).toBe(allowed);
});

describe('blocked sidebar entries, by title (SPEC.md section 6)', () => {
  const blockedTitles = (profile: Profile) =>
    MODULES.filter((m) => !can(profile, m.area)).map((m) => m.title);

  // The billing, accounting and admin screens: closed to both managers.
  const closedToManagers = [
    'Billing',
    'Transactions',
    'Business',
    'Revise Bill',
    'Users',
    'Payments',
    'Outstanding',
    'TDS Register',
    'Tally Export',
    'Outbox',
    'Audit',
    'Settings',
  ];

  test('loadingManager', () => {
    expect(blockedTitles('loadingManager')).toEqual([
      'Freight',
      'Reports',
      ...closedToManagers,
      'Vendor Requests',
    ]);
  });

  test('unloadingManager', () => {
    expect(blockedTitles('unloadingManager')).toEqual([
      'Freight',
      'Vehicle',
      'Vendor',
      ...closedToManagers,
      'Import', // edits no master data, so imports none
      'Vendor Requests',
    ]);
  });

  test('accountant sees everything but Users and Settings', () => {
    expect(blockedTitles('accountant')).toEqual(['Users', 'Settings']);
  });

  test('admin sees everything', () => {
    expect(blockedTitles('admin')).toEqual([]);
  });
});

describe('unknown or missing profile may do nothing', () => {
  test.each([['driver'], [''], [null], [undefined], ['Admin'], ['toString'], ['__proto__']])(
    '%j',
    (profile) => {
      for (const area of AREAS) expect(can(profile as string | null | undefined, area)).toBe(false);
    },
  );
});

describe('the allow-list', () => {
  test('an area nobody listed is closed to all but admin', () => {
    const onlyFreight = { freight: ['accountant'] } as const;
    for (const profile of PROFILES) {
      const permissions = permissionsFrom(onlyFreight, profile);
      for (const area of AREAS) {
        const expected = profile === 'admin' || (area === 'freight' && profile === 'accountant');
        expect([area, permissions[area]]).toEqual([area, expected]);
      }
    }
  });

  test("an area listed with no profile is admin's alone", () => {
    expect(PROFILES.filter((profile) => permissionsFrom({ users: [] }, profile).users)).toEqual(['admin']);
  });
});
