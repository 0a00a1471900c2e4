import { useId } from 'react';
import { Link } from 'react-router-dom';
import { QUARTER_LABELS } from '../../../shared/accounting/month-end';
import { daysUntil, formatIndianDate } from '../../../shared/common/dates';
import { formatINR } from '../../../shared/common/money';
import { monthLabel } from '../../../shared/accounting/tds-challans';
import { lawOfQuarter, yearLabel } from '../../../shared/accounting/law-in-force';
import { useTdsDueQuery } from './dashboard-api';

const inDays = (date: string) => {
  const days = daysUntil(date);
  return days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
};

/**
 * The Dashboard's TDS card (accountants and admins): the next deposit with what is left to deposit,
 * late months, the next quarterly statement (Form 26Q, Form 140 for a quarter from April 2026).
 */
export function TdsDueCard() {
  const titleId = useId();
  const { data } = useTdsDueQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data) return null;
  const { deposit, overdue } = data;
  const returnLaw = lawOfQuarter(data.return.fy, data.return.quarter);
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
          <dt>Next {returnLaw.quarterlyStatement}</dt>
          <dd>
            {formatIndianDate(data.return.dueDate)} ({inDays(data.return.dueDate)}) for{' '}
            {yearLabel(returnLaw, data.return.fy)} {data.return.quarter} (
            {QUARTER_LABELS[data.return.quarter]})<small> ({returnLaw.dueDateRules})</small>
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
