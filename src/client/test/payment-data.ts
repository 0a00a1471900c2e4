import { rupees } from '../../shared/common/money';
import type { Payment } from '../../shared/payments/wire';

/** A payment of Shree Cement's bill B1042 as the server answers it: NEFT, not reversed. */
export const payment = (id: number, amount: number, extra: Partial<Payment> = {}): Payment => ({
  id,
  billId: 'B1042',
  vendor: 'Shree Cement',
  date: '2026-11-23',
  mode: 'NEFT',
  reference: 'UTR77',
  amount: rupees(amount),
  note: '',
  createdBy: 'accounts',
  createdAt: '2026-11-23T06:00:00.000Z',
  reversed: false,
  reversedBy: null,
  reversedAt: null,
  reversalReason: null,
  ...extra,
});
