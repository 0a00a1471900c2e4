import { deducteeKindOf } from '../masters/vendor-tds';
import { lawOn, paymentCodeOf, paymentCodesOf } from './law-in-force';
import type { VendorStatement } from './wire';

/**
 * The one place the vendor statement takes the provision (or, under the Income-tax Act, 2025, the
 * payment code) that its TDS is deducted under: the law in force on the statement's last day, and
 * the vendor's payment code by its deductee type (both codes when the type is not known).
 */
export interface StatementTaxCode {
  /** What the code is: 'Section' (Income-tax Act, 1961) or 'Payment code' (Income-tax Act, 2025). */
  label: string;
  code: string;
}

export function statementTaxCode(
  endDate: string,
  vendor: { pan: string; deducteeType?: string | null },
): StatementTaxCode {
  const law = lawOn(endDate);
  if (law.codeName === 'section code') return { label: 'Section', code: law.section };
  const code = paymentCodeOf(law, deducteeKindOf(vendor)) || paymentCodesOf(law).join(' / ');
  return { label: 'Payment code', code: `${code} (section ${law.section})` };
}

/** Whose TDS and under what, as one line: the deductor's TAN, the vendor's PAN, the provision or payment code. */
export const statementTaxLine = (s: {
  deductorTan: string;
  vendorPan: string;
  taxCode: StatementTaxCode;
}): string =>
  [
    `Deductor's TAN: ${s.deductorTan || 'not set (BUSINESS_TAN)'}`,
    `Vendor's PAN: ${s.vendorPan || 'none'}`,
    `${s.taxCode.label}: ${s.taxCode.code}`,
  ].join(', ');

/** The statement's total amounts, in its columns' order (Freight to Paid): the PDF and the Excel file alike. */
export const statementTotalAmounts = (s: VendorStatement): number[] => [
  s.totalFreight,
  s.totalCredited,
  s.totalTds,
  s.totalDeductions,
  s.totalAdjustments,
  s.totalBilled,
  s.totalPaid,
];
