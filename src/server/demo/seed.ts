import type { DB } from '../db/connection';
import { seedAccounts, type DemoLogin } from './seed-accounts';
import { seedFreight } from './seed-freight';
import { seedVendors } from './seed-vendors';
import { seedVehicles } from './seed-vehicles';
import { seedTrips } from './seed-trips';
import { seedBills } from './seed-bills';

/**
 * One seeding step per domain, run in order on an empty, migrated database. Later domains build on
 * earlier ones (trips need vendors, trucks and routes).
 */
export interface DemoContext {
  db: DB;
  logins: DemoLogin[];
  /** A fixed seed so every demo run gets the same data set. */
  random: () => number;
}

type SeedStep = (ctx: DemoContext) => Promise<void>;

export const DEMO_SEED_STEPS: SeedStep[] = [
  seedAccounts,
  seedFreight,
  seedVendors,
  seedVehicles,
  seedTrips,
  seedBills,
];

/** Mulberry32: a small deterministic PRNG. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedDemo(db: DB): Promise<DemoLogin[]> {
  const ctx: DemoContext = { db, logins: [], random: seededRandom(20261122) };
  for (const step of DEMO_SEED_STEPS) await step(ctx);
  return ctx.logins;
}
