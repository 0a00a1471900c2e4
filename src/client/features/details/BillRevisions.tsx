import type { ReactNode } from 'react';
import { formatAuditTime } from '../../../shared/audit/audit-display';
import { formatINR } from '../../../shared/common/money';
import type { BillDetail } from '../../../shared/details/wire';
import { DataTable } from '../../ui/DataTable';

const tripList = (ids: readonly string[]) => (ids.length ? ids.join(', ') : '-');

/** Each stored revision and what it changed: trips added and removed, the net payable's move, remarks. */
export function BillRevisions({ bill, pdfButton }: { bill: BillDetail; pdfButton: ReactNode }) {
  return (
    <section className="card" aria-labelledby="bill-revisions-title">
      <h3 id="bill-revisions-title">Revisions</h3>
      <DataTable
        label="Revision list"
        head={
          <tr>
            <th>Revision</th>
            <th>Stored</th>
            <th>By</th>
            <th>Trips added</th>
            <th>Trips removed</th>
            <th className="num">Trips</th>
            <th className="num">Net Payable</th>
            <th className="num">Change</th>
            <th>Remarks</th>
            <th>PDF</th>
          </tr>
        }
      >
        {bill.revisions.map((r) => (
          <tr key={r.revision}>
            <td>{r.revision}</td>
            <td>{formatAuditTime(r.createdAt)}</td>
            <td>{r.createdBy}</td>
            <td className="cell-wrap">{tripList(r.addedTrips)}</td>
            <td className="cell-wrap">{tripList(r.removedTrips)}</td>
            <td className="num">{r.tripCount}</td>
            <td className="num">{formatINR(r.netAmount)}</td>
            <td className="num">{r.netChange === null ? '-' : formatINR(r.netChange)}</td>
            <td className="cell-wrap">
              {r.remarks.map((m) => `${m.text} ${formatINR(m.amount)}`).join('; ') || '-'}
            </td>
            <td>{r.current ? pdfButton : 'Current revision only'}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
