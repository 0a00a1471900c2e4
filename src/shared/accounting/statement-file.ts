/**
 * A vendor statement's file is named the same wherever it is made (the PDF route, the Excel export,
 * the copy mailed to the vendor): Statement-{vendor}-{start}-{end}.pdf or .xlsx.
 */
export function statementFileName(vendor: string, startDate: string, endDate: string, ext: 'pdf' | 'xlsx') {
  return `Statement-${vendor.replace(/[^A-Za-z0-9]+/g, '_')}-${startDate}-${endDate}.${ext}`;
}
