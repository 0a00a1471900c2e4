import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { formatIndianDate } from '../../../shared/common/dates';
import { formatINR } from '../../../shared/common/money';
import { useAddressParams } from '../../lists/address-params';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { PaymentStatusBadge } from '../../ui/PaymentStatusBadge';
import { DataTable } from '../../ui/DataTable';
import { useOpenBillsQuery, usePayableVendorsQuery } from './payments-api';
import { GENERIC_MESSAGES } from '../../../shared/common/messages';

/**
 * The bills a vendor is still owed on (unpaid and part-paid), oldest first, so a clerk paying a
 * vendor picks the bill instead of knowing its number. The vendor chosen is kept in the address.
 */
export function OpenBillsPanel({
  onPick,
  picked,
}: {
  onPick: (billId: string) => void;
  picked: string | null;
}) {
  const address = useAddressParams();
  const [vendor, setVendor] = useState(() => address.opened.get('vendor') ?? '');
  // The vendors with bills: the accountant pays those (the trip form's vendor list is not theirs to read).
  const vendors = usePayableVendorsQuery();
  const names = vendors.data ?? [];
  const open = useOpenBillsQuery(vendor || skipToken);

  function choose(next: string) {
    setVendor(next);
    address.update((search) => (next ? search.set('vendor', next) : search.delete('vendor')));
  }

  const bills = open.data?.bills ?? [];
  return (
    <section className="card open-bills" aria-label="Unpaid bills">
      <SelectField
        label="Vendor"
        value={vendor}
        placeholder={vendors.isLoading ? 'Loading vendors...' : 'Choose a vendor to see its unpaid bills'}
        options={names.map((name) => ({ value: name, label: name }))}
        onChange={(e) => choose(e.target.value)}
      />
      {vendor && (
        <DataTable
          label={`Unpaid bills of ${vendor}`}
          caption={<caption>Unpaid and part-paid bills of {vendor}, oldest first</caption>}
          head={
            <tr>
              <th scope="col">Bill ID</th>
              <th scope="col">Bill Date</th>
              <th scope="col" className="num">
                Net Payable
              </th>
              <th scope="col" className="num">
                Paid
              </th>
              <th scope="col" className="num">
                Outstanding
              </th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Pay</span>
              </th>
            </tr>
          }
        >
          {open.isFetching && bills.length === 0 && (
            <tr>
              <td colSpan={7} className="empty-state">
                Loading...
              </td>
            </tr>
          )}
          {open.isError && (
            <tr>
              <td colSpan={7} className="empty-state empty-state--error">
                {GENERIC_MESSAGES.fetchFailed}
              </td>
            </tr>
          )}
          {open.isSuccess && bills.length === 0 && (
            <tr>
              <td colSpan={7} className="empty-state">
                Nothing is owed to {vendor}: no unpaid or part-paid bills.
              </td>
            </tr>
          )}
          {bills.map((b) => (
            <tr key={b.billId} aria-current={b.billId === picked ? 'true' : undefined}>
              <td>{b.billId}</td>
              <td>{formatIndianDate(b.billDate)}</td>
              <td className="num">{formatINR(b.net)}</td>
              <td className="num">{formatINR(b.paid)}</td>
              <td className="num">{formatINR(b.outstanding)}</td>
              <td>
                <PaymentStatusBadge status={b.status} />
              </td>
              <td>
                <Button variant="secondary" onClick={() => onPick(b.billId)} aria-label={`Pay ${b.billId}`}>
                  Pay
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
