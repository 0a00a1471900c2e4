import { z } from 'zod';
import { optionalText } from './common';

/** POST /list-billing filters (paging fields, read by the paging helper, pass through). */
export const listBillingBody = z.looseObject({
  startDate: optionalText(10),
  endDate: optionalText(10),
  vendor: optionalText(200),
  truckNumber: optionalText(30),
});

/** POST /list-to-revise-bill: a bill id or a date range. */
export const listToReviseBody = z.looseObject({
  bill_id: optionalText(30),
  startDate: optionalText(10),
  endDate: optionalText(10),
});

