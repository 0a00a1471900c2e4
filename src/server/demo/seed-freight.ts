import { checkFreightPayload } from '../../shared/masters/freight';
import { freightService } from '../modules/freight/service';
import type { DemoContext } from './seed';

/**
 * Per-ton rates (rupees) between real cities, plants and ports a western/southern India fleet
 * runs: cement, steel, port and FMCG lanes. Short lanes cost more per kilometre than long ones.
 */
export const DEMO_ROUTES: [from: string, to: string, rate: number][] = [
  ['Pune', 'Mumbai', 1450],
  ['Mumbai', 'Pune', 1400],
  ['Pune', 'Nashik', 1750],
  ['Pune', 'Aurangabad', 1900],
  ['Pune', 'Kolhapur', 1700],
  ['Pune', 'Solapur', 1850],
  ['Chakan', 'Bhiwandi', 1550],
  ['Ranjangaon', 'Nhava Sheva', 1800],
  ['Satara', 'Pune', 950],
  ['Nashik', 'Mumbai', 1500],
  ['Dolvi', 'Pune', 1650],
  ['Tarapur', 'Mumbai', 1200],
  ['Vapi', 'Mumbai', 1350],
  ['Mumbai', 'Ahmedabad', 2900],
  ['Ahmedabad', 'Surat', 1300],
  ['Hazira', 'Pune', 3300],
  ['Jamnagar', 'Ahmedabad', 2100],
  ['Aurangabad', 'Jalna', 650],
  ['Latur', 'Pune', 2300],
  ['Ratnagiri', 'Kolhapur', 1250],
  ['Nagpur', 'Chandrapur', 1100],
  ['Chandrapur', 'Nagpur', 1150],
  ['Nagpur', 'Raipur', 1600],
  ['Indore', 'Pune', 4100],
  ['Solapur', 'Hyderabad', 2400],
  ['Kolhapur', 'Belagavi', 900],
  ['Belagavi', 'Bengaluru', 3200],
  ['Hosapete', 'Ballari', 600],
  ['Ballari', 'Bengaluru', 2700],
  ['Bengaluru', 'Chennai', 2600],
];

/** 30 routes, validated and stored exactly as the Freight screen would (capitalised, audited). */
export async function seedFreight(ctx: DemoContext): Promise<void> {
  const service = freightService(ctx.db);
  for (const [from, to, rate] of DEMO_ROUTES) {
    const checked = checkFreightPayload({ from_destination: from, to_destination: to, rate });
    if (!checked.ok) throw new Error(`Demo route ${from} -> ${to}: ${checked.message}`);
    await service.create('system', checked.value);
  }
}
