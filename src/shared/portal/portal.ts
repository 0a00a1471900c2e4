import { z } from 'zod';
import { USERNAME_PATTERN, isStrongPassword } from '../auth/accounts';
import { AUTH_MESSAGES } from '../common/messages';
import { requiredText } from '../common/validation';
import { vendorContactSchema, VENDOR_LABELS } from '../masters/vendor';

/**
 * The vendor portal: a vendor's own login (profile `vendor`, bound to one vendor), its invitation,
 * and the contact changes it may ask for (an accountant approves them).
 */

/** An invitation's link is good for this long, once. */
export const INVITATION_DAYS = 7;

/** Trips a page of the portal's trip list holds (and GET /portal/trips answers when no limit is given). */
export const PORTAL_TRIPS_PAGE_SIZE = 50;

export const PORTAL_MESSAGES = {
  invited: (username: string) => `Invitation for ${username} created.`,
  usernameTaken: AUTH_MESSAGES.usernameTaken,
  vendorNotFound: 'Vendor not found.',
  vendorHasNoEmail: 'The vendor has no e-mail address: the link is shown here only.',
  tokenRequired: 'The invitation link is incomplete.',
  tokenInvalid: 'This invitation link is not valid. Ask the office for a new one.',
  tokenUsed: 'This invitation link was already used. Log in with your username and password.',
  tokenExpired: 'This invitation link has expired. Ask the office for a new one.',
  activated: (username: string) => `Your account ${username} is ready. Log in with your password.`,
  billNotFound: 'Bill not found.',
  revisionNotFound: 'Revision not found.',
  noVendor: 'This login is not bound to a vendor.',
  changeRequired: 'Enter at least one new value.',
  changeRequested: 'Your request was sent to the office for approval.',
  changePending: 'A request of yours is already waiting for approval.',
  requestNotFound: 'Change request not found.',
  requestDecided: 'This request was already decided.',
  vendorKeepsProfile: 'A vendor login keeps its profile: deactivate it and add a staff account instead.',
  approved: 'Change approved and saved to the vendor.',
  rejected: 'Change request rejected.',
} as const;

export const inviteSchema = z.object({
  username: requiredText(AUTH_MESSAGES.usernameRule).pipe(
    z.string().regex(USERNAME_PATTERN, AUTH_MESSAGES.usernameRule),
  ),
});

/** The app's password rule (the same as for reset-password). */
export const activateSchema = z.object({
  token: z.string({ error: PORTAL_MESSAGES.tokenRequired }).min(1, PORTAL_MESSAGES.tokenRequired).max(200),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRule })
    .refine(isStrongPassword, AUTH_MESSAGES.passwordRule),
});

/** What a vendor may ask to change: its contact and its bank account, checked by the vendor form's rules. */
export const CHANGE_FIELDS = ['email', 'mobile', 'bankName', 'bankAccount', 'ifscCode'] as const;
export type ChangeField = (typeof CHANGE_FIELDS)[number];
export const CHANGE_LABELS: Record<ChangeField, string> = {
  email: VENDOR_LABELS.email,
  mobile: VENDOR_LABELS.mobile,
  bankName: VENDOR_LABELS.bankName,
  bankAccount: VENDOR_LABELS.bankAccount,
  ifscCode: VENDOR_LABELS.ifscCode,
};

/** The fields given (absent: unchanged); at least one. */
export const changeRequestSchema = vendorContactSchema.refine(
  (v) => CHANGE_FIELDS.some((f) => v[f] !== undefined),
  PORTAL_MESSAGES.changeRequired,
);
export type VendorContactChange = Partial<Record<ChangeField, string>>;

export const CHANGE_REQUEST_STATES = ['pending', 'approved', 'rejected'] as const;
