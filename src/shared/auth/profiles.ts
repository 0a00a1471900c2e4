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
