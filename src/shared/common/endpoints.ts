import { accountingEndpoints } from '../accounting/wire';
import { periodEndpoints } from '../accounting/periods-wire';
import { tallyEndpoints } from '../accounting/tally-wire';
import { tdsEndpoints } from '../accounting/tds-challans-wire';
import { tdsSettingEndpoints } from '../accounting/tds-wire';
import { auditEndpoints } from '../audit/wire';
import { authEndpoints, healthEndpoints, userEndpoints } from '../auth/wire';
import { billingEndpoints } from '../billing/wire';
import { dashboardEndpoints } from '../dashboard/overview-wire';
import { notificationEndpoints } from '../dashboard/notifications-wire';
import { detailEndpoints } from '../details/wire';
import { diskSpaceEndpoints } from '../disk-space/wire';
import type { Endpoint } from './endpoint';
import { paymentEndpoints } from '../payments/wire';
import { tripEndpoints } from '../trips/wire';
import { tripPaperEndpoints } from '../trips/papers-wire';
import { tripAcknowledgeEndpoints } from '../trips/acknowledge-wire';
import { freightEndpoints, vendorEndpoints } from '../masters/wire';
import { vehicleEndpoints } from '../masters/vehicles-wire';
import { importEndpoints } from '../imports/wire';
import { mailEndpoints } from '../mail/wire';
import { shareEndpoints } from '../share/wire';
import { portalEndpoints } from '../portal/wire';

/**
 * Every call declared as an endpoint, for the checks that span them: the server test that each is
 * a route (and that every route is one of them), and the client's fetch stubs, which answer only
 * in shapes the server sends. A domain's table is listed here once.
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  healthEndpoints,
  authEndpoints,
  userEndpoints,
  paymentEndpoints,
  billingEndpoints,
  accountingEndpoints,
  tripEndpoints,
  tripPaperEndpoints,
  tripAcknowledgeEndpoints,
  vendorEndpoints,
  freightEndpoints,
  vehicleEndpoints,
  ...Object.values(importEndpoints),
  tdsEndpoints,
  tdsSettingEndpoints,
  tallyEndpoints,
  periodEndpoints,
  auditEndpoints,
  dashboardEndpoints,
  notificationEndpoints,
  diskSpaceEndpoints,
  detailEndpoints,
  mailEndpoints,
  shareEndpoints,
  portalEndpoints,
].flatMap((table) => Object.values(table));
