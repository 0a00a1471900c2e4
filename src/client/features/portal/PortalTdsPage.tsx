import { useState } from 'react';
import { formatIndianDate, todayInIndia } from '../../../shared/common/dates';
import { QUARTERS, QUARTER_LABELS, quarterOf, type Quarter } from '../../../shared/accounting/month-end';
import { SelectField } from '../../ui/Field';
import { usePortalTdsQuery } from './portal-api';
import { Amounts, ListState } from './PortalParts';

/** This financial year and the two before it. */
function recentYears(today: string): string[] {
  const start = Number(quarterOf(today).fy.slice(0, 4));
  return [0, 1, 2].map((back) => `${start - back}-${String((start - back + 1) % 100).padStart(2, '0')}`);
}

/** The TDS deducted from the vendor's bills in a quarter, and the challan (BSR code, date, serial) that deposited it. */
export function PortalTdsPage() {
  const today = todayInIndia();
  const [fy, setFy] = useState(quarterOf(today).fy);
  const [quarter, setQuarter] = useState<Quarter>(quarterOf(today).quarter);
  const tds = usePortalTdsQuery({ fy, quarter });
  const data = tds.data;
  return (
    <>
      <div className="portal-card portal-form">
        <SelectField
          label="Financial year"
          value={fy}
          options={recentYears(today).map((y) => ({ value: y, label: y }))}
          onChange={(e) => setFy(e.target.value)}
        />
        <SelectField
          label="Quarter"
          value={quarter}
          options={QUARTERS.map((q) => ({ value: q, label: `${q} (${QUARTER_LABELS[q]})` }))}
          onChange={(e) => setQuarter(e.target.value as Quarter)}
        />
      </div>
      {data && (
        <div className="portal-card" aria-label="TDS totals">
          <Amounts
            rows={[
              ['Amount credited', data.totalCredited],
              ['TDS deducted', data.totalTds],
              ['TDS deposited', data.totalDeposited],
            ]}
          />
        </div>
      )}
      <ListState query={tds} empty="No TDS in this quarter." count={data?.rows.length}>
        {data?.rows.map((row, i) => (
          <article key={`${row.billId}-${i}`} className="portal-card">
            <div className="portal-card__head">
              <strong>
                {row.billId} · {formatIndianDate(row.dateOfCredit)}
              </strong>
              <span className="portal-badge">{row.status}</span>
            </div>
            <small>
              Section {row.section}, {row.tdsRate}%
            </small>
            <Amounts
              rows={[
                ['Amount credited', row.amountCredited],
                ['TDS', row.tds],
                ['Deposited', row.taxDeposited],
              ]}
            />
            {row.challan && (
              <small>
                Challan {row.challan.serial} of {formatIndianDate(row.challan.depositDate)}, BSR code{' '}
                {row.challan.bsrCode}
              </small>
            )}
          </article>
        ))}
      </ListState>
    </>
  );
}
