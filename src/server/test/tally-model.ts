import { XMLParser } from 'fast-xml-parser';
import { toPaise } from '../../shared/common/money';

/**
 * A small model of Tally's XML import, enough to check that the app's files keep Tally's books
 * equal to the app's. It keeps only rules a public source states; each is named here and beside
 * its test (tally-model.test.ts). What no source states, the model refuses to guess: it throws.
 *
 * Tally's rules:
 * - MASTERS: a file with REPORTNAME 'All Masters' and IMPORTDUPS 'Modify with new data' makes each
 *   ledger, or updates the one of that name with the new data (Tally.ERP 9 developer reference,
 *   "Case Study I - XML Request and Response Formats", help.tallysolutions.com; an Import Data
 *   sample with IMPORTDUPS "Modify with new data" on stackoverflow.com/questions/3989363).
 * - UPSERT: a VOUCHER with a REMOTEID and no ACTION is created when Tally has no voucher of that
 *   REMOTEID and altered when it has one (TallyConnector, github.com/Accounting-Companion/
 *   TallyConnector/issues/4).
 * - CANCEL: ACTION="Cancel" acts on a voucher Tally already has, named by its date, voucher type
 *   and voucher number (DATE, VCHTYPE, TAGNAME "Voucher Number", TAGVALUE; the same issue:
 *   altering needs the voucher's date; a voucher is matched by type + date + number,
 *   PNPC-MCP-Tally-Prime's update_voucher); with none to act on, nothing is made.
 * - CANCELLED: a cancelled voucher stays in Tally, with no effect on the books (rtslink.blogspot.com
 *   2008/09, "What is a Cancelled Voucher?": ISCANCELLED).
 * - MASTERS FIRST: a voucher's ledgers must exist in Tally before it is imported (tallymaster.in,
 *   "Verify Masters Before Import Vouchers"); a voucher naming a missing ledger is not imported.
 *
 * Checks of the app's own files (not Tally's rules): every voucher balances; a bill-wise line posts
 * to a Sundry Creditors ledger with bill-wise on and its allocations add up to the line.
 *
 * Not modelled, because no source was found (the file never relies on them): ACTION="Create" of a
 * REMOTEID Tally has, ACTION="Alter" of one it does not have, and whether an upsert brings a
 * cancelled voucher back (the model applies UPSERT as stated: the voucher is altered, so an old
 * file imported late brings its amounts back, which is what the README warns of).
 */

interface ModelEntry {
  ledger: string;
  paise: number;
  bills: Array<{ name: string; type: string; paise: number }>;
  bank: { type: string; number: string; date: string } | null;
}

interface ModelVoucher {
  type: string;
  date: string;
  number: string;
  guid: string;
  cancelled: boolean;
  entries: ModelEntry[];
}

export interface ModelLedger {
  parent: string;
  billWise: boolean;
  pan: string;
  gstin: string;
  address: string[];
}

export interface ModelTallyCompany {
  ledgers: Map<string, ModelLedger>;
  vouchers: Map<string, ModelVoucher>;
  /** What Tally's import would report as not imported, one line each. */
  errors: string[];
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
  errors: [],
});

// Parsed XML is untyped by nature; the model reads only the tags it knows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Xml = Record<string, any>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readVoucher(v: Xml): ModelVoucher {
  return {
    type: v['@_VCHTYPE'],
    date: v.DATE,
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
      bank: e['BANKALLOCATIONS.LIST']
        ? {
            type: e['BANKALLOCATIONS.LIST'].TRANSACTIONTYPE,
            number: text(e['BANKALLOCATIONS.LIST'].INSTRUMENTNUMBER),
            date: e['BANKALLOCATIONS.LIST'].INSTRUMENTDATE,
          }
        : null,
    })),
  };
}

/** The file's own checks, then MASTERS FIRST: answers what Tally would refuse, or null. */
function voucherProblem(company: ModelTallyCompany, id: string, voucher: ModelVoucher): string | null {
  if (voucher.entries.reduce((s, e) => s + e.paise, 0) !== 0) throw new Error(`${id} does not balance`);
  for (const entry of voucher.entries) {
    const ledger = company.ledgers.get(entry.ledger);
    if (!ledger) return `${id}: ledger ${entry.ledger} does not exist`;
    if (entry.bills.length === 0) continue;
    if (ledger.parent !== 'Sundry Creditors' || !ledger.billWise)
      throw new Error(`${id}: ${entry.ledger} is not a bill-wise creditor`);
    if (entry.bills.reduce((s, b) => s + b.paise, 0) !== entry.paise)
      throw new Error(`${id}: bill allocations do not add up`);
  }
  return null;
}

function importMasters(company: ModelTallyCompany, messages: Xml[]): void {
  for (const l of messages.flatMap((m) => m.LEDGER ?? [])) {
    if (l['@_ACTION'] !== undefined) throw new Error(`${l['@_NAME']}: no cited rule for a master's ACTION`);
    // MASTERS: made, or updated with the new data (an empty tag is the new data).
    company.ledgers.set(l['@_NAME'], {
      parent: l.PARENT,
      billWise: l.ISBILLWISEON === 'Yes',
      pan: text(l.INCOMETAXNUMBER),
      gstin: text(l.PARTYGSTIN),
      address: l['ADDRESS.LIST']?.ADDRESS ?? [],
    });
  }
}

function importVouchers(company: ModelTallyCompany, messages: Xml[]): void {
  for (const message of messages) {
    if (message.LEDGER) throw new Error('a master inside a Vouchers import: no cited rule');
    const v: Xml = message.VOUCHER;
    const id: string = v['@_REMOTEID'];
    const action: string | undefined = v['@_ACTION'];
    const voucher = readVoucher(v);
    if (action === 'Cancel') {
      // CANCEL: the voucher of that date, type and number; none there, nothing is made.
      const target = [...company.vouchers.entries()].find(
        ([, held]) =>
          held.date === v['@_DATE'] &&
          held.type === v['@_VCHTYPE'] &&
          v['@_TAGNAME'] === 'Voucher Number' &&
          held.number === v['@_TAGVALUE'],
      );
      if (!target) company.errors.push(`${id}: no voucher to cancel`);
      // CANCELLED: it stays, with no effect on any ledger.
      else company.vouchers.set(target[0], { ...target[1], cancelled: true, entries: [] });
    } else if (action === undefined) {
      // UPSERT (after MASTERS FIRST): made, or the one of this REMOTEID altered.
      const problem = voucherProblem(company, id, voucher);
      if (problem) company.errors.push(problem);
      else company.vouchers.set(id, voucher);
    } else {
      throw new Error(`${id}: no cited rule for ACTION="${action}"`);
    }
  }
}

/** Imports one file into the company, as Import Masters or Import Vouchers would, by its REPORTNAME. */
export function importTallyFile(company: ModelTallyCompany, xml: string): void {
  const data = parser.parse(xml).ENVELOPE.BODY.IMPORTDATA;
  const report: string = data.REQUESTDESC.REPORTNAME;
  if (data.REQUESTDESC.STATICVARIABLES?.IMPORTDUPS !== 'Modify with new data')
    throw new Error('no cited rule for an import without IMPORTDUPS "Modify with new data"');
  const messages: Xml[] = data.REQUESTDATA.TALLYMESSAGE ?? [];
  if (report === 'All Masters') importMasters(company, messages);
  else if (report === 'Vouchers') importVouchers(company, messages);
  else throw new Error(`no cited rule for REPORTNAME ${report}`);
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
