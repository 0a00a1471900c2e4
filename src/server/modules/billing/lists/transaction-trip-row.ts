import { gstPaiseOn } from '../../../../shared/billing';
import { fromPaise, toPaise } from '../../../../shared/common/money';
import type { TransactionTripRow } from '../../../../shared/billing/wire';
import type { BillLine } from '../stored/bill-types';

/** A trip of a bill as Transactions lists it (the line as billed). */
export function transactionTripRow(line: BillLine, applyTaxes: boolean): TransactionTripRow {
  return {
    trip_id: line.tripId,
    date: line.localDate,
    truck_no: line.truckNumber,
    driver_name: line.driverName,
    do_number: line.doNumber,
    destination_from: line.destinationFrom,
    destination_to: line.destinationTo,
    truck_type: line.truckType,
    transaction_status: 'Billed',
    diesel_slip_number: line.dieselSlipNumber,
    weight: line.weight,
    actual_weight: line.actualWeight,
    difference_weight: line.differenceWeight,
    rate: line.rate,
    freight: line.freight,
    tds: line.tds,
    diesel_amount: line.diesel,
    advance: line.advance,
    toll: line.toll,
    short: line.short,
    adblue: line.adblue,
    greasing: line.greasing,
    gst_amount: applyTaxes ? fromPaise(gstPaiseOn(toPaise(line.freight))) : 0,
    amount: line.amount,
  };
}
