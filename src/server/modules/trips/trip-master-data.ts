import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { StatementRunner } from '../../plugins/session-in-statement';
import type { DB } from '../../db/connection';
import { knownPlaceQuery } from '../freight/for-trips';
import { activePairQuery, toFreight } from '../freight/public';
import { settingValueQuery } from '../settings/public';
import { activeVendorByNameQuery, tdsRuleSetting, toVendor } from '../vendors/public';
import { activeVehicleQuery, toDocumentDatesOf, toVehicle, truckDocumentsQuery } from '../vehicles/public';
import type { TripFormValues } from '../../../shared/trips';
import { truckNumberKey } from '../../../shared/masters/vehicle';
import { documentBlockingSetting } from './document-check';
import { compiledOnce } from '../../db/compiled-once';
import { destinationKey } from '../../../shared/trips/lookups';
import { nameKey } from '../../../shared/common/text-rules';

/** The master data statement, built once: the truck's key, the vendor's, both places', the trip's own vehicle. */
const masterDataStatement = compiledOnce(
  (db: DB, truckNo: string, vendor: string, from: string, to: string, ownVehicleId: number | null) =>
    db.selectNoFrom(() => [
      jsonObjectFrom(activeVehicleQuery(db, truckNo)).as('vehicle'),
      jsonObjectFrom(activeVendorByNameQuery(db, vendor)).as('vendor'),
      knownPlaceQuery(db, 'from_destination', from).as('origin'),
      knownPlaceQuery(db, 'to_destination', to).as('destination'),
      jsonObjectFrom(activePairQuery(db, from, to)).as('pair'),
      settingValueQuery(db, tdsRuleSetting.key).as('tdsRule'),
      jsonArrayFrom(truckDocumentsQuery(db, truckNo, ownVehicleId)).as('documents'),
      settingValueQuery(db, documentBlockingSetting.key).as('blocking'),
    ]),
);

type TypedMasterFields = Pick<TripFormValues, 'TruckNumber' | 'Vendor' | 'DestinationFrom' | 'DestinationTo'>;

/**
 * Everything a trip form is checked and priced against, found case-insensitively among the live
 * rows, in ONE statement: the truck, the vendor, both places, the pair's rate, the admin's TDS
 * switch, the truck's documents (and those of `ownVehicleId`, a trip's own truck since archived)
 * and the admin's document blocking. A new trip is the office's most frequent write, and each
 * round trip to the database costs both machines CPU. A blank field finds nothing.
 */
export async function readTripMasterData(
  db: DB,
  form: TypedMasterFields,
  ownVehicleId: number | null,
  run: StatementRunner = (query) => db.executeQuery(query),
) {
  // The values as the builders below key them (they key again what is keyed: the same text).
  const truckNo = truckNumberKey(form.TruckNumber);
  const from = destinationKey(form.DestinationFrom);
  const to = destinationKey(form.DestinationTo);
  const query = masterDataStatement(db, truckNo, nameKey(form.Vendor), from, to, ownVehicleId);
  const [row] = (await run(query)).rows;
  if (!row) throw new Error('the master data read answers one row');
  const filled = (text: string) => text !== '';
  return {
    vehicle: filled(form.TruckNumber) && row.vehicle ? toVehicle(row.vehicle) : null,
    vendor: filled(form.Vendor) && row.vendor ? toVendor(row.vendor) : null,
    origin: filled(form.DestinationFrom) ? (row.origin ?? null) : null,
    destination: filled(form.DestinationTo) ? (row.destination ?? null) : null,
    pair: filled(form.DestinationFrom) && filled(form.DestinationTo) && row.pair ? toFreight(row.pair) : null,
    tdsRule: tdsRuleSetting.of(row.tdsRule),
    documents: row.documents.map(toDocumentDatesOf),
    blocking: documentBlockingSetting.of(row.blocking),
  };
}
