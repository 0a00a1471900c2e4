/**
 * Every user-facing message of the foundation, in SPEC.md's exact words (sections 2, 5, 8)
 * or, where SPEC.md is silent, in the words DESIGN.md chose. Client and server both use these.
 */
export const AUTH_MESSAGES = {
  loginRequired: 'Please enter username and password to login',
  signupRequired: 'Please select a valid profile and provide a username',
  resetAllFields: 'Please fill all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordRule:
    'Password must be at least 8 characters long and include at least one uppercase letter, one lowercase letter, one number, and one special character.',
  unauthorizedAccess: 'Unauthorized access',
  noResponse: 'No response received from server. Please check your connection.',
  unexpected: 'An unexpected error occurred. Please try again.',
  resetFailed: 'Error updating the password',
  /** The login page after the server ended a session under the user (login then returns to that page). */
  sessionEnded: 'Your session ended; log in again.',
  // server-side wording (SPEC.md leaves it open)
  invalidCredentials: 'Invalid username or password.',
  invalidCurrentPassword: 'Invalid username or current password.',
  awaitingApproval: 'Your account is awaiting approval by an admin.',
  deactivated: 'Your account has been deactivated. Please contact an admin.',
  usernameTaken: 'This username is already taken.',
  usernameRule: 'Username must be 3-30 characters: letters, digits, dot, underscore or hyphen.',
  tooManyAttempts: 'Too many failed attempts. Please try again in 15 minutes.',
  notAuthenticated: 'Please log in to continue.',
  loginSuccess: 'Login successful',
  logoutSuccess: 'Logged out successfully',
  resetSuccess: 'Password updated successfully. Please log in with your new password.',
  newPasswordSameAsCurrent: 'The new password must be different from the current password.',
} as const;

export const ACCESS_MESSAGES = {
  noAccess: 'You do not have access to this section.',
  /** SPEC.md section 6 gives the loadingManager's search alert without the final period. */
  searchNoAccess: 'You do not have access to this section',
  csrf: 'Invalid or missing security token. Please reload the page and try again.',
} as const;

export const SEARCH_MESSAGES = {
  empty: 'Please enter a valid Trip ID/Bill ID',
  invalid: 'Invalid input.',
  tripFetchFailed: 'Error fetching the trip data',
  billFetchFailed: 'Error fetching the bill data',
} as const;

export const USER_MESSAGES = {
  notFound: 'User not found.',
  approved: (username: string) => `User ${username} approved.`,
  deactivated: (username: string) => `User ${username} deactivated.`,
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  alreadyActive: 'This account is already active.',
  profileRequired: 'Please select a valid profile.',
  sameProfile: 'The user already has this profile.',
  cannotChangeOwnProfile: 'You cannot change your own profile.',
  profileChanged: (username: string, profile: string) =>
    `Profile of ${username} changed to ${profile}. They sign in again to use it.`,
  temporaryPassword: (username: string, password: string) =>
    `New temporary password for ${username}: ${password}. They should change it with Reset Password after logging in.`,
  signupDeleted: (username: string) => `Signup of ${username} deleted.`,
  pendingSignupsDeleted: (count: number) =>
    count === 1 ? 'Deleted 1 signup awaiting approval.' : `Deleted ${count} signups awaiting approval.`,
  onlyPendingDeleted: 'Only a signup awaiting approval can be deleted; deactivate an account instead.',
  signupSuccess: (password: string) =>
    `Signup successful. Your temporary password is ${password}. An admin must approve your account before you can log in; then change the password with Reset Password.`,
} as const;

export const GENERIC_MESSAGES = {
  notFound: 'Not found.',
  badRequest: 'The request is not valid.',
  serverError: 'Something went wrong on the server. Please try again.',
  fileTooLarge: 'File size should be 1MB or less',
  wrongFileType: 'File type should be .pdf only',
  tooManyFiles: 'Too many files in one request.',
  bodyNotObject: 'The request body must be a JSON object.',
  bodyNotList: 'The request body must be a JSON list.',
  /** SPEC.md section 8: a list or a page whose data could not be fetched, and whose answer said nothing more. */
  fetchFailed: 'Error fetching data. Please try again later.',
  /**
   * Above every screen while the device has no network. True with and without kept look-ups: the trip
   * form shows "Lists from 08:40" beside the lists it kept; other lists wait for the network.
   */
  offline:
    'No network: this screen opened from the phone. Lists kept on the phone show their time; the rest load when the network returns.',
  /** SPEC.md section 8: a file (a trip's or a truck's document) that could not be downloaded. */
  downloadFailed: 'Error downloading file. Please try again.',
} as const;

/** The input gate's words: every refused text names its field. */
export const INPUT_MESSAGES = {
  forbiddenCharacters: (field: string) =>
    `${field} contains a character that is not allowed (a control character or broken unicode).`,
  invisibleCharacter: (field: string, codePoint: string) =>
    `${field} contains an invisible or text-direction character (${codePoint}) that is not allowed. Please retype it.`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  tooDeep: 'The request body is nested too deeply.',
  badAddress: 'The address of the request is not valid.',
  malformedForm: 'The uploaded form could not be read. Please try again.',
  unsupportedContentType: 'The request body must be JSON or a form upload (multipart/form-data).',
} as const;

/** Operational words (health, throttles, first-login password change). */
export const OPS_MESSAGES = {
  healthy: 'ok',
  databaseDown: 'The database is not reachable.',
  databaseUnavailable: 'The database is not reachable right now. Please try again in a moment.',
  signupThrottled: 'Too many signups from your address. Please try again later.',
  /** Every address together: new accounts wait until an admin has looked at the ones waiting. */
  signupsPaused: 'Too many signups in the last hour. Please try again later, or ask an admin to approve you.',
  passwordChangeRequired:
    'You are using a temporary password. Please change it with Reset Password before continuing.',
  shuttingDown: 'The server is restarting. Please try again in a moment.',
  /** A change refused because DATA_DIR's disk is below the floor (503). */
  diskFull:
    "The server's disk is nearly full, so nothing was saved. Please ask the administrator to free space on the server; saving works again by itself once there is room.",
  /** The admin's dashboard banner, by level (free and total as '1.4 GB'). */
  diskLow: (free: string, total: string) =>
    `The server's disk is getting full: ${free} free of ${total}. Free space on it, or copy old backups (the backups folder in DATA_DIR) off the machine, before the app has to stop saving.`,
  diskCritical: (free: string, resume: string) =>
    `The server's disk is nearly full (${free} free): the app refuses every change until ${resume} are free. Free space on it now; meanwhile only the two newest backups are kept.`,
  diskOk: (free: string, total: string) => `${free} free of ${total}.`,
  diskUnwatched:
    "The database is on a PostgreSQL server (DATABASE_URL): watch the free space of that server's disk there.",
} as const;

/** What an Excel download says once written: how many rows of the list went into which file. */
export function exportWrittenMessage(
  count: number,
  noun: readonly [string, string],
  fileName: string,
): string {
  return `Wrote ${count.toLocaleString('en-IN')} ${count === 1 ? noun[0] : noun[1]} to ${fileName}`;
}
