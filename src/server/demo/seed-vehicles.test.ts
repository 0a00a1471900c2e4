import { databaseSuite } from '../test/test-database';
import { vehicleService } from '../modules/vehicles/service';
import { looksLikePdf } from '../../shared/common/uploads';
import { isValidTruckNumber, isFlagged, isValid } from '../../shared/masters/vehicle';
import { seededRandom } from './seed';
import { seedVehicles } from './seed-vehicles';

const suite = databaseSuite((db) => seedVehicles({ db, logins: [], random: seededRandom(1) }));

test('40 trucks in the MH12KL1111 format with PDF documents, some expired, some due within 5 days', async () => {
  const service = vehicleService(suite.database.db);
  const vehicles = await service.list();
  expect(vehicles).toHaveLength(40);
  expect(vehicles.every((v) => isValidTruckNumber(v.truck_no))).toBe(true);
  expect(new Set(vehicles.map((v) => v.truck_no.slice(0, 2))).size).toBeGreaterThanOrEqual(4);

  const documents = vehicles.flatMap((v) => Object.values(v.documents)).filter((d) => d.end_date !== null);
  expect(documents.length).toBeGreaterThan(200);
  expect(documents.some((d) => !isValid(d.days_left))).toBe(true);
  expect(documents.some((d) => isValid(d.days_left) && isFlagged(d.days_left))).toBe(true);
  expect(documents.filter((d) => d.days_left > 30).length / documents.length).toBeGreaterThan(0.8);
  expect(documents.every((d) => d.file_name && d.start_date! <= d.end_date!)).toBe(true);

  const file = await service.download(vehicles[0].truck_no, 'insurance');
  expect(looksLikePdf(file.content)).toBe(true);
});
