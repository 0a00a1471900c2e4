import type { Quarter } from '../../../shared/accounting/month-end';
import { formatIndianDate } from '../../../shared/common/dates';
import { formatINR } from '../../../shared/common/money';
import { CHALLAN_MESSAGES, monthLabel, quarterMonths } from '../../../shared/accounting/tds-challans';
import type { Challan } from '../../../shared/accounting/tds-challans-wire';
import type { ChallanList } from '../../../shared/accounting/tds-challans-wire';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { HeaderRow } from '../../ui/HeaderRow';
import { useConfirmDelete } from '../../ui/use-confirm-delete';
import { useNotify } from '../../ui/use-notify';
import { ChallanForm } from './ChallanForm';
import { useChallansQuery, useDeleteChallanMutation } from './challans-api';

/**
 * The quarter's TDS deposits on the register page: each month's deducted, deposited and balance
 * (the shared allocation), the challans with a delete, and the form to record one. A closed
 * quarter's challans are shown as filed: no form, no delete (the server refuses them too).
 */
export function ChallansPanel({ fy, quarter, closed }: { fy: string; quarter: Quarter; closed: boolean }) {
  const notify = useNotify();
  const { data } = useChallansQuery({ fy, quarter });
  const [remove, removing] = useDeleteChallanMutation();
  const confirmDelete = useConfirmDelete<Challan>({
    title: 'Delete challan',
    text: (c) =>
      `Delete challan ${c.serial} of ${formatIndianDate(c.depositDate)} (BSR code ${c.bsrCode}, tax Rs. ${formatINR(c.tax)})?`,
    remove: (c) => remove(c.id),
    busy: removing.isLoading,
    messages: { deleted: CHALLAN_MESSAGES.deleted, deleteFailed: 'Failed to delete the challan.' },
    failed: (error) => serverMessage(error) ?? 'Failed to delete the challan.',
    notify,
  });

  return (
    <section className="card challans-panel" aria-label="Challans">
      <h2 className="card__title">
        Challans (TDS deposits), {fy} {quarter}
      </h2>
      {data && <DepositsByMonth months={data.months} />}
      {data && (
        <DataTable
          label="Challans of the quarter"
          caption={<caption>Challans of the quarter</caption>}
          head={
            <HeaderRow
              headers={[
                'Challan Serial',
                'BSR Code',
                'Date of Deposit',
                'Month of Deduction',
                'Tax',
                'Interest',
                'Fee',
                'Total',
                'Recorded By',
                '',
              ]}
              isNumeric={(h) => ['Tax', 'Interest', 'Fee', 'Total'].includes(h)}
            />
          }
        >
          {data.challans.length === 0 && (
            <tr>
              <td colSpan={10} className="empty-state">
                {CHALLAN_MESSAGES.none}
              </td>
            </tr>
          )}
          {data.challans.map((c) => (
            <tr key={c.id}>
              <td>{c.serial}</td>
              <td>{c.bsrCode}</td>
              <td>{formatIndianDate(c.depositDate)}</td>
              <td>{monthLabel(c.month)}</td>
              <td className="num">{formatINR(c.tax)}</td>
              <td className="num">{formatINR(c.interest)}</td>
              <td className="num">{formatINR(c.fee)}</td>
              <td className="num">{formatINR(c.total)}</td>
              <td>
                {c.recordedBy} {formatIndianDate(c.recordedAt)}
              </td>
              <td>
                {!closed && (
                  <Button
                    variant="link"
                    onClick={() => confirmDelete.ask(c)}
                    aria-label={`Delete challan ${c.serial}`}
                  >
                    Delete
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {closed ? (
        <p className="empty-state">{CHALLAN_MESSAGES.closedQuarter}</p>
      ) : (
        <ChallanForm key={`${fy}-${quarter}`} months={quarterMonths(fy, quarter)} />
      )}
      {confirmDelete.modal}
    </section>
  );
}

/** Each month of the quarter: what was deducted, deposited, and what is still to deposit. */
function DepositsByMonth({ months }: { months: ChallanList['months'] }) {
  return (
    <DataTable
      label="Deposits by month"
      caption={<caption>Deposits by month of deduction</caption>}
      head={
        <HeaderRow
          headers={['Month', 'Deducted', 'Deposited', 'Balance to deposit', 'Not deposited']}
          isNumeric={(_h, i) => i > 0}
        />
      }
    >
      {months.map((m) => (
        <tr key={m.month}>
          <th scope="row">{monthLabel(m.month)}</th>
          <td className="num">{formatINR(m.deducted)}</td>
          <td className="num">{formatINR(m.deposited)}</td>
          <td className={`num${m.balance > 0 ? ' pan-missing' : ''}`}>{formatINR(m.balance)}</td>
          <td className={`num${m.rowsNotDeposited > 0 ? ' pan-missing' : ''}`}>
            {m.rowsNotDeposited > 0
              ? `${formatINR(m.notDeposited)} (${m.rowsNotDeposited} ${m.rowsNotDeposited === 1 ? 'row' : 'rows'})`
              : '-'}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
