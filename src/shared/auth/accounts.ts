import { z } from 'zod';
import { AUTH_MESSAGES, USER_MESSAGES } from '../common/messages';
import { PROFILES } from './profiles';
import { requiredText } from '../common/validation';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** The special characters a password may use (and must use at least one of). */
export const PASSWORD_SPECIALS = '@$!%*?&#^_-.+=~';

const specials = PASSWORD_SPECIALS.replace(/[-\\^\]]/g, '\\$&');
const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[${specials}])[A-Za-z\\d${specials}]{${MIN_PASSWORD_LENGTH},${MAX_PASSWORD_LENGTH}}$`,
);

export function isStrongPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}

/** The field of a new password typed twice that breaks a rule, and the rule's message. */
export interface NewPasswordProblem {
  field: 'newPassword' | 'retypePassword';
  message: string;
}

/**
 * A new password typed twice, checked as Reset Password checks it (SPEC.md's order): the copy
 * matches, then the password rule. Null when both hold.
 */
export function newPasswordProblem(newPassword: string, retypePassword: string): NewPasswordProblem | null {
  if (newPassword !== retypePassword)
    return { field: 'retypePassword', message: AUTH_MESSAGES.passwordsDoNotMatch };
  if (!isStrongPassword(newPassword)) return { field: 'newPassword', message: AUTH_MESSAGES.passwordRule };
  return null;
}

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

export const loginSchema = z.object({
  username: requiredText(AUTH_MESSAGES.loginRequired),
  password: z.string({ error: AUTH_MESSAGES.loginRequired }).min(1, AUTH_MESSAGES.loginRequired),
});
export type LoginPayload = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  username: requiredText(AUTH_MESSAGES.signupRequired).pipe(
    z.string().regex(USERNAME_PATTERN, AUTH_MESSAGES.usernameRule),
  ),
  profile: z.enum(PROFILES, { error: AUTH_MESSAGES.signupRequired }),
});
export type SignupPayload = z.infer<typeof signupSchema>;

/**
 * An admin's change of a user's profile (POST /users/{username}/profile, the Users screen's Edit
 * user form). Given the user's current profile, choosing the same one is named too.
 */
export function profileChangeSchema(current?: string) {
  return z.object({
    profile: z
      .enum(PROFILES, { error: USER_MESSAGES.profileRequired })
      .refine((p) => p !== current, USER_MESSAGES.sameProfile),
  });
}
export type ProfileChange = z.output<ReturnType<typeof profileChangeSchema>>;

const resetField = z.string({ error: AUTH_MESSAGES.resetAllFields }).min(1, AUTH_MESSAGES.resetAllFields);

/** Checked in SPEC.md's order: all fields, then match, then the password rule. */
export const resetPasswordSchema = z
  .object({
    username: resetField.trim().min(1, AUTH_MESSAGES.resetAllFields),
    currentPassword: resetField,
    newPassword: resetField,
    retypePassword: resetField,
  })
  // Each rule on the field a form marks: the retyped one does not match, the new one is weak.
  .refine((v) => v.newPassword === v.retypePassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['retypePassword'],
  })
  .refine((v) => isStrongPassword(v.newPassword), {
    message: AUTH_MESSAGES.passwordRule,
    path: ['newPassword'],
  });
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

/** errorCode of the 403 every call answers while a temporary password is unchanged. */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';

export const ACCOUNT_STATUSES = ['pending', 'active', 'deactivated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
