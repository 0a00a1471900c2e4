import { vendorHasUnpaidBillsMessage } from './vendor-deletion';

describe('vendorHasUnpaidBillsMessage', () => {
  test('names the bills and the amount owed, en-IN', () => {
    expect(
      vendorHasUnpaidBillsMessage([
        { billId: 'B1034', outstandingPaise: 20_000_00 },
        { billId: 'B1040', outstandingPaise: 9_009_23 },
      ]),
    ).toBe(
      'This vendor has unpaid bills B1034, B1040 (Rs. 29,009.23 outstanding). Record or settle them before deleting the vendor.',
    );
    expect(vendorHasUnpaidBillsMessage([{ billId: 'B1034', outstandingPaise: 1_23_456_78 }])).toBe(
      'This vendor has an unpaid bill B1034 (Rs. 1,23,456.78 outstanding). Record or settle it before deleting the vendor.',
    );
  });

  test('names ten bills and counts the rest', () => {
    const bills = Array.from({ length: 12 }, (_, i) => ({ billId: `B${1001 + i}`, outstandingPaise: 100 }));
    expect(vendorHasUnpaidBillsMessage(bills)).toBe(
      'This vendor has unpaid bills B1001, B1002, B1003, B1004, B1005, B1006, B1007, B1008, B1009, B1010 and 2 more (Rs. 12.00 outstanding). Record or settle them before deleting the vendor.',
    );
  });
});
