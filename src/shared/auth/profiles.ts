/** The four staff profiles (SPEC.md section 1). The profile is the user's role. */
export const PROFILES = ['loadingManager', 'unloadingManager', 'accountant', 'admin'] as const;
export type Profile = (typeof PROFILES)[number];

export const PROFILE_LABELS: Record<Profile, string> = {
  loadingManager: 'Loading Manager',
  unloadingManager: 'Unloading Manager',
  accountant: 'Accountant',
  admin: 'Admin',
};

export function isProfile(value: unknown): value is Profile {
  return typeof value === 'string' && (PROFILES as readonly string[]).includes(value);
}

/**
 * The vendor portal's login: bound to one vendor, it opens only the portal's own calls (access
 * 'portal'), never a staff area. Not a staff profile: signup and the Users screen's profile change
 * never offer it; only an invitation makes one.
 */
export const VENDOR_PROFILE = 'vendor';
export const VENDOR_PROFILE_LABEL = 'Vendor';

/** A profile's label, staff or vendor ('' for anything else). */
export function profileLabel(profile: string): string {
  if (profile === VENDOR_PROFILE) return VENDOR_PROFILE_LABEL;
  return isProfile(profile) ? PROFILE_LABELS[profile] : '';
}
