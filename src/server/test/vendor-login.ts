import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { VENDOR_PROFILE } from '../../shared/auth/profiles';
import { userRepository } from '../modules/auth/repository';
import { vendorRepository } from '../modules/vendors/public';
import { EMPTY_VENDOR_OPTIONALS } from '../../shared/test/samples';

/**
 * A vendor and a signed-in-able `vendor` login bound to it, written directly (what an invitation and
 * its activation make), for the suites that sweep every route as every profile.
 */
export async function createVendorLogin(app: FastifyInstance, username: string, password = 'Vendor@2026') {
  const vendor = await vendorRepository(app.db).insert({
    companyName: `${username} Roadlines`,
    companyOwner: 'Test Owner',
    tdsRate: 1,
    gstApplicable: 'No',
    ...EMPTY_VENDOR_OPTIONALS,
  });
  const account = await userRepository(app.db).insert({
    username,
    profile: VENDOR_PROFILE,
    status: 'active',
    passwordHash: await hash(password, { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 }),
  });
  await app.db
    .insertInto('vendor_logins')
    .values({ user_id: account!.id, vendor_id: Number(vendor.id) })
    .execute();
  return { username, password, account: account! };
}
