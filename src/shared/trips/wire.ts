import { z } from 'zod';
import { TRIP_DERIVED_TOTAL_FIELDS, TRIP_TOTAL_FIELDS } from '../lists/paging';
import { MAX_TRIP_TEXT, TRANSACTION_STATUSES, TRIP_MESSAGES, TRUCK_TYPES } from './record';
import {
  BLOCKABLE_DOCUMENTS,
  documentBlockingSchema,
  documentWarningAnswer,
} from '../masters/document-warnings';
import { endpoint, settingCalls } from '../common/endpoint';
import { duplicateTripAnswer } from './duplicates';
import {
  errorAnswer,
  fieldsOf,
  formNumber,
  idText,
  messageAnswer,
  optionalText,
  rowId,
  rowIdParams,
  tableListFields,
  vendorDateRangeFields,
} from '../common/wire';

/** Trip form, Today's List and Reports (SPEC.md section 7, with optional paging). */

/** DO and diesel slip numbers come from number inputs: their number, or the text as typed. */
export const formIdentifier = (max: number) =>
  z
    .union([z.string().max(max), z.number()])
    .nullable()
    .optional();

/** POST /reports (the trip form). The checks with SPEC's messages run in the trip service. */
export const tripFormBody = z.object({
  TruckNumber: optionalText(30),
  DONumber: formIdentifier(MAX_TRIP_TEXT.DONumber * 4),
  DriverName: optionalText(MAX_TRIP_TEXT.DriverName * 4),
  Vendor: optionalText(200),
  DestinationFrom: optionalText(200),
  DestinationTo: optionalText(200),
  TruckType: optionalText(30),
  TransactionStatus: optionalText(30),
  Weight: formNumber,
  Freight: formNumber,
  Rate: formNumber,
  DieselAmount: formNumber,
  DieselSlipNumber: formIdentifier(MAX_TRIP_TEXT.DieselSlipNumber * 4),
  TDS_Rate: formNumber,
  Advance: formNumber,
  Toll: formNumber,
  Adblue: formNumber,
  Greasing: formNumber,
  /** Ignored: the session says who. */
  username: optionalText(100),
  userProfile: optionalText(100),
  /** The user saw the truck's expired/expiring documents and saves anyway. */
  DocumentWarningConfirmed: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  /** The user saw the trip of the same truck and DO number that day (409 DUPLICATE_TRIP) and saves anyway. */
  confirmDuplicateTrip: z.boolean().optional(),
});
export type TripFormInput = z.output<typeof tripFormBody>;
/** POST /api/trip: the trip form on an existing trip. */
export const tripUpdateBody = tripFormBody.extend({ TripID: optionalText(100) });
export type TripUpdateInput = z.output<typeof tripUpdateBody>;

/** GET /api/reports and GET /api/business filters. */
export const tripReportQuery = z.object({
  ...vendorDateRangeFields,
  truckNumber: optionalText(30),
  ...tableListFields,
});

/** Text fields of POST /api/reports/{id} (multipart). Absent = unchanged; '' = cleared. */
export const tripRowEditFields = z.object({
  localDate: z.string().max(10).optional(),
  transactionStatus: z.string().max(30).optional(),
  weight: z.string().max(30).optional(),
  actualWeight: z.string().max(30).optional(),
  short: z.string().max(30).optional(),
});

/** An attachment as the record carries it; filepath is the download call (under /logistics). */
const attachmentAnswer = z.object({ filepath: z.string(), originalname: z.string() });
export type TripAttachment = z.infer<typeof attachmentAnswer>;
const attachment = attachmentAnswer.nullable();

/**
 * A trip as GET /api/trip/{id} and GET /api/reports answer it. Freight and Rate are absent for
 * profiles without 'seeFreight' (loadingManager, unloadingManager). Numbers are JSON numbers,
 * null when not given. DONumber and DieselSlipNumber are text (identifiers, kept as typed);
 * localDate (YYYY-MM-DD) and localTime (HH:mm:ss) are Asia/Kolkata at creation; createdAt and
 * updatedAt are ISO timestamps.
 */
