/**
 * The user signed in last on this browser, kept so the app opens without a network (a loading
 * manager at a quarry): the auth check gets no answer, and the last user's screens open on what
 * the phone holds. Only a name and a profile: the server still decides every call, and a session
 * that ended (401) or a logout forgets it.
 */
const LAST_USER_KEY = 'freight:lastUser';

export interface LastUser {
  username: string;
  profile: string;
}

export function rememberLastUser(user: LastUser | null) {
  try {
    if (user) window.localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(LAST_USER_KEY);
  } catch {
    /* storage refused (private mode): the app then needs the network to open */
  }
}

export function readLastUser(): LastUser | null {
  try {
    const stored = JSON.parse(
      window.localStorage.getItem(LAST_USER_KEY) ?? 'null',
    ) as Partial<LastUser> | null;
    return typeof stored?.username === 'string' && typeof stored.profile === 'string'
      ? { username: stored.username, profile: stored.profile }
      : null;
  } catch {
    return null;
  }
}
