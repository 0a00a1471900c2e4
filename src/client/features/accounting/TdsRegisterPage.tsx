import { useState, type FormEvent } from 'react';
import {
  ACCOUNTING_MESSAGES,
  QUARTERS,
  QUARTER_LABELS,
  quarterOf,
  type Quarter,
} from '../../../shared/accounting/month-end';
import type { TdsVendorTotal } from '../../../shared/accounting/wire';
import { lawOfQuarter, yearLabel, type TdsLaw } from '../../../shared/accounting/law-in-force';
import { depositShortfall } from '../../../shared/accounting/tds-allocation';
import type { TdsRegisterRowWithDeposit } from '../../../shared/accounting/tds-challans-wire';
import { ChallansPanel } from './ChallansPanel';
import { formatIndianDate, todayInIndia } from '../../../shared/common/dates';
import { formatINR } from '../../../shared/common/money';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { Field, SelectField } from '../../ui/Field';
import { useNotify } from '../../ui/use-notify';
import { ExportButton } from '../../exports/ExportButton';
import { tdsExportSpec } from './accounting-exports';
import { useLazyTdsRegisterQuery } from './accounting-api';
import { PeriodClosePanel, RegisterBillId } from './PeriodClosePanel';
import '../../ui/money-pages.css';
import { DataTable } from '../../ui/DataTable';
import { HeaderRow } from '../../ui/HeaderRow';
import { GENERIC_MESSAGES } from '../../../shared/common/messages';

/** The register's columns, named by the law of the quarter (section code or payment code, the no-PAN provision). */
const headersOf = (law: TdsLaw) => [
  'Vendor',
  'PAN',
  'Bill ID',
  'Section',
  law.codeName === 'section code' ? 'Section Code' : 'Payment Code',
  'Date of Credit',
  'Amount Credited',
  'TDS Rate (%)',
  'TDS',
  `Higher Rate (${law.noPanProvision})`,
  'Reason Code',
  'PAN Status',
  'Challan Serial',
];
const NUMERIC = new Set(['Amount Credited', 'TDS Rate (%)', 'TDS']);

/**
 * TDS register (/tds-register): a quarter of the Indian FY (tax year from April 2026), per vendor
 * and bill, laid out for the quarter's statement (Form 26Q, then Form 140) and citing its law.
 */
