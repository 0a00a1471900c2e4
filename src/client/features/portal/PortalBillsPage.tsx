import { formatIndianDate } from '../../../shared/common/dates';
import type { PortalBill } from '../../../shared/portal/wire';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { useNotify } from '../../ui/use-notify';
import { usePortalBillPdfMutation, usePortalBillsQuery } from './portal-api';
import { Amounts, ListState } from './PortalParts';

const stateOf = (bill: PortalBill) => {
  if (bill.cancelled) return 'Cancelled';
  if (bill.outstanding <= 0) return 'Paid';
  return bill.paid > 0 ? 'Part paid' : 'Unpaid';
};

/** The vendor's bills, newest first, each with the PDF of every revision. */
export function PortalBillsPage() {
  const bills = usePortalBillsQuery();
  const [download, { isLoading, originalArgs }] = usePortalBillPdfMutation();
  const notify = useNotify();
  const save = async (billId: string, revision: number) => {
    const result = await download({ billId, revision });
    if ('error' in result) notify.error(serverMessage(result.error) ?? 'The PDF could not be downloaded.');
  };
  return (
    <ListState query={bills} empty="No bills yet." count={bills.data?.bills.length}>
      {bills.data?.bills.map((bill) => (
        <article key={bill.billId} className="portal-card" aria-label={`Bill ${bill.billId}`}>
          <div className="portal-card__head">
            <strong>
              {bill.billId} · {formatIndianDate(bill.billDate)}
            </strong>
            <span className="portal-badge">{stateOf(bill)}</span>
          </div>
          <small>
            {bill.tripCount} trip{bill.tripCount === 1 ? '' : 's'}
            {bill.revision > 1 ? `, revision ${bill.revision}` : ''}
          </small>
          <Amounts
            rows={[
              ['Freight', bill.freight],
              ['TDS', bill.tds],
              ['Deductions', bill.deductions],
              ['Net payable', bill.netAmount],
              ['Paid', bill.paid],
              ['Outstanding', bill.outstanding],
            ]}
          />
          <div className="portal-card__actions">
            {Array.from({ length: bill.revision }, (_, i) => bill.revision - i).map((revision) => (
              <Button
                key={revision}
                variant={revision === bill.revision ? 'primary' : 'secondary'}
                busy={isLoading && originalArgs?.billId === bill.billId && originalArgs.revision === revision}
                onClick={() => void save(bill.billId, revision)}
              >
                {revision === bill.revision ? 'Download PDF' : `PDF of revision ${revision}`}
              </Button>
            ))}
          </div>
        </article>
      ))}
    </ListState>
  );
}
