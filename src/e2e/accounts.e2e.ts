import type { Page } from 'playwright-core';
import { PROFILES, type Profile } from '../shared/auth/profiles';
import { MODULES } from '../shared/auth/modules';
import { OPS_MESSAGES } from '../shared/common/messages';
import { permissionsFor } from '../shared/auth/permissions';
import {
  browserPerFile,
  expectNotice,
  lastNotice,
  login,
  logout,
  newPage,
  screenshot,
} from './support/browser';
import { E2E_ADMIN } from './support/config';

const file = browserPerFile();
const run = Date.now().toString(36).slice(-5);

async function signup(page: Page, username: string, profile: Profile): Promise<string> {
  await page.goto('/signup');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Profile', { exact: true }).selectOption(profile);
  await page.getByRole('button', { name: 'Signup', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const message = await lastNotice(page);
  const temporaryPassword = /temporary password is (\S+?)\.\s/.exec(message)?.[1];
  if (!temporaryPassword) throw new Error(`no temporary password in: ${message}`);
  return temporaryPassword;
}

test('every profile signs up, is approved, sees its sidebar rules, changes its password and logs back in', async () => {
  const { page: visitor } = await newPage(file.browser);
  const accounts: { username: string; profile: Profile; temporaryPassword: string }[] = [];
  for (const profile of PROFILES) {
    const username = `${profile.slice(0, 6)}${run}`;
    accounts.push({ username, profile, temporaryPassword: await signup(visitor, username, profile) });
  }

  // Before approval nobody gets in.
  await visitor.goto('/');
  await visitor.getByLabel('Username', { exact: true }).fill(accounts[0].username);
  await visitor.getByLabel('Password', { exact: true }).fill(accounts[0].temporaryPassword);
  await visitor.getByRole('button', { name: 'Login', exact: true }).click();
  expect(await lastNotice(visitor)).toBe('Your account is awaiting approval by an admin.');

  // The admin approves them on the Users screen.
  const { page: admin } = await newPage(file.browser);
  await login(admin, E2E_ADMIN.username, E2E_ADMIN.password);
  await admin.getByRole('link', { name: 'Users' }).click();
  for (const account of accounts) {
    const row = admin.getByRole('row').filter({ hasText: account.username });
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.getByText('Active', { exact: true }).waitFor();
  }
  await screenshot(admin, 'users-approved');
  await logout(admin);

  for (const account of accounts) {
    const { page, context } = await newPage(file.browser);
    // A temporary password must be changed before anything else. Logging in with it opens
    // Reset Password, filled in, and says why.
    await page.goto('/');
    await page.getByLabel('Username', { exact: true }).fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.temporaryPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByText(OPS_MESSAGES.passwordChangeRequired, { exact: true }).waitFor();
    const newPassword = `New#${run}Pass9`;
    await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Retype New Password', { exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectNotice(page, 'Password updated successfully');
    expect(new URL(page.url()).pathname).toBe('/');

    await login(page, account.username, newPassword);
    expect(await page.locator('.topbar__greeting').innerText()).toContain(account.username);
    expect(new URL(page.url()).pathname).toBe('/home');

    // The sidebar: every SPEC.md entry (blocked ones answer with the access message); the
    // admin-only and month-end entries only for the profiles that may open them.
    const permissions = permissionsFor(account.profile);
    const links = page.getByRole('navigation', { name: 'Modules' }).getByRole('link');
    const expected = MODULES.filter((m) => !m.hiddenWhenBlocked || permissions[m.area]).map((m) => m.title);
    expect(await links.allInnerTexts()).toEqual(expected);
    for (const module of MODULES.filter((m) => !m.hiddenWhenBlocked)) {
      await page
        .getByRole('navigation', { name: 'Modules' })
        .getByRole('link', { name: module.title, exact: true })
        .click();
      if (permissions[module.area]) {
        await page.waitForURL(`**${module.path}`);
        await page.getByRole('heading', { level: 1, name: module.title, exact: true }).waitFor();
      } else {
        await expectNotice(page, 'You do not have access to this section.');
        expect(new URL(page.url()).pathname).not.toBe(module.path);
      }
    }
    await screenshot(page, `shell-${account.profile}`);
    await logout(page);
    await context.close();
  }
});

test('a protected route sends a visitor to the login screen', async () => {
  const { page } = await newPage(file.browser);
  await page.goto('/vendor');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  await screenshot(page, 'login');
});
