import { z } from 'zod';
import { FREIGHT_MESSAGES, freightPayloadSchema } from './freight';
import { GST_APPLICABLE_OPTIONS, VENDOR_MESSAGES } from './vendor';
import { vendorFormSchema } from './vendor-tds';
import { endpoint } from '../common/endpoint';
import { destinationsCall, ROUTE_ANSWER_FIELDS, vendorOptionsCall } from './lookups-wire';
import { formNumber, messageAnswer, optionalText, rowIdParams, rowIdValue, wireThen } from '../common/wire';

/** Freight and vendor screens (SPEC.md section 7): master data answers. */

/** How every freight and vendor answer names its row: id and _id are both the row id. */
const rowIdAnswerFields = { id: z.string(), _id: z.string() };

/** A freight rate as every call answers it. */
export const freightAnswer = z.object({ ...rowIdAnswerFields, ...ROUTE_ANSWER_FIELDS });
export type Freight = z.infer<typeof freightAnswer>;
export const freightAddedAnswer = messageAnswer.extend({ freight: freightAnswer });

/** The row an update names: its _id (or id), else its from/to pair as listed. */
const freightRefBody = z.object({
  _id: rowIdValue.nullable().optional(),
  id: rowIdValue.nullable().optional(),
  from: z.string().max(200).optional(),
  to: z.string().max(200).optional(),
  rate: formNumber,
});

/** A vendor as every call answers it. */
export const vendorAnswer = z.object({
  ...rowIdAnswerFields,
  companyName: z.string(),
  companyOwner: z.string(),
  tdsRate: z.number(),
  pan: z.string(),
  gst: z.string(),
  gstApplicable: z.enum(GST_APPLICABLE_OPTIONS),
  email: z.string(),
  mobile: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  ifscCode: z.string(),
  /** Section 194C(6) declaration: the date it was received ('' when none) and the goods carriages it names. */
  declaration194C6Date: z.string().optional(),
  goodsCarriages: z.number().nullable().optional(),
  /** company, individualOrHuf or otherNonCompany ('' when unknown): a valid PAN's, or as chosen without one. */
  deducteeType: z.string().optional(),
});
export type Vendor = z.infer<typeof vendorAnswer>;
/** A row of GET /list-vendor: index is the 1-based position in the list. */
const vendorListRowAnswer = vendorAnswer.extend({ index: z.number() });
export type VendorListRow = z.infer<typeof vendorListRowAnswer>;
export const vendorListAnswer = z.array(vendorListRowAnswer);
export const vendorSavedAnswer = messageAnswer.extend({ vendor: vendorAnswer });
/** A row id as an update body names it (its text, or the number a client may send). */
export type RowIdValue = z.output<typeof rowIdValue>;
/** The row /update-vendor names, beside the vendor fields. */
const vendorIdFields = z.object({
  _id: rowIdValue.nullable().optional(),
  id: rowIdValue.nullable().optional(),
});

/**
 * The vendor form's fields as the wire carries them: text is text (a number where a name or an
 * account number belongs is a 400, not read as its digits), then the SPEC rules of vendor.ts.
 */
const vendorWireFields = z.object({
  companyName: optionalText(200),
  companyOwner: optionalText(200),
  pan: optionalText(64),
  gst: optionalText(64),
  email: optionalText(320),
  mobile: optionalText(64),
  bankName: optionalText(64),
  bankAccount: optionalText(64),
  ifscCode: optionalText(64),
  tdsRate: formNumber,
  gstApplicable: optionalText(10),
  declaration194C6Date: optionalText(30),
  goodsCarriages: formNumber,
  deducteeType: optionalText(30),
});
/** POST /add-vendor. */
export const addVendorBody = wireThen(vendorWireFields, vendorFormSchema);
/** POST /update-vendor: the vendor fields with the row they update. */
export const updateVendorBody = wireThen(
  vendorWireFields.extend(vendorIdFields.shape),
  z.intersection(vendorIdFields, vendorFormSchema),
);

export type FreightRef = z.output<typeof freightRefBody>;

/** POST /update-freight: the row as listed (its _id finds it) and the edited values. */
export const updateFreightBody = z.object({ old: freightRefBody.optional(), new: freightPayloadSchema });

/** The Freight screen's calls and the trip form's destination look-up; freight/routes.ts serves them. */
export const freightEndpoints = {
  list: endpoint('GET', '/list-freight', { response: { 200: z.array(freightAnswer) } }),
  add: endpoint('POST', '/add-freight', {
    body: freightPayloadSchema,
    response: { 201: freightAddedAnswer },
  }),
  update: endpoint('POST', '/update-freight', { body: updateFreightBody, response: { 200: messageAnswer } }),
  remove: endpoint('DELETE', '/delete-freight/:id', {
    params: rowIdParams(FREIGHT_MESSAGES.notFound),
    response: { 200: messageAnswer },
  }),
  destinations: destinationsCall,
};

/** One tax year's transporter's declaration of a vendor, and the name of its signed PDF ('' when none). */
const vendorDeclarationAnswer = z.object({
  receivedOn: z.string(),
  goodsCarriages: z.number(),
  documentName: z.string(),
  recordedBy: z.string(),
});
export type VendorDeclaration = z.infer<typeof vendorDeclarationAnswer>;
const vendorIdParams = rowIdParams(VENDOR_MESSAGES.notFound);
const declarationParams = vendorIdParams.extend({ receivedOn: z.string().max(30) });

/** The Vendor screen's calls and the trip form's vendor look-up; vendors/routes.ts serves them. */
export const vendorEndpoints = {
  list: endpoint('GET', '/list-vendor', { response: { 200: vendorListAnswer } }),
  add: endpoint('POST', '/add-vendor', { body: addVendorBody, response: { 201: vendorSavedAnswer } }),
  update: endpoint('POST', '/update-vendor', {
    body: updateVendorBody,
    response: { 200: vendorSavedAnswer },
  }),
  remove: endpoint('DELETE', '/delete-vendor/:id', {
    params: vendorIdParams,
    response: { 200: messageAnswer },
  }),
  options: vendorOptionsCall,
  /** Every tax year's declaration of the vendor, newest first. */
  declarations: endpoint('GET', '/vendors/:id/declarations', {
    params: vendorIdParams,
    response: { 200: z.object({ declarations: z.array(vendorDeclarationAnswer) }) },
  }),
  /** Multipart: `file`, the PDF of the signed declaration of that date (replaces an earlier one). */
  attachDeclaration: endpoint('POST', '/vendors/:id/declarations/:receivedOn/document', {
    params: declarationParams,
    response: { 200: messageAnswer },
  }),
  declarationDocument: endpoint('GET', '/vendors/:id/declarations/:receivedOn/document', {
    params: declarationParams,
    response: {},
  }),
};
