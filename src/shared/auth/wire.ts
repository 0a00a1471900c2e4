import { z } from 'zod';
import { ACCOUNT_STATUSES } from './accounts';

/** Sign-in, accounts and health answers. */
export const sessionUserAnswer = z.object({
  username: z.string(),
  profile: z.string(),
  mustChangePassword: z.literal(true).optional(),
});
export const loginAnswer = sessionUserAnswer.extend({ message: z.string() });
export const signupAnswer = z.object({
  message: z.string(),
  temporaryPassword: z.string(),
  username: z.string(),
  profile: z.string(),
});

export const usernameParams = z.object({ username: z.string().min(1).max(100) });
export const userAccountAnswer = z.object({
  username: z.string(),
  profile: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
});
export const temporaryPasswordAnswer = z.object({ message: z.string(), temporaryPassword: z.string() });

export const healthAnswer = z.object({ status: z.string() });