export function TdsRegisterPage() {
  const notify = useNotify();
  const [choice, setChoice] = useState(() => quarterOf(todayInIndia()));
  const [load, register] = useLazyTdsRegisterQuery();
  const data = register.data && !register.isError ? register.data : undefined;
  const law = data ? lawOfQuarter(data.fy, data.quarter) : undefined;
  const HEADERS = law ? headersOf(law) : [];

  async function show(event: FormEvent) {
    event.preventDefault();
    const result = await load(choice);
    if (result.isError) notify.error(serverMessage(result.error) ?? GENERIC_MESSAGES.fetchFailed);
  }

  return (
    <section className="month-end-page">
      <form className="card month-end-toolbar" onSubmit={show} noValidate aria-label="TDS register filters">
        <Field
          label="Financial Year"
          value={choice.fy}
          placeholder="2026-27"
          onChange={(e) => setChoice((c) => ({ ...c, fy: e.target.value.trim() }))}
        />
        <SelectField
          label="Quarter"
          value={choice.quarter}
          options={QUARTERS.map((q) => ({ value: q, label: `${q} (${QUARTER_LABELS[q]})` }))}
          onChange={(e) => setChoice((c) => ({ ...c, quarter: e.target.value as Quarter }))}
        />
        <Button type="submit" busy={register.isFetching} busyLabel="Loading...">
          Show Register
        </Button>
        <ExportButton spec={() => tdsExportSpec(data!)} disabled={!data || data.rows.length === 0} />
      </form>
      {data && law && (
        <>
          <PeriodClosePanel register={data} />
          {data.totalShortDeducted > 0 && (
            <p className="card pan-missing" role="alert">
              TDS short-deducted under {law.noPanProvision} (no valid PAN): Rs.{' '}
              {formatINR(data.totalShortDeducted)}. The business is liable for it and interest.
            </p>
          )}
          {data.vendors.some((v) => v.panMissing) && (
            <p className="card pan-missing" role="alert">
              PAN missing for:{' '}
              {data.vendors
                .filter((v) => v.panMissing)
                .map((v) => v.vendor)
                .join(', ')}
              . Add it on the Vendor screen before filing {law.quarterlyStatement}.
            </p>
          )}
          <DataTable
            label="TDS register"
            className="tds-table"
            caption={
              <caption>
                TDS register ({law.act}), {yearLabel(law, data.fy)} {data.quarter} (
                {formatIndianDate(data.startDate)} to {formatIndianDate(data.endDate)})
              </caption>
            }
            head={<HeaderRow headers={HEADERS} isNumeric={(h) => NUMERIC.has(h)} />}
          >
            {data.rows.length === 0 && (
              <tr>
                <td colSpan={HEADERS.length} className="empty-state">
                  {ACCOUNTING_MESSAGES.noTds}
                </td>
              </tr>
            )}
            {data.vendors.map((v) => (
              <VendorRows key={v.vendor} vendor={v} rows={data.rows.filter((r) => r.vendor === v.vendor)} />
            ))}
            {data.rows.length > 0 && (
              <tr className="month-end-total">
                <th scope="row" colSpan={6}>
                  Total for the quarter
                </th>
                <td className="num">{formatINR(data.totalCredited)}</td>
                <td />
                <td className="num">{formatINR(data.totalTds)}</td>
                <td colSpan={4} />
              </tr>
            )}
          </DataTable>
          <ChallansPanel fy={data.fy} quarter={data.quarter} closed={data.closed !== undefined} />
        </>
      )}
    </section>
  );
}

function VendorRows({ vendor, rows }: { vendor: TdsVendorTotal; rows: TdsRegisterRowWithDeposit[] }) {
  const pan = (value: string, missing: boolean) =>
    missing ? <span className="pan-missing">{ACCOUNTING_MESSAGES.panMissing}</span> : value;
  return (
    <>
      {rows.map((r) => (
        <tr key={`${r.billId}-${r.tdsRate}-${r.dateOfCredit}-${r.challanId ?? ''}`}>
          <td>{r.vendor}</td>
          <td>{pan(r.pan, r.panMissing)}</td>
          <td>
            <RegisterBillId row={r} />
          </td>
          <td>{r.section}</td>
          <td>{r.paymentCode}</td>
          <td>{formatIndianDate(r.dateOfCredit)}</td>
          <td className="num">{formatINR(r.amountCredited)}</td>
          <td className="num">{r.tdsRate}</td>
          <td className="num">{formatINR(r.tds)}</td>
          <td>{r.section206AA ? 'Yes' : 'No'}</td>
          <td>{r.reasonCode}</td>
          <td>{r.panStatus}</td>
          <td>
            {r.challanSerial}
            {depositShortfall(r) !== '' && (
              <span className="pan-missing">
                {r.challanSerial === '' ? '' : ' '}
                {depositShortfall(r)}
              </span>
            )}
          </td>
        </tr>
      ))}
      <tr className="month-end-subtotal">
        <th scope="row" colSpan={6}>
          Total {vendor.vendor} {vendor.panMissing ? `(${ACCOUNTING_MESSAGES.panMissing})` : ''}
        </th>
        <td className="num">{formatINR(vendor.amountCredited)}</td>
        <td />
        <td className="num">{formatINR(vendor.tds)}</td>
        <td colSpan={4} className="tds-warnings">
          {vendor.warnings.length > 0 && (
            <span className="pan-missing">TDS check: {vendor.warnings.join(' ')}</span>
          )}
        </td>
      </tr>
    </>
  );
}
