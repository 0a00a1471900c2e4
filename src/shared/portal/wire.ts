import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { fieldsOf, idText, messageAnswer, pagingFields, rowIdParams, wireThen } from '../common/wire';
import { dateRangeSchema, tdsQuerySchema, QUARTERS } from '../accounting/month-end';
import { statementAnswer } from '../accounting/wire';
import { PAYMENT_MODES } from '../payments/payments';
import { TRANSACTION_STATUSES } from '../trips/record';
import {
  activateSchema,
  CHANGE_FIELDS,
  CHANGE_REQUEST_STATES,
  changeRequestSchema,
  inviteSchema,
  PORTAL_MESSAGES,
} from './portal';

/** The vendor portal's calls: the office's invitation and approvals, and the vendor's own reads. */

export const inviteAnswer = messageAnswer.extend({
  /** `<base>/portal/activate?token=...`: valid 7 days, once. */
  link: z.string(),
  /** Whether the link was queued to the vendor's e-mail address (false: mail not set up or no address). */
  mailQueued: z.boolean(),
});

const contactFields = fieldsOf(z.string(), ...CHANGE_FIELDS);

const changeAnswer = z.object({
  id: z.number(),
  vendorId: z.number(),
  vendor: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  /** Each asked field with the value it had when asked and the value asked for. */
  changes: z.array(z.object({ field: z.enum(CHANGE_FIELDS), from: z.string(), to: z.string() })),
  state: z.enum(CHANGE_REQUEST_STATES),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type VendorChangeRequest = z.infer<typeof changeAnswer>;

export const portalMeAnswer = z.object({
  username: z.string(),
  vendor: z.object({ companyName: z.string(), ...contactFields }),
  pendingRequest: changeAnswer.nullable(),
});

const portalBill = z.object({
  billId: z.string(),
  billDate: z.string(),
  /** The current revision; every revision from 1 to it has its PDF. */
  revision: z.number(),
  cancelled: z.boolean(),
  ...fieldsOf(z.number(), 'tripCount', 'freight', 'tds', 'deductions', 'netAmount', 'paid', 'outstanding'),
});
export type PortalBill = z.infer<typeof portalBill>;

/** A payment and its advice: the bill it settles, with the bill's gross, TDS and deductions. */
const portalPayment = z.object({
  id: z.number(),
  billId: z.string(),
  date: z.string(),
  mode: z.enum(PAYMENT_MODES),
  /** UTR, cheque number or other reference. */
  reference: z.string(),
  amount: z.number(),
  reversed: z.boolean(),
  bill: z.object({
    ...fieldsOf(z.number(), 'freight', 'tds', 'diesel', 'advance', 'toll', 'short', 'remarksAmount'),
    netAmount: z.number(),
  }),
});
export type PortalPayment = z.infer<typeof portalPayment>;

const portalTdsRow = z.object({
  billId: z.string(),
  dateOfCredit: z.string(),
  section: z.string(),
  ...fieldsOf(z.number(), 'amountCredited', 'tds', 'tdsRate', 'taxDeposited', 'taxNotDeposited'),
  status: z.enum(['deposited', 'not deposited', 'nothing to deposit']),
  challan: z.object({ bsrCode: z.string(), depositDate: z.string(), serial: z.string() }).nullable(),
});

export const portalTdsAnswer = z.object({
  fy: z.string(),
  quarter: z.enum(QUARTERS),
  rows: z.array(portalTdsRow),
  ...fieldsOf(z.number(), 'totalCredited', 'totalTds', 'totalDeposited'),
});
export type PortalTds = z.infer<typeof portalTdsAnswer>;

const portalTrip = z.object({
  tripId: z.string(),
  date: z.string(),
  truckNumber: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  billId: z.string().nullable(),
});

export const portalBillPdfParams = z.object({
  billId: idText,
  revision: z.coerce.number().int().min(1).max(10_000),
});
/** GET /portal/trips: newest first, a page at a time (limit and offset as the office's lists take them). */
export const portalTripsQuery = z.object({
  startDate: z.string().max(10).optional(),
  endDate: z.string().max(10).optional(),
  ...pagingFields,
});
export type PortalTripsQuery = z.input<typeof portalTripsQuery>;
/** One page of trips and how many there are in all. */
export const portalTripsAnswer = z.object({ trips: z.array(portalTrip), totalCount: z.number() });

export const portalEndpoints = {
  invite: endpoint('POST', '/vendors/:id/portal-invite', {
    params: rowIdParams(PORTAL_MESSAGES.vendorNotFound),
    body: inviteSchema,
    response: { 201: inviteAnswer },
  }),
  activate: endpoint('POST', '/portal/activate', {
    body: activateSchema,
    response: { 200: messageAnswer.extend({ username: z.string() }) },
  }),
  me: endpoint('GET', '/portal/me', { response: { 200: portalMeAnswer } }),
  bills: endpoint('GET', '/portal/bills', { response: { 200: z.object({ bills: z.array(portalBill) }) } }),
  billPdf: endpoint('GET', '/portal/bills/:billId/revisions/:revision/pdf', {
    params: portalBillPdfParams,
    response: {},
  }),
  payments: endpoint('GET', '/portal/payments', {
    response: { 200: z.object({ payments: z.array(portalPayment) }) },
  }),
  statement: endpoint('GET', '/portal/statement', {
    querystring: dateRangeSchema,
    response: { 200: statementAnswer },
  }),
  /** The statement as a PDF file (no JSON answer), the office's own statement PDF. */
  statementPdf: endpoint('GET', '/portal/statement/pdf', { querystring: dateRangeSchema, response: {} }),
  tds: endpoint('GET', '/portal/tds', { querystring: tdsQuerySchema, response: { 200: portalTdsAnswer } }),
  trips: endpoint('GET', '/portal/trips', {
    querystring: portalTripsQuery,
    response: { 200: portalTripsAnswer },
  }),
  requestChange: endpoint('POST', '/portal/change-requests', {
    body: wireThen(z.object(fieldsOf(z.string().max(300).optional(), ...CHANGE_FIELDS)), changeRequestSchema),
    response: { 201: messageAnswer },
  }),
  changeRequests: endpoint('GET', '/vendor-change-requests', {
    response: { 200: z.object({ requests: z.array(changeAnswer) }) },
  }),
  approveChange: endpoint('POST', '/vendor-change-requests/:id/approve', {
    params: rowIdParams(PORTAL_MESSAGES.requestNotFound),
    response: { 200: messageAnswer },
  }),
  rejectChange: endpoint('POST', '/vendor-change-requests/:id/reject', {
    params: rowIdParams(PORTAL_MESSAGES.requestNotFound),
    response: { 200: messageAnswer },
  }),
};
