import { useId } from 'react';
import { Link } from 'react-router-dom';
import { QUARTER_LABELS } from '../../../shared/accounting/month-end';
import { daysUntil, formatIndianDate } from '../../../shared/common/dates';
import { formatINR } from '../../../shared/common/money';
import { monthLabel } from '../../../shared/accounting/tds-challans';
import { useTdsDueQuery } from './dashboard-api';

const inDays = (date: string) => {
  const days = daysUntil(date);
  return days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
};

/** The Dashboard's TDS card (accountants and admins): the next deposit with what is left to deposit, late months, the next Form 26Q. */
export function TdsDueCard() {
  const titleId = useId();
  const { data } = useTdsDueQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data) return null;
  const { deposit, overdue } = data;
  return (
    <section className="card dashboard-card" aria-labelledby={titleId}>
      <h2 className="card__title" id={titleId}>
        TDS due dates
      </h2>
      <dl className="tds-due">
        <div>
          <dt>Next TDS deposit</dt>
          <dd>
            {formatIndianDate(deposit.dueDate)} ({inDays(deposit.dueDate)}) for {monthLabel(deposit.month)}:
            Rs. {formatINR(deposit.balance)} still to deposit
            <small>
              {' '}
              (deducted Rs. {formatINR(deposit.deducted)}, deposited Rs. {formatINR(deposit.deposited)})
            </small>
          </dd>
        </div>
        <div>
          <dt>Next Form 26Q</dt>
          <dd>
            {formatIndianDate(data.return.dueDate)} ({inDays(data.return.dueDate)}) for {data.return.fy}{' '}
            {data.return.quarter} ({QUARTER_LABELS[data.return.quarter]})
          </dd>
        </div>
      </dl>
      {overdue.length > 0 && (
        <p className="pan-missing" role="alert">
          Overdue:{' '}
          {overdue
            .map(
              (m) =>
                `${monthLabel(m.month)} Rs. ${formatINR(m.balance)} (due ${formatIndianDate(m.dueDate)})`,
            )
            .join('; ')}
          . Interest runs from the date of deduction.
        </p>
      )}
      <Link to="/tds-register">Open the TDS register</Link>
    </section>
  );
}
