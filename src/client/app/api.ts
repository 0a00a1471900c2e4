import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one API of the app. Every domain adds its endpoints with `api.injectEndpoints` in its own
 * features/<domain>/<domain>Api.ts; every tag type is declared here, once.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Auth',
    'User',
    'Freight',
    'Destination',
    'Vehicle',
    'Truck',
    'Vendor',
    'Notification',
    'Trip',
    'Report',
    'Billing',
    'Transaction',
    'ReviseBill',
    'Business',
    'Payment',
    'BillStatus',
    'Outstanding',
    'Statement',
    'TdsRegister',
    'Ledgers',
    'Audit',
    'Dashboard',
    'DocumentBlocking',
    'Import',
  ],
  endpoints: () => ({}),
});
