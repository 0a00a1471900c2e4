import { useState } from 'react';
import { formatIndianDate, todayInIndia } from '../../../shared/common/dates';
import { quarterOf } from '../../../shared/accounting/month-end';
import { DateRangeFields } from '../../ui/DateRangeFields';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { useNotify } from '../../ui/use-notify';
import { usePortalStatementPdfMutation, usePortalStatementQuery } from './portal-api';
import { Amounts, ListState } from './PortalParts';

/** The first day of the financial year of a date ('2026-04-01' for any day from April 2026 to March 2027). */
const yearStart = (date: string) => `${quarterOf(date).fy.slice(0, 4)}-04-01`;

/** The vendor's statement of a period (this financial year so far unless chosen): bills, payments, balance. */
export function PortalStatementPage() {
  const today = todayInIndia();
  const [range, setRange] = useState({ startDate: yearStart(today), endDate: today });
  const { startDate, endDate } = range;
  const incomplete = !startDate || !endDate || startDate > endDate;
  const statement = usePortalStatementQuery({ startDate, endDate }, { skip: incomplete });
  const [downloadPdf, pdf] = usePortalStatementPdfMutation();
  const notify = useNotify();
  const savePdf = async () => {
    const result = await downloadPdf({ startDate, endDate });
    if ('error' in result) notify.error(serverMessage(result.error) ?? 'The PDF could not be downloaded.');
  };
  const data = statement.data;
  return (
    <>
      <div className="portal-card portal-form">
        <DateRangeFields
          range={range}
          onChange={(part, value) => setRange((r) => ({ ...r, [part]: value }))}
        />
        <div className="portal-card__actions">
          <Button disabled={incomplete} busy={pdf.isLoading} onClick={() => void savePdf()}>
            Download PDF
          </Button>
        </div>
      </div>
      {data && (
        <div className="portal-card" aria-label="Statement totals">
          <Amounts
            rows={[
              ['Opening balance', data.openingBalance],
              ['Billed', data.totalBilled],
              ['TDS', data.totalTds],
              ['Paid', data.totalPaid],
              ['Closing balance', data.closingBalance],
            ]}
          />
        </div>
      )}
      <ListState query={statement} empty="Nothing in this period." count={data?.entries.length}>
        {data?.entries.map((e, i) => (
          <article key={`${e.reference}-${i}`} className="portal-card">
            <div className="portal-card__head">
              <strong>
                {formatIndianDate(e.date)} · {e.kind}
              </strong>
              <small>{e.reference}</small>
            </div>
            <Amounts
              rows={
                e.kind === 'Bill'
                  ? [
                      ['Freight', e.freight],
                      ['TDS', e.tds],
                      ['Deductions', e.deductions],
                      ['Billed', e.debit],
                      ['Balance', e.balance],
                    ]
                  : [
                      ['Paid', e.credit],
                      ['Balance', e.balance],
                    ]
              }
            />
          </article>
        ))}
      </ListState>
    </>
  );
}
