import { skipToken } from '@reduxjs/toolkit/query';
import { useLocation, useNavigate } from 'react-router-dom';
import { isBillId } from '../../../../shared/billing';
import type { BillPdfFacts } from '../../../../shared/billing/file';
import type { AnswerOf } from '../../../../shared/common/endpoint';
import { paymentEndpoints } from '../../../../shared/payments/wire';
import { api, billTag } from '../../../app/api';
import { wireCall } from '../../../app/wire-call';

/** A bill as its result panel shows it: the trips and revision are known when it was just made here. */
export type ShownBill = Omit<BillPdfFacts, 'trips' | 'revision'> &
  Partial<Pick<BillPdfFacts, 'trips' | 'revision'>>;

/** The address names the bill just made (?bill=B1001), so Back, Forward and a reload show it again. */
const BILL_PARAM = 'bill';

const billSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A bill's id, vendor, date and net (GET /bills/{billId}/status), for a bill named by the address only. */
    billSummary: build.query<AnswerOf<typeof paymentEndpoints.billStatus>, string>({
      query: (billId) => wireCall(paymentEndpoints.billStatus, { path: { billId } }),
      providesTags: (_result, _error, billId) => [billTag(billId)],
    }),
  }),
});

/**
 * The bill whose result panel a billing screen shows, kept in the address: `show` after a bill is
 * made puts its id in the address (the whole answer rides along in the history entry), `close`
 * takes it out. An address that names a bill without its answer (a link, a new tab) reads the
 * bill's summary from the server.
 */
export function useBillInAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const billId = new URLSearchParams(location.search).get(BILL_PARAM);
  const held = (location.state as { bill?: BillPdfFacts } | null)?.bill;
  const known = billId !== null && held?.billId === billId ? held : null;
  const lookup = billSummaryApi.useBillSummaryQuery(
    billId !== null && !known && isBillId(billId) ? billId : skipToken,
  );
  const found = lookup.data && !lookup.isError && lookup.data.billId === billId ? lookup.data : null;
  const bill: ShownBill | null =
    known ??
    (found && { billId: found.billId, vendor: found.vendor, net: found.net, billDate: found.billDate });

  const withBill = (id: string | null) => {
    const params = new URLSearchParams(location.search);
    if (id) params.set(BILL_PARAM, id);
    else params.delete(BILL_PARAM);
    const search = params.toString();
    return search ? `?${search}` : '';
  };

  return {
    bill,
    /** A bill was just made: named in the address, in place of the page's entry. */
    show(made: BillPdfFacts) {
      void navigate({ search: withBill(made.billId) }, { replace: true, state: { bill: made } });
    },
    close() {
      void navigate({ search: withBill(null) }, { replace: true, state: null });
    },
  };
}