export const tripRecordAnswer = z.object({
  ...fieldsOf(z.string(), '_id', 'TripID', 'Username', 'Profile', 'TruckNumber'),
  DONumber: z.string().nullable(),
  ...fieldsOf(z.string(), 'localDate', 'localTime'),
  DriverName: z.string().nullable(),
  ...fieldsOf(z.string(), 'Vendor', 'DestinationFrom', 'DestinationTo'),
  TruckType: z.enum(TRUCK_TYPES),
  TransactionStatus: z.enum(TRANSACTION_STATUSES),
  ...fieldsOf(z.number().nullable(), 'Weight', 'ActualWeight', 'DifferenceInWeight'),
  // Left out for the profiles that may not see freight.
  ...fieldsOf(z.number().optional(), 'Freight', 'Rate'),
  DieselAmount: z.number().nullable(),
  DieselSlipNumber: z.string().nullable(),
  TDS_Rate: z.number(),
  ...fieldsOf(z.number().nullable(), 'Short', 'Advance', 'Toll', 'Adblue', 'Greasing'),
  BillId: z.string().nullable(),
  ...fieldsOf(z.string(), 'createdAt', 'updatedAt'),
  ...fieldsOf(attachment, 'DieselSlipImage', 'LoadingAdvice', 'InvoiceCompany', 'WeightmentSlip'),
});
export type TripRecord = z.infer<typeof tripRecordAnswer>;

/** A paged trip list's totals: the column sums and the derived totals, each absent where not summed. */
export const tripTotalsAnswer = z.object(
  fieldsOf(z.number().optional(), ...TRIP_TOTAL_FIELDS, ...TRIP_DERIVED_TOTAL_FIELDS),
);
/** What a paged trip list answers beside its trips (lists/paging.ts PageSummary); absent when unpaged. */
export const tripPageSummaryFields = {
  totalCount: z.number().optional(),
  totals: tripTotalsAnswer.optional(),
};
/** A trip list (database-built JSON, written as it is) with the paged summary when asked: Reports and Business. */
export const tripTableAnswer = z.object({ tableData: z.array(tripRecordAnswer), ...tripPageSummaryFields });
export const tripCreatedAnswer = messageAnswer.extend({ TripID: z.string() });
/** A 409 of the trip form: a duplicate trip's question, or another conflict's `{ message }`. */
const tripConflictAnswer = z.union([duplicateTripAnswer, errorAnswer]);

export const tripIdParams = z.object({ tripId: idText });
/** A report row by its row id (`_id`). */
const tripRowParams = rowIdParams(TRIP_MESSAGES.notFound);
export const tripFileParams = z.object({ id: rowId(TRIP_MESSAGES.notFound), fileField: idText });

/** The trip form's document warnings and the admin's blocking setting. */
export const documentWarningsQuery = z.object({ truckNumber: optionalText(30), date: optionalText(10) });
export const documentWarningsAnswer = z.object({
  truckNumber: z.string(),
  date: z.string(),
  warnings: z.array(documentWarningAnswer),
  /** The expired documents the admin made blocking. */
  blocked: z.array(z.string()),
});
const documentBlockingAnswer = z.object({ blockExpired: z.array(z.enum(BLOCKABLE_DOCUMENTS)) });
export const documentBlockingSettingAnswer = z.object({ setting: documentBlockingAnswer });

const documentBlockingCalls = settingCalls(
  '/settings/document-blocking',
  documentBlockingSchema,
  documentBlockingSettingAnswer,
);

/** The trip calls; routes.ts and document-routes.ts serve them, trips-api.ts calls them. */
export const tripEndpoints = {
  // The body's username/userProfile are ignored: the session says who.
  // An optional Idempotency-Key header makes a repeat answer the first answer (shared/common/idempotency.ts).
  create: endpoint('POST', '/reports', {
    body: tripFormBody,
    response: { 201: tripCreatedAnswer, 409: tripConflictAnswer },
  }),
  get: endpoint('GET', '/api/trip/:tripId', { params: tripIdParams, response: { 200: tripRecordAnswer } }),
  update: endpoint('POST', '/api/trip', {
    body: tripUpdateBody,
    response: { 200: messageAnswer, 409: tripConflictAnswer },
  }),
  list: endpoint('GET', '/api/reports', { querystring: tripReportQuery, response: { 200: tripTableAnswer } }),
  /** Multipart (tripRowEditFields and the four PDF attachments): only the path and the answer are declared. */
  rowEdit: endpoint('POST', '/api/reports/:id', { params: tripRowParams, response: { 200: messageAnswer } }),
  remove: endpoint('DELETE', '/api/reports/:id', { params: tripRowParams, response: { 200: messageAnswer } }),
  /** An attachment's file (no JSON answer). */
  download: endpoint('GET', '/api/download/:id/:fileField', { params: tripFileParams, response: {} }),
  documentWarnings: endpoint('GET', '/api/truck-document-warnings', {
    querystring: documentWarningsQuery,
    response: { 200: documentWarningsAnswer },
  }),
  documentBlocking: documentBlockingCalls.read,
  saveDocumentBlocking: documentBlockingCalls.save,
};
