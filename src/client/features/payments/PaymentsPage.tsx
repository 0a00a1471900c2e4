import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { formatIndianDate } from '../../../shared/common/dates';
import { normaliseBillId } from '../../../shared/lists/search-filters';
import { SEARCH_MESSAGES } from '../../../shared/common/messages';
import { formatINR } from '../../../shared/common/money';
import { billIdSchema, findBillSchema } from '../../../shared/payments/payments';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useNotify } from '../../ui/use-notify';
import { useSchemaForm } from '../../ui/use-schema-form';
import { OpenBillsPanel } from './OpenBillsPanel';
import { BillLink } from '../../ui/RecordLink';
import { OutOfDatePanel } from './OutOfDatePanel';
import { PaymentForm } from './PaymentForm';
import { PaymentStatusBadge } from '../../ui/PaymentStatusBadge';
import { PaymentsTable } from './PaymentsTable';
import { useBillStatusQuery } from './payments-api';
import { useAddressParams } from '../../lists/address-params';
import '../../ui/money-pages.css';
import { Facts } from '../../ui/Facts';

/**
 * Payments (/payments, accountant and admin): find a bill, see net, paid, outstanding and status,
 * record a payment (part payments allowed), and reverse a wrong one with a reason. A bill out of
 * date (trips edited since its revision) says so above the form before any money is recorded.
 */
export function PaymentsPage() {
  const notify = useNotify();
  // The bill found is kept in the address (?billId=), so a reload or a bill's "Record payment" opens it.
  const address = useAddressParams();
  const [opened] = useState(() => billIdSchema.safeParse(address.opened.get('billId') ?? ''));
  const [billId, setBillId] = useState<string | null>(opened.success ? opened.data : null);
  const status = useBillStatusQuery(billId ?? skipToken);
  const finder = useSchemaForm(findBillSchema, { billId: opened.success ? opened.data : '' });

  function find({ billId: found }: { billId: string }) {
    notify.attempt();
    setBillId(found);
    address.update((search) => search.set('billId', found));
  }

  // A bill picked from the vendor's unpaid list opens as if its id had been typed.
  function pick(picked: string) {
    finder.setValue('billId', picked);
    find({ billId: picked });
  }

  const bill = status.data;
  return (
    <section className="payments-page">
      <OpenBillsPanel onPick={pick} picked={billId} />
      <form className="card billing-filters" onSubmit={finder.submit(find)} noValidate aria-label="Find bill">
        <Field label="Bill ID" placeholder="B1001" {...finder.field('billId', normaliseBillId)} />
        <Button type="submit" busy={status.isFetching} busyLabel="Finding...">
          Find Bill
        </Button>
      </form>
      {billId && status.isError && (
        <p className="card empty-state empty-state--error" role="alert">
          {serverMessage(status.error) ?? SEARCH_MESSAGES.billFetchFailed}
        </p>
      )}
      {bill && billId && !status.isError && (
        <>
          <Facts
            className="card bill-summary"
            aria-label="Bill summary"
            facts={[
              ['Bill ID', <BillLink billId={bill.billId} />],
              ['Vendor', bill.vendor],
              ['Bill Date', formatIndianDate(bill.billDate)],
              ['Net Payable', formatINR(bill.net)],
              ['Paid', formatINR(bill.paid)],
              ['Outstanding', formatINR(bill.outstanding)],
              ['Status', <PaymentStatusBadge status={bill.status} />],
            ]}
          />
          <OutOfDatePanel bill={bill} />
          <div className="payments-layout">
            <PaymentForm
              billId={bill.billId}
              billDate={bill.billDate}
              outstanding={bill.outstanding}
              disabled={bill.status === 'Cancelled' || bill.status === 'Paid'}
            />
            <PaymentsTable billId={bill.billId} />
          </div>
        </>
      )}
    </section>
  );
}
