import { z } from 'zod';
import { endpoint } from '../common/endpoint';

/**
 * The trip form's vendor and route look-ups, apart from the Vendor and Freight screens' calls
 * (wire.ts, which lists them among its endpoints): the trip form loads these alone, without
 * building the vendor form's and the TDS rules' schemas before it can be typed in.
 */

/** A route and its rate, as every freight answer carries them. */
export const ROUTE_ANSWER_FIELDS = { from: z.string(), to: z.string(), rate: z.number() };

/** A row of GET /api/destination: a freight rate without its ids; rate is absent for profiles that may not see freight. */
const destinationAnswer = z.object(ROUTE_ANSWER_FIELDS).partial({ rate: true });
export type Destination = z.infer<typeof destinationAnswer>;

/** A row of GET /api/vendors, for the trip form's vendor suggestions and TDS rate. */
const vendorOptionAnswer = z.object({
  company_name: z.string(),
  tds_rate: z.number(),
  _id: z.string(),
  /** The rate a bill will apply (tds-rule.ts: 206AA, 194C(6)); the trip form shows it. */
  applied_tds_rate: z.number().optional(),
});
export type VendorOption = z.infer<typeof vendorOptionAnswer>;

/** GET /api/destination (freight/routes.ts serves it). */
export const destinationsCall = endpoint('GET', '/api/destination', {
  response: { 200: z.array(destinationAnswer) },
});
/** GET /api/vendors (vendors/routes.ts serves it). */
export const vendorOptionsCall = endpoint('GET', '/api/vendors', {
  response: { 200: z.array(vendorOptionAnswer) },
});
