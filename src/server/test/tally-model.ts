import { XMLParser } from 'fast-xml-parser';
import { toPaise } from '../../shared/common/money';

/**
 * A small model of Tally's XML import, enough to check that the app's files keep Tally's books
 * equal to the app's. Ledger masters are kept by name (IMPORTDUPS "Modify with new data": a
 * master imported again is updated). Vouchers are kept by REMOTEID:
 * - Create makes the voucher; a voucher with that REMOTEID already there is refused as a
 *   duplicate and left as it is;
 * - Alter replaces the voucher (making it when Tally does not have it yet);
 * - Cancel marks it cancelled (ISCANCELLED Yes): it stays, with no effect on any ledger; a
 *   cancelled voucher is never brought back by a later Create or Alter.
 * A voucher's bill-wise lines must post to a ledger under Sundry Creditors with bill-wise on.
 */

interface ModelEntry {
  ledger: string;
  paise: number;
  bills: Array<{ name: string; type: string; paise: number }>;
}

interface ModelVoucher {
  type: string;
  number: string;
  guid: string;
  cancelled: boolean;
  entries: ModelEntry[];
}

export interface ModelTallyCompany {
  ledgers: Map<string, { parent: string; billWise: boolean; pan: string; gstin: string; address: string[] }>;
  vouchers: Map<string, ModelVoucher>;
  refusedDuplicates: number;
}

const LISTS = ['TALLYMESSAGE', 'LEDGER', 'ALLLEDGERENTRIES.LIST', 'BILLALLOCATIONS.LIST', 'ADDRESS'];
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => LISTS.includes(name),
});

export const newTallyCompany = (): ModelTallyCompany => ({
  ledgers: new Map(),
  vouchers: new Map(),
  refusedDuplicates: 0,
});

// Parsed XML is untyped by nature; the model reads only the tags it knows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Xml = Record<string, any>;

function readVoucher(v: Xml): ModelVoucher {
  return {
    type: v['@_VCHTYPE'],
    number: v.VOUCHERNUMBER,
    guid: v.GUID,
    cancelled: v.ISCANCELLED === 'Yes',
    // Tally's AMOUNT is negative for a debit; the model keeps debit positive.
    entries: (v['ALLLEDGERENTRIES.LIST'] ?? []).map((e: Xml) => ({
      ledger: e.LEDGERNAME,
      paise: -toPaise(e.AMOUNT),
      bills: (e['BILLALLOCATIONS.LIST'] ?? []).map((b: Xml) => ({
        name: b.NAME,
        type: b.BILLTYPE,
        paise: -toPaise(b.AMOUNT),
      })),
    })),
  };
}

function checkVoucher(company: ModelTallyCompany, id: string, voucher: ModelVoucher): void {
  if (voucher.entries.reduce((s, e) => s + e.paise, 0) !== 0) throw new Error(`${id} does not balance`);
  for (const entry of voucher.entries.filter((e) => e.bills.length > 0)) {
    const ledger = company.ledgers.get(entry.ledger);
    if (!ledger || ledger.parent !== 'Sundry Creditors' || !ledger.billWise)
      throw new Error(`${id}: ${entry.ledger} is not a bill-wise creditor`);
    if (entry.bills.reduce((s, b) => s + b.paise, 0) !== entry.paise)
      throw new Error(`${id}: bill allocations do not add up`);
  }
}

/** Imports one file into the company, as Gateway of Tally, Import Data would. */
export function importTallyFile(company: ModelTallyCompany, xml: string): void {
  const messages: Xml[] = parser.parse(xml).ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE ?? [];
  for (const message of messages) {
    for (const l of message.LEDGER ?? []) {
      company.ledgers.set(l['@_NAME'], {
        parent: l.PARENT,
        billWise: l.ISBILLWISEON === 'Yes',
        pan: l.INCOMETAXNUMBER ?? '',
        gstin: l.PARTYGSTIN ?? '',
        address: l['ADDRESS.LIST']?.ADDRESS ?? [],
      });
    }
    const v: Xml | undefined = message.VOUCHER;
    if (!v) continue;
    const id: string = v['@_REMOTEID'];
    const action: string = v['@_ACTION'];
    const existing = company.vouchers.get(id);
    const voucher = readVoucher(v);
    if (action === 'Cancel') {
      company.vouchers.set(id, { ...(existing ?? voucher), cancelled: true, entries: [] });
    } else if (action === 'Create' && existing) {
      company.refusedDuplicates += 1;
    } else if (action === 'Create' || action === 'Alter') {
      if (existing?.cancelled) continue;
      checkVoucher(company, id, voucher);
      company.vouchers.set(id, voucher);
    } else {
      throw new Error(`${id}: unknown action ${action}`);
    }
  }
}

const live = (company: ModelTallyCompany) => [...company.vouchers.values()].filter((v) => !v.cancelled);

/** What the business owes each creditor ledger, in paise (its credit balance). */
export function ledgerBalances(company: ModelTallyCompany): Map<string, number> {
  const balances = new Map<string, number>();
  for (const entry of live(company)
    .flatMap((v) => v.entries)
    .filter((e) => e.bills.length > 0)) {
    balances.set(entry.ledger, (balances.get(entry.ledger) ?? 0) - entry.paise);
  }
  return balances;
}

/** Tally's bill-wise outstanding: per bill reference, New Ref less Agst Ref, in paise. */
export function billBalances(company: ModelTallyCompany): Map<string, number> {
  const balances = new Map<string, number>();
  for (const bill of live(company)
    .flatMap((v) => v.entries)
    .flatMap((e) => e.bills)) {
    balances.set(bill.name, (balances.get(bill.name) ?? 0) - bill.paise);
  }
  return balances;
}
