/**
 * How the trip page names each change the audit log keeps of a trip (its `action`), and the
 * Transaction Status the change left, read from the entry's `after` record.
 */
const WHAT_OF_ACTION: Readonly<Record<string, string>> = {
  create: 'Created',
  update: 'Saved on the trip form',
  'update-row': "Row saved (Today's List or Reports)",
  delete: 'Deleted',
  bill: 'Billed',
  unbill: 'Taken off its bill (back to Acknowledged)',
  'revise-edit': 'Edited on Revise Bill',
  'tds-rate': 'TDS rate set by its bill',
  import: 'Imported from Excel',
};

interface AuditedTripChange {
  action: string;
  after?: unknown;
}

const field = (record: unknown, name: string): string | null => {
  const value = record && typeof record === 'object' ? (record as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The words for one audited trip change: "Billed on B1001", "Created", ... (the raw action when unknown). */
export function tripChangeWords(change: AuditedTripChange): string {
  const words = WHAT_OF_ACTION[change.action] ?? change.action;
  const billId = change.action === 'bill' ? field(change.after, 'BillId') : null;
  return billId ? `${words} on ${billId}` : words;
}

/** The Transaction Status the change left; null when its record does not carry one. */
export const tripStatusAfter = (change: AuditedTripChange): string | null =>
  field(change.after, 'TransactionStatus');
