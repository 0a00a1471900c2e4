import type { Profile } from '../../shared/auth/profiles';
import { hashPassword } from '../modules/auth/passwords';
import { userRepository } from '../modules/auth/repository';
import type { DemoContext } from './seed';

export interface DemoLogin {
  username: string;
  password: string;
  profile: Profile;
}

/** One approved account per profile (the admin is created by the normal first start). */
export const DEMO_ACCOUNTS: DemoLogin[] = [
  { username: 'loading', password: 'Loading@2026', profile: 'loadingManager' },
  { username: 'unloading', password: 'Unloading@2026', profile: 'unloadingManager' },
  { username: 'accounts', password: 'Accounts@2026', profile: 'accountant' },
];

export async function seedAccounts(ctx: DemoContext): Promise<void> {
  const users = userRepository(ctx.db);
  for (const account of DEMO_ACCOUNTS) {
    await users.insert({ ...account, status: 'active', passwordHash: await hashPassword(account.password) });
    ctx.logins.push(account);
  }
}
