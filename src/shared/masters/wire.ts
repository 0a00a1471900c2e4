import { z } from 'zod';
import type { Destination, Freight } from './freight';
import { GST_APPLICABLE_OPTIONS, type Vendor, type VendorListRow, type VendorOption } from './vendor';
import { vendorWithTdsSchema } from './vendor-tds';
import { messageAnswer, optionalText, rowIdValue, wireThen } from '../common/wire';

/** Freight and vendor screens (SPEC.md section 7): master data answers. */

export const freightAnswer = z.object({
  id: z.string(),
  _id: z.string(),
  from: z.string(),
  to: z.string(),
  rate: z.number(),
}) satisfies z.ZodType<Freight>;
export const destinationAnswer = z.object({
  from: z.string(),
  to: z.string(),
  rate: z.number().optional(),
}) satisfies z.ZodType<Destination>;
export const freightAddedAnswer = messageAnswer.extend({ freight: freightAnswer });

/** The row an update names: its _id (or id), else its from/to pair as listed. */
export const freightRefBody = z.object({
  _id: rowIdValue.nullable().optional(),
  id: rowIdValue.nullable().optional(),
  from: z.string().max(200).optional(),
  to: z.string().max(200).optional(),
  rate: z
    .union([z.number(), z.string().max(30)])
    .nullable()
    .optional(),
});

export const vendorAnswer = z.object({
  id: z.string(),
  _id: z.string(),
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
  declaration194C6Date: z.string().optional(),
  goodsCarriages: z.number().nullable().optional(),
}) satisfies z.ZodType<Vendor>;
export const vendorListAnswer = z.array(
  vendorAnswer.extend({ index: z.number() }) satisfies z.ZodType<VendorListRow>,
);
export const vendorOptionAnswer = z.object({
  company_name: z.string(),
  tds_rate: z.number(),
  _id: z.string(),
  applied_tds_rate: z.number().optional(),
}) satisfies z.ZodType<VendorOption>;
export const vendorSavedAnswer = messageAnswer.extend({ vendor: vendorAnswer });
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
  tdsRate: z
    .union([z.number(), z.string().max(30)])
    .nullable()
    .optional(),
  gstApplicable: optionalText(10),
  declaration194C6Date: optionalText(30),
  goodsCarriages: z
    .union([z.number(), z.string().max(30)])
    .nullable()
    .optional(),
});
/** POST /add-vendor. */
export const addVendorBody = wireThen(vendorWireFields, vendorWithTdsSchema);
/** POST /update-vendor: the vendor fields with the row they update. */
export const updateVendorBody = wireThen(
  vendorWireFields.extend(vendorIdFields.shape),
  z.intersection(vendorIdFields, vendorWithTdsSchema),
);
