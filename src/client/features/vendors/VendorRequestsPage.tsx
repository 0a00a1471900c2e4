import { CHANGE_LABELS } from '../../../shared/portal/portal';
import { formatIndianDate } from '../../../shared/common/dates';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { useNotify } from '../../ui/use-notify';
import { useDecideRequestMutation, useVendorRequestsQuery } from './vendor-portal-api';

/**
 * Vendor Requests (/vendor-requests, accountant and admin): what vendors asked from the portal to
 * change in their e-mail, mobile or bank account, each field's value now and asked; Approve writes
 * it to the vendor (audited), Reject leaves the vendor as it is. Pending first, then the decided.
 */
export function VendorRequestsPage() {
  const list = useVendorRequestsQuery();
  const [decide, { isLoading, originalArgs }] = useDecideRequestMutation();
  const notify = useNotify();
  const requests = list.data?.requests ?? [];

  const onDecide = async (id: number, approve: boolean) => {
    const result = await decide({ id, approve });
    if ('error' in result) notify.error(serverMessage(result.error) ?? 'The request could not be decided.');
    else notify.success(result.data.message);
  };

  return (
    <section className="card">
      <table className="data-table" aria-label="Vendor requests">
        <thead>
          <tr>
            <th>Vendor</th>
            <th>Asked by</th>
            <th>Asked on</th>
            <th>Change</th>
            <th>State</th>
            <th>Action</th>
          </tr>
        </thead>
        <tbody>
          {requests.length === 0 && (
            <tr>
              <td colSpan={6}>{list.isLoading ? 'Loading...' : 'No requests.'}</td>
            </tr>
          )}
          {requests.map((r) => (
            <tr key={r.id}>
              <td>{r.vendor}</td>
              <td>{r.requestedBy}</td>
              <td>{formatIndianDate(r.requestedAt)}</td>
              <td>
                {r.changes.map((c) => (
                  <div key={c.field}>
                    {CHANGE_LABELS[c.field]}: {c.from || '-'} → <strong>{c.to || '-'}</strong>
                  </div>
                ))}
              </td>
              <td>
                {r.state === 'pending'
                  ? 'Waiting'
                  : `${r.state === 'approved' ? 'Approved' : 'Rejected'} by ${r.decidedBy ?? ''}`}
              </td>
              <td>
                {r.state === 'pending' && (
                  <>
                    <Button
                      busy={isLoading && originalArgs?.id === r.id && originalArgs.approve}
                      onClick={() => void onDecide(r.id, true)}
                    >
                      Approve
                    </Button>{' '}
                    <Button
                      variant="secondary"
                      busy={isLoading && originalArgs?.id === r.id && !originalArgs.approve}
                      onClick={() => void onDecide(r.id, false)}
                    >
                      Reject
                    </Button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
