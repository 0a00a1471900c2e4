import {
  isStrongPassword,
  loginSchema,
  MIN_PASSWORD_LENGTH,
  PASSWORD_SPECIALS,
  resetPasswordSchema,
  signupSchema,
  USERNAME_PATTERN,
} from './accounts';
import { AUTH_MESSAGES } from '../common/messages';
import { PROFILES } from './profiles';
import { firstIssue } from '../common/validation';

// SPEC.md section 5, in SPEC's words.
const FILL_ALL = 'Please fill all fields';
const MISMATCH = 'Passwords do not match';
const RULE =
  'Password must be at least 8 characters long and include at least one uppercase letter, one lowercase letter, one number, and one special character.';
const LOGIN_REQUIRED = 'Please enter username and password to login';
const SIGNUP_REQUIRED = 'Please select a valid profile and provide a username';

describe('password rule (SPEC.md section 5, Reset password)', () => {
  test('the minimum length is 8', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
  });

  test.each([
    ['Abcdef1!', 'accepted: exactly 8 characters', true],
    ['Passw0rd@2024', 'accepted: longer', true],
    ['zZ9#zzzzzzzz', 'accepted: special in the middle', true],
    ['1aA.aaaa', 'accepted: dot as the special', true],
    ['1aA-aaaa', 'accepted: hyphen as the special', true],
    ['1aA^aaaa', 'accepted: caret as the special', true],
    ['Abcde1!', 'refused: too short (7)', false],
    ['', 'refused: empty', false],
    ['ABCDEF1!', 'refused: no lowercase letter', false],
    ['abcdef1!', 'refused: no uppercase letter', false],
    ['Abcdefg!', 'refused: no digit', false],
    ['Abcdefg1', 'refused: no special character', false],
    ['Abcdef1! ', 'refused: a space is not allowed', false],
    ['Abcdef1!(', 'refused: a parenthesis is not an allowed special character', false],
    ['Abcdéf1!', 'refused: a non-ASCII letter is not allowed', false],
    ['Abcdef1!<script>', 'refused: angle brackets are not allowed', false],
  ])('%j is %s', (password, _case, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  test.each(PASSWORD_SPECIALS.split(''))('the special character %s counts as the special one', (special) => {
    expect(isStrongPassword(`Abcdef1${special}`)).toBe(true);
  });
});

describe('login schema', () => {
  test('accepts a username and password', () => {
    const result = loginSchema.safeParse({ username: 'alice', password: 'x' });
    expect(result.success).toBe(true);
  });

  test.each([
    [{}, 'nothing'],
    [{ username: 'alice' }, 'no password'],
    [{ password: 'secret' }, 'no username'],
    [{ username: '', password: 'secret' }, 'empty username'],
    [{ username: '   ', password: 'secret' }, 'blank username'],
    [{ username: 'alice', password: '' }, 'empty password'],
  ])('%j gives the login message (%s)', (payload, _case) => {
    expect(firstIssue(loginSchema.safeParse(payload))).toBe(LOGIN_REQUIRED);
  });
});

describe('signup schema and username rule', () => {
  test.each(PROFILES)('accepts profile %s', (profile) => {
    const result = signupSchema.safeParse({ username: 'new.user_1', profile });
    expect(result.success).toBe(true);
  });

  test('the profile enum is exactly the four profiles of SPEC.md', () => {
    expect([...PROFILES]).toEqual(['loadingManager', 'unloadingManager', 'accountant', 'admin']);
  });

  test('trims the username', () => {
    const result = signupSchema.safeParse({ username: '  alice  ', profile: 'accountant' });
    expect(result.success && result.data.username).toBe('alice');
  });

  test.each([
    [{}, 'nothing'],
    [{ username: 'alice' }, 'no profile'],
    [{ username: 'alice', profile: '' }, 'empty profile (the placeholder)'],
    [{ username: 'alice', profile: 'driver' }, 'unknown profile'],
    [{ username: 'alice', profile: 'Admin' }, 'profile with the wrong case'],
    [{ profile: 'admin' }, 'no username'],
    [{ username: '', profile: 'admin' }, 'empty username'],
    [{ username: '   ', profile: 'admin' }, 'blank username'],
  ])('%j gives the signup message (%s)', (payload, _case) => {
    expect(firstIssue(signupSchema.safeParse(payload))).toBe(SIGNUP_REQUIRED);
  });

  test.each(['abc', 'A.b_c-9', 'x'.repeat(30), 'Ravi.Kumar'])('username %s is valid', (username) => {
    expect(USERNAME_PATTERN.test(username)).toBe(true);
    expect(signupSchema.safeParse({ username, profile: 'admin' }).success).toBe(true);
  });

  test.each([
    ['ab', 'too short'],
    ['x'.repeat(31), 'too long'],
    ['ravi kumar', 'space'],
    ['ravi@home', 'at sign'],
    ['रवि', 'non-ASCII'],
  ])('username %j is refused with the username rule (%s)', (username) => {
    expect(USERNAME_PATTERN.test(username)).toBe(false);
    expect(firstIssue(signupSchema.safeParse({ username, profile: 'admin' }))).toBe(
      AUTH_MESSAGES.usernameRule,
    );
  });
});

describe('reset password schema: checked in SPEC.md order', () => {
  const valid = {
    username: 'alice',
    currentPassword: 'Old@pass1',
    newPassword: 'New@pass1',
    retypePassword: 'New@pass1',
  };

  test('accepts a complete, matching, strong payload', () => {
    expect(resetPasswordSchema.safeParse(valid).success).toBe(true);
  });

  test.each(['username', 'currentPassword', 'newPassword', 'retypePassword'] as const)(
    'a missing %s gives "Please fill all fields"',
    (field) => {
      const missing = { ...valid, [field]: undefined };
      const empty = { ...valid, [field]: '' };
      expect(firstIssue(resetPasswordSchema.safeParse(missing))).toBe(FILL_ALL);
      expect(firstIssue(resetPasswordSchema.safeParse(empty))).toBe(FILL_ALL);
    },
  );

  test('a blank username counts as missing', () => {
    expect(firstIssue(resetPasswordSchema.safeParse({ ...valid, username: '  ' }))).toBe(FILL_ALL);
  });

  test('missing fields come before a mismatch and a weak password', () => {
    const payload = { username: '', currentPassword: 'x', newPassword: 'weak', retypePassword: 'other' };
    expect(firstIssue(resetPasswordSchema.safeParse(payload))).toBe(FILL_ALL);
  });

  test('a mismatch comes before the password rule', () => {
    const payload = { ...valid, newPassword: 'weak', retypePassword: 'other' };
    expect(firstIssue(resetPasswordSchema.safeParse(payload))).toBe(MISMATCH);
  });

  test('a strong new password that differs from the retyped one gives the mismatch message', () => {
    expect(firstIssue(resetPasswordSchema.safeParse({ ...valid, retypePassword: 'New@pass2' }))).toBe(
      MISMATCH,
    );
  });

  test.each([
    ['Ab1!', 'too short'],
    ['abcdef1!', 'no uppercase'],
    ['ABCDEF1!', 'no lowercase'],
    ['Abcdefg!', 'no digit'],
    ['Abcdefg1', 'no special character'],
    ['Abcdef1! x', 'disallowed character (space)'],
  ])('matching but weak %j gives the password rule (%s)', (password) => {
    const payload = { ...valid, newPassword: password, retypePassword: password };
    expect(firstIssue(resetPasswordSchema.safeParse(payload))).toBe(RULE);
  });

  test('the shared messages are SPEC.md words', () => {
    expect(AUTH_MESSAGES.resetAllFields).toBe(FILL_ALL);
    expect(AUTH_MESSAGES.passwordsDoNotMatch).toBe(MISMATCH);
    expect(AUTH_MESSAGES.passwordRule).toBe(RULE);
    expect(AUTH_MESSAGES.loginRequired).toBe(LOGIN_REQUIRED);
    expect(AUTH_MESSAGES.signupRequired).toBe(SIGNUP_REQUIRED);
  });
});
