import { accountingEndpoints } from '../accounting/wire';
import { billingEndpoints } from '../billing/wire';
import type { Endpoint } from './endpoint';
import { paymentEndpoints } from '../payments/wire';
import { tripEndpoints } from '../trips/wire';
import { freightEndpoints, vendorEndpoints } from '../masters/wire';
import { vehicleEndpoints } from '../masters/vehicles-wire';
import { importEndpoints } from '../imports/wire';

/**
 * Every call declared as an endpoint, for the checks that span them: the server test that each is
 * a route, and the client's fetch stubs, which answer only in shapes the server sends. A domain's
 * table is listed here once.
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  paymentEndpoints,
  billingEndpoints,
  accountingEndpoints,
  tripEndpoints,
  vendorEndpoints,
  freightEndpoints,
  vehicleEndpoints,
  ...Object.values(importEndpoints),
].flatMap((table) => Object.values(table));
