import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes';
import { healthRoutes } from './health/routes';
import { userRoutes } from './users/routes';
import { freightRoutes } from './freight/routes';
import { vendorRoutes } from './vendors/routes';
import { vehicleRoutes } from './vehicles/routes';
import { notificationRoutes } from './notifications/routes';
import { tripRoutes } from './trips/routes';
import { tripAcknowledgeRoutes } from './trips/acknowledge-routes';
import { billingRoutes } from './billing/routes';
import { paymentRoutes } from './payments/routes';
import { accountingRoutes } from './accounting/routes';
import { tallyRoutes } from './accounting/tally-routes';
import { tdsSettingRoutes } from './accounting/tds-setting-routes';
import { challanRoutes } from './accounting/challan-routes';
import { auditRoutes } from './audit/routes';
import { tripDocumentRoutes } from './trips/document-routes';
import { tripPaperRoutes } from './trips/papers-routes';
import { dashboardRoutes } from './dashboard/routes';
import { tdsDueRoutes } from './dashboard/tds-due-routes';
import { importRoutes } from './imports/routes';
import { periodRoutes } from './periods/routes';
import { diskSpaceRoutes } from './disk-space/routes';
import { detailRoutes } from './details/routes';
import { mailRoutes } from './mail/routes';
import { shareRoutes } from './share/routes';
import { portalRoutes } from './portal/routes';

/** Every API module, registered under /logistics. A new domain adds its routes here. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  userRoutes,
  freightRoutes,
  vendorRoutes,
  vehicleRoutes,
  notificationRoutes,
  tripRoutes,
  tripAcknowledgeRoutes,
  billingRoutes,
  paymentRoutes,
  accountingRoutes,
  tallyRoutes,
  tdsSettingRoutes,
  challanRoutes,
  auditRoutes,
  tripDocumentRoutes,
  tripPaperRoutes,
  dashboardRoutes,
  tdsDueRoutes,
  importRoutes,
  periodRoutes,
  diskSpaceRoutes,
  detailRoutes,
  mailRoutes,
  shareRoutes,
  portalRoutes,
];
