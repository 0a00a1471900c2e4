import type { MutationDefinition } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { AnswerOf, BodyOf, Endpoint } from '../../shared/common/endpoint';
import { baseQuery } from './base-query';
import { wireCall } from './wire-call';

const TAG_TYPES = [
  'Auth',
  'User',
  'Freight',
  'Destination',
  'Vehicle',
  'Truck',
  'Vendor',
  'Notification',
  'Trip',
  'Report',
  'Billing',
  'Transaction',
  'ReviseBill',
  'Business',
  'Payment',
  'Bill',
  'VendorBills',
  'Outstanding',
  'TdsRegister',
  'Ledgers',
  'Audit',
  'Dashboard',
  'DocumentBlocking',
  'Import',
  'TallyExport',
  'Challan',
  'Period',
  'Mail',
  'Share',
  'Portal',
  'VendorRequest',
] as const;

type TagType = (typeof TAG_TYPES)[number];

/** The LIST tag of each type: what a change to that kind of data makes stale. */
export const listTags = <T extends TagType>(...types: T[]) =>
  types.map((type) => ({ type, id: 'LIST' as const }));

/** A list's tags: its LIST and one per row id, so a change to one row refetches the lists that show it. */
export const listAndRowTags = <T extends TagType>(type: T, ids: readonly (string | number)[] = []) => [
  { type, id: 'LIST' as const },
  ...ids.map((id) => ({ type, id })),
];

/** The answers about one bill: its status, its payments, its page, the pages of its trips. */
export const billTag = (billId: string) => ({ type: 'Bill' as const, id: billId });

/** The answers about one vendor's bills: its statement and its open bills. */
export const vendorBillsTags = (vendor: string) => [
  { type: 'VendorBills' as const, id: 'LIST' as const },
  { type: 'VendorBills' as const, id: vendor },
];

/** The bill a change touches: its id and vendor where the call knows them. */
export interface ChangedBill {
  billId?: string;
  vendor?: string;
}

/**
 * Every answer a change to a bill's money makes stale, written once. Generating, revising
 * (Update Bill), cancelling, editing a billed trip and recording or reversing a payment use it.
 * - the bill itself: its status, its payments, its page and its trips' pages (`billTag`);
 * - its vendor's lists: the statement and the open bills (`vendorBillsTags`);
 * - the lists across vendors that sum it: Transactions, Outstanding and the vendors with bills,
 *   the TDS Register and its challans' months, the dashboard's net payable and TDS due, the audit
 *   trail, and the mail a bill or payment may have queued for the vendor.
 * A bill the call does not name makes every bill's answers stale; a vendor it does not name,
 * every vendor's lists. Other bills and other vendors keep their answers.
 */
export function billMoneyTags({ billId, vendor }: ChangedBill = {}) {
  return [
    billId ? billTag(billId) : ('Bill' as const),
    { type: 'VendorBills' as const, id: vendor || ('LIST' as const) },
    { type: 'Outstanding' as const, id: 'VENDORS' },
    ...listTags(
      'Transaction',
      'Outstanding',
      'TdsRegister',
      'Challan',
      'Dashboard',
      'Audit',
      'Mail',
      'Share',
    ),
  ];
}

/** A list's tags from its rows, each row's id read by `idOf`: a list query's `providesTags`. */
export const tagsByRow =
  <Row, T extends TagType>(type: T, idOf: (row: Row) => string | number) =>
  (rows: readonly Row[] = []) =>
    listAndRowTags(type, rows.map(idOf));

/** What a call answers when it succeeds: its 200 answer, or its 201 answer for a call that creates. */
type SuccessOf<E extends Endpoint> = AnswerOf<E, Extract<keyof E['schema']['response'], 200 | 201>>;

/** What `build.mutation` takes: a definition without its `type` (omitted from each member of the union). */
type DefinitionOf<D> = D extends unknown ? Omit<D, 'type'> : never;

/** A mutation taking the call's body (with `Named`) as its argument and answering the call's success answer. */
type BodyMutation<E extends Endpoint, Named> = DefinitionOf<
  MutationDefinition<BodyOf<E> & Named, typeof baseQuery, TagType, SuccessOf<E>, 'api'>
>;

/**
 * A mutation that sends its argument as the call's body and makes `invalidatesTags` stale. Its
 * argument and answer are the call's schemas' types, so `build.mutation` needs no type arguments.
 * `Named`: body fields the screen always sends, such as the row an update names.
 */
export function bodyMutation<E extends Endpoint, Named extends object = object>(
  call: E,
  invalidatesTags?: BodyMutation<E, Named>['invalidatesTags'],
): BodyMutation<E, Named> {
  return { query: (body) => wireCall(call, { body }), invalidatesTags };
}

/**
 * The one API of the app. Every domain adds its endpoints with `api.injectEndpoints` in its own
 * features/<domain>/<domain>Api.ts; every tag type is declared here, once.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
