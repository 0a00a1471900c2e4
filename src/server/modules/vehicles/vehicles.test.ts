import crypto from 'node:crypto';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE, todayInIndia } from '../../../shared/common/dates';
import { DOCUMENT_KEYS, VEHICLE_MESSAGES } from '../../../shared/masters/vehicle';
import type { Vehicle } from '../../../shared/masters/vehicles-wire';
import { listAudit } from '../audit/repository';
import { postMultipart, samplePdf, type MultipartFiles } from '../../test/multipart';
import { adminSuite, TestClient, TEST_ADMIN } from '../../test/test-app';

/** A date `n` days from today in India, as the wire carries it. */
const day = (n: number) =>
  DateTime.fromISO(todayInIndia(), { zone: BUSINESS_ZONE }).plus({ days: n }).toISODate()!;

const suite = adminSuite();

function addVehicle(
  client: TestClient,
  fields: Record<string, string | undefined>,
  files: MultipartFiles = {},
) {
  return postMultipart(
    client,
    '/add-vehicle',
    { make: 'Tata', companyOwner: 'Ramesh Patil', ...fields },
    files,
  );
}

/** Resets one document of a truck on the Vehicle screen's call, as the admin. */
function resetDocument(truckNo: string, documentKey: string) {
  return suite.admin.post('/reset-vehicle-doc', { truck_no: truckNo, field_name: documentKey });
}

async function listVehicles(client: TestClient = suite.admin): Promise<Vehicle[]> {
  const res = await client.get('/list-vehicle');
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function findVehicle(truckNo: string): Promise<Vehicle | undefined> {
  return (await listVehicles()).find((v) => v.truck_no === truckNo);
}

/** One document of a vehicle as the list shows it (no file and no dates: null, null, 0 days, null). */
function listedDocument(
  key: string,
  startDate: string | null,
  endDate: string | null,
  daysLeft: number,
  fileName: string | null,
) {
  return {
    field_name: key,
    start_date: startDate,
    end_date: endDate,
    days_left: daysLeft,
    file_name: fileName,
  };
}

async function storedFileCount(): Promise<number> {
  const row = await suite.app.db
    .selectFrom('stored_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A PDF of exactly `size` bytes. */
function pdfOfSize(size: number): Buffer {
  const head = samplePdf('sized');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
}

describe('POST /add-vehicle and GET /list-vehicle', () => {
  test('adds a vehicle with documents; the list shows all seven documents', async () => {
    const rc = samplePdf('registration of MH12KL1111');
    const insurance = samplePdf('insurance of MH12KL1111');
    const res = await addVehicle(
      suite.admin,
      {
        truck_no: 'mh 12 kl 1111',
        make: '  Tata  ',
        companyOwner: 'Ramesh Patil',
        registration_startDate: day(-300),
        registration_endDate: day(65),
        insurance_startDate: day(-10),
        insurance_endDate: day(3),
      },
      {
        registration: { filename: 'RC book.pdf', content: rc },
        insurance: { filename: 'policy.pdf', content: insurance },
      },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Vehicle Details added successfully' });

    const vehicle = await findVehicle('MH12KL1111');
    expect(vehicle).toBeDefined();
    expect(vehicle!._id).toEqual(expect.any(String));
    expect(vehicle).toMatchObject({ truck_no: 'MH12KL1111', make: 'Tata', companyOwner: 'Ramesh Patil' });
    expect(Object.keys(vehicle!.documents)).toEqual([...DOCUMENT_KEYS]);
    expect(vehicle!.documents.registration).toEqual(
      listedDocument('registration', day(-300), day(65), 65, 'RC book.pdf'),
    );
    expect(vehicle!.documents.insurance).toEqual(
      listedDocument('insurance', day(-10), day(3), 3, 'policy.pdf'),
    );
    for (const key of ['fitness', 'mv_tax', 'puc', 'ka_tax', 'basic_and_KA_permit'] as const) {
      expect(vehicle!.documents[key]).toEqual(listedDocument(key, null, null, 0, null));
    }
  });

  test('a vehicle without documents is fine; the list is ordered by truck number', async () => {
    expect((await addVehicle(suite.admin, { truck_no: 'GJ05AB0001' })).statusCode).toBe(201);
    expect((await addVehicle(suite.admin, { truck_no: 'KA01CD2345' })).statusCode).toBe(201);
    const numbers = (await listVehicles()).map((v) => v.truck_no);
    expect(numbers).toEqual([...numbers].sort());
    expect(numbers).toEqual(expect.arrayContaining(['GJ05AB0001', 'KA01CD2345', 'MH12KL1111']));
  });

  test('a duplicate truck number (any case or spacing) is 409 and stores nothing', async () => {
    const files = await storedFileCount();
    const res = await addVehicle(
      suite.admin,
      { truck_no: 'MH12 kl1111', registration_startDate: day(0), registration_endDate: day(10) },
      { registration: { filename: 'rc.pdf', content: samplePdf() } },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Truck already exists.' });
    expect(await storedFileCount()).toBe(files);
    expect((await listVehicles()).filter((v) => v.truck_no === 'MH12KL1111')).toHaveLength(1);
  });

  test.each([
    ['', 'Use format: MH12KL1111'],
    ['MH12KL111', 'Use format: MH12KL1111'],
    ['MH12KL11112', 'Use format: MH12KL1111'],
    ['12MHKL1111', 'Use format: MH12KL1111'],
  ])('truck number %p is refused with 400', async (truckNo, message) => {
    const res = await addVehicle(suite.admin, { truck_no: truckNo });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  test('make and company owner are required', async () => {
    const noMake = await addVehicle(suite.admin, { truck_no: 'TN09BC4321', make: ' ' });
    expect(noMake.statusCode).toBe(400);
    expect(noMake.json()).toEqual({ message: 'Please enter the make.' });
    const noOwner = await addVehicle(suite.admin, { truck_no: 'TN09BC4321', companyOwner: '' });
    expect(noOwner.statusCode).toBe(400);
    expect(noOwner.json()).toEqual({ message: 'Please enter the company owner.' });
  });

  test.each([
    ['a file without dates', {}, true, VEHICLE_MESSAGES.datesRequiredWithFile],
    ['a file with one date', { puc_startDate: day(0) }, true, VEHICLE_MESSAGES.datesRequiredWithFile],
    [
      'dates without a file',
      { puc_startDate: day(0), puc_endDate: day(9) },
      false,
      VEHICLE_MESSAGES.fileRequiredWithDates,
    ],
    ['one date without a file', { puc_endDate: day(9) }, false, VEHICLE_MESSAGES.bothDatesRequired],
    [
      'an end before the start',
      { puc_startDate: day(5), puc_endDate: day(4) },
      true,
      VEHICLE_MESSAGES.endBeforeStart,
    ],
    [
      'an impossible date',
      { puc_startDate: '2026-02-30', puc_endDate: day(4) },
      true,
      VEHICLE_MESSAGES.invalidDate,
    ],
  ])(
    'a slot with %s is 400 and stores nothing',
    async (_, fields: Record<string, string>, withFile, message) => {
      const files = await storedFileCount();
      const res = await addVehicle(
        suite.admin,
        { truck_no: 'TN09BC4321', registration_startDate: day(0), registration_endDate: day(30), ...fields },
        {
          registration: { filename: 'rc.pdf', content: samplePdf() },
          ...(withFile ? { puc: { filename: 'puc.pdf', content: samplePdf('puc') } } : {}),
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
      expect(await findVehicle('TN09BC4321')).toBeUndefined();
      expect(await storedFileCount()).toBe(files);
    },
  );

  test('a file that is not a PDF is 415, by content or by name', async () => {
    const dates = { fitness_startDate: day(0), fitness_endDate: day(100) };
    const byContent = await addVehicle(
      suite.admin,
      { truck_no: 'TN09BC4321', ...dates },
      {
        fitness: {
          filename: 'fitness.pdf',
          content: Buffer.from('GIF89a not a pdf'),
          contentType: 'application/pdf',
        },
      },
    );
    expect(byContent.statusCode).toBe(415);
    expect(byContent.json()).toEqual({ message: 'File type should be .pdf only' });
    const byName = await addVehicle(
      suite.admin,
      { truck_no: 'TN09BC4321', ...dates },
      {
        fitness: { filename: 'fitness.docx', content: samplePdf() },
      },
    );
    expect(byName.statusCode).toBe(415);
    expect(byName.json()).toEqual({ message: 'File type should be .pdf only' });
    expect(await findVehicle('TN09BC4321')).toBeUndefined();
  });

  test('a file over 1,048,576 bytes is 413; one of exactly 1,048,576 is stored whole', async () => {
    const dates = { fitness_startDate: day(0), fitness_endDate: day(100) };
    const files = await storedFileCount();
    const tooBig = await addVehicle(
      suite.admin,
      { truck_no: 'TN09BC4321', ...dates },
      {
        fitness: { filename: 'big.pdf', content: pdfOfSize(1048577) },
      },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: 'File size should be 1MB or less' });
    expect(await findVehicle('TN09BC4321')).toBeUndefined();
    expect(await storedFileCount()).toBe(files);

    const exact = pdfOfSize(1048576);
    const ok = await addVehicle(
      suite.admin,
      { truck_no: 'TN09BC4321', ...dates },
      { fitness: { filename: 'exact.pdf', content: exact } },
    );
    expect(ok.statusCode).toBe(201);
    const download = await suite.admin.get('/download/TN09BC4321/fitness');
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(1048576);
    expect(download.rawPayload.equals(exact)).toBe(true);
  });

  test('more files than the form has slots is 413 with a message; nothing is stored', async () => {
    const files = await storedFileCount();
    const nine = Object.fromEntries(
      Array.from({ length: 9 }, (_, i) => [
        `extra${i}`,
        { filename: `doc${i}.pdf`, content: samplePdf(`doc ${i}`) },
      ]),
    );
    const res = await addVehicle(suite.admin, { truck_no: 'TN10XY0009' }, nine);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Too many files in one request.' });
    expect(await findVehicle('TN10XY0009')).toBeUndefined();
    expect(await storedFileCount()).toBe(files);
  });

  test('a file input left empty counts as no file', async () => {
    const res = await addVehicle(
      suite.admin,
      { truck_no: 'TN10XY0001' },
      { puc: { filename: '', content: Buffer.alloc(0), contentType: 'application/octet-stream' } },
    );
    expect(res.statusCode).toBe(201);
    expect((await findVehicle('TN10XY0001'))!.documents.puc.file_name).toBeNull();
  });

  test('a request that is not multipart is 400', async () => {
    const res = await suite.admin.post('/add-vehicle', {
      truck_no: 'TN10XY0002',
      make: 'Tata',
      companyOwner: 'A',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('GET /download/{truckNo}/{docKey}', () => {
  test('returns the same bytes with the original name', async () => {
    const content = samplePdf('insurance policy 2026');
    const name = 'बीमा policy (2026).pdf';
    expect(
      (
        await addVehicle(
          suite.admin,
          { truck_no: 'KA05MN7788', insurance_startDate: day(-1), insurance_endDate: day(364) },
          { insurance: { filename: name, content } },
        )
      ).statusCode,
    ).toBe(201);
    const res = await suite.admin.get('/download/ka05 mn7788/insurance');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(content)).toBe(true);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition.startsWith('attachment;')).toBe(true);
    const encoded = /filename\*=UTF-8''([^;\s]+)/.exec(disposition)?.[1];
    expect(decodeURIComponent(encoded ?? '')).toBe(name);
    expect(disposition).toMatch(/filename="[\x20-\x7e]+"/);
    expect((await findVehicle('KA05MN7788'))!.documents.insurance.file_name).toBe(name);
  });

  test('404 with a message when there is no file, no such document or no such truck', async () => {
    const noFile = await suite.admin.get('/download/KA05MN7788/puc');
    expect(noFile.statusCode).toBe(404);
    expect(noFile.json()).toEqual({ message: 'No file found for this document.' });
    const noKey = await suite.admin.get('/download/KA05MN7788/passport');
    expect(noKey.statusCode).toBe(404);
    expect(noKey.json()).toEqual({ message: 'No file found for this document.' });
    const noTruck = await suite.admin.get('/download/KA99ZZ9999/insurance');
    expect(noTruck.statusCode).toBe(404);
    expect(noTruck.json()).toEqual({ message: 'Vehicle not found.' });
  });
});

describe('POST /upload', () => {
  const upload = (fields: Record<string, string | undefined>, files: MultipartFiles = {}) =>
    postMultipart(
      suite.admin,
      '/upload',
      { truck_no: 'MH12KL1111', field_name: 'insurance', start_date: day(0), end_date: day(365), ...fields },
      files,
    );

  test('replaces a document with a new file and dates', async () => {
    const content = samplePdf('renewed insurance');
    const res = await upload({ truck_no: 'mh12kl1111' }, { file: { filename: 'renewed.pdf', content } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'File uploaded successfully!' });
    expect((await findVehicle('MH12KL1111'))!.documents.insurance).toEqual(
      listedDocument('insurance', day(0), day(365), 365, 'renewed.pdf'),
    );
    const download = await suite.admin.get('/download/MH12KL1111/insurance');
    expect(download.rawPayload.equals(content)).toBe(true);
  });

  test('fills an empty document', async () => {
    const res = await upload(
      { field_name: 'ka_tax', start_date: day(-30), end_date: day(-1) },
      { file: { filename: 'ka.pdf', content: samplePdf('ka') } },
    );
    expect(res.statusCode).toBe(200);
    expect((await findVehicle('MH12KL1111'))!.documents.ka_tax).toMatchObject({
      end_date: day(-1),
      days_left: -1,
      file_name: 'ka.pdf',
    });
  });

  const aPdf = { file: { filename: 'x.pdf', content: samplePdf() } };
  test.each([
    ['400 without a file', {}, {}, 400, 'Please select a file to upload.'],
    [
      '400 without an end date',
      { end_date: '' },
      aPdf,
      400,
      'Both start and end dates are required when a file is uploaded.',
    ],
    [
      '400 for an end date before the start date',
      { start_date: day(2), end_date: day(1) },
      aPdf,
      400,
      'End date should be greater than or equal to the start date.',
    ],
    ['400 for an unknown document', { field_name: 'passport' }, aPdf, 400, 'Unknown document type.'],
    ['404 for an unknown truck', { truck_no: 'MH99ZZ0000' }, aPdf, 404, 'Vehicle not found.'],
  ])('%s', async (_, fields: Record<string, string>, files: MultipartFiles, status, message) => {
    const res = await upload(fields, files);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
  });

  test('413 and 415 leave the stored document as it was', async () => {
    const before = (await findVehicle('MH12KL1111'))!.documents.insurance;
    const big = await upload({}, { file: { filename: 'big.pdf', content: pdfOfSize(2 * 1048576) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'File size should be 1MB or less' });
    const wrong = await upload(
      {},
      { file: { filename: 'scan.jpg', content: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) } },
    );
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json()).toEqual({ message: 'File type should be .pdf only' });
    expect((await findVehicle('MH12KL1111'))!.documents.insurance).toEqual(before);
  });
});

describe('POST /reset-vehicle-doc', () => {
  test('deletes the file and dates: 0 days left, nothing to download', async () => {
    const res = await resetDocument('MH12KL1111', 'registration');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Document reset successfully!' });
    expect((await findVehicle('MH12KL1111'))!.documents.registration).toEqual(
      listedDocument('registration', null, null, 0, null),
    );
    expect((await suite.admin.get('/download/MH12KL1111/registration')).statusCode).toBe(404);
  });

  test.each([
    ['404 for an unknown truck', 'MH99ZZ0000', 'puc', 404, 'Vehicle not found.'],
    ['400 for an unknown document', 'MH12KL1111', 'passport', 400, 'Unknown document type.'],
  ])('%s', async (_, truckNo, documentKey, status, message) => {
    const res = await resetDocument(truckNo, documentKey);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
  });
});

describe('DELETE /delete-vehicle/{truckNo} and GET /api/trucks', () => {
  test('the truck list has every vehicle as { truck_no, _id }', async () => {
    const res = await suite.admin.get('/api/trucks');
    expect(res.statusCode).toBe(200);
    const trucks: Array<{ truck_no: string; _id: string }> = res.json();
    const listed = await listVehicles();
    expect(trucks).toEqual(listed.map((v) => ({ truck_no: v.truck_no, _id: v._id })));
  });

  test('deletes a vehicle: gone from the lists; the number can be added again', async () => {
    const res = await suite.admin.delete('/delete-vehicle/gj05ab0001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Vehicle deleted successfully!' });
    expect(await findVehicle('GJ05AB0001')).toBeUndefined();
    const trucks: Array<{ truck_no: string }> = (await suite.admin.get('/api/trucks')).json();
    expect(trucks.map((t) => t.truck_no)).not.toContain('GJ05AB0001');

    const again = await suite.admin.delete('/delete-vehicle/GJ05AB0001');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Vehicle not found.' });

    expect((await addVehicle(suite.admin, { truck_no: 'GJ05AB0001', make: 'Eicher' })).statusCode).toBe(201);
    expect((await findVehicle('GJ05AB0001'))!.make).toBe('Eicher');
  });

  test('404 for a truck that never existed', async () => {
    const res = await suite.admin.delete('/delete-vehicle/MH99ZZ0000');
    expect(res.statusCode).toBe(404);
  });
});

describe('audit', () => {
  test('add, upload, reset and delete each write an entry with who and before/after', async () => {
    const content = samplePdf('audited');
    await addVehicle(
      suite.admin,
      {
        truck_no: 'MH14AA0042',
        make: 'Eicher',
        companyOwner: 'Sunita Deshmukh',
        puc_startDate: day(0),
        puc_endDate: day(180),
      },
      { puc: { filename: 'puc.pdf', content } },
    );
    const vehicle = (await findVehicle('MH14AA0042'))!;
    const replacement = samplePdf('audited again');
    await postMultipart(
      suite.admin,
      '/upload',
      { truck_no: 'MH14AA0042', field_name: 'puc', start_date: day(1), end_date: day(181) },
      {
        file: { filename: 'puc-2.pdf', content: replacement },
      },
    );
    await resetDocument('MH14AA0042', 'puc');
    await suite.admin.delete('/delete-vehicle/MH14AA0042');

    const entries = await listAudit(suite.app.db, 'vehicle', vehicle._id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'upload-document', 'reset-document', 'delete']);
    expect(entries.every((e) => e.actor === TEST_ADMIN.username)).toBe(true);
    const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
    expect(entries[0].after).toEqual({
      truck_no: 'MH14AA0042',
      make: 'Eicher',
      companyOwner: 'Sunita Deshmukh',
      documents: {
        puc: {
          start_date: day(0),
          end_date: day(180),
          file_name: 'puc.pdf',
          size: content.length,
          sha256: sha(content),
        },
      },
    });
    expect(entries[1].before).toMatchObject({
      field_name: 'puc',
      document: { file_name: 'puc.pdf', sha256: sha(content) },
    });
    expect(entries[1].after).toMatchObject({
      field_name: 'puc',
      document: { end_date: day(181), file_name: 'puc-2.pdf', sha256: sha(replacement) },
    });
    expect(entries[2].before).toMatchObject({ document: { file_name: 'puc-2.pdf' } });
    expect(entries[2].after).toMatchObject({ document: null });
    expect(entries[3].before).toEqual({
      truck_no: 'MH14AA0042',
      make: 'Eicher',
      companyOwner: 'Sunita Deshmukh',
    });
  });

  test('a refused change writes nothing', async () => {
    const before = (await listAudit(suite.app.db, 'vehicle')).length;
    await addVehicle(suite.admin, { truck_no: 'MH12KL1111' });
    await resetDocument('MH99ZZ0000', 'puc');
    expect((await listAudit(suite.app.db, 'vehicle')).length).toBe(before);
  });
});

describe('roles', () => {
  test('unloadingManager may not use any Vehicle call (403) but gets the truck list', async () => {
    const unloading = await TestClient.as(suite.app, 'unloadingManager');
    const calls = [
      () => unloading.get('/list-vehicle'),
      () => addVehicle(unloading, { truck_no: 'MH01AA0001' }),
      () => postMultipart(unloading, '/upload', { truck_no: 'MH12KL1111', field_name: 'puc' }),
      () => unloading.delete('/delete-vehicle/MH12KL1111'),
      () => unloading.post('/reset-vehicle-doc', { truck_no: 'MH12KL1111', field_name: 'insurance' }),
      () => unloading.get('/download/MH12KL1111/insurance'),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You do not have access to this section.' });
    }
    expect(await findVehicle('MH12KL1111')).toBeDefined();
    expect((await findVehicle('MH12KL1111'))!.documents.insurance.file_name).toBe('renewed.pdf');
    expect((await unloading.get('/api/trucks')).statusCode).toBe(200);
  });

  test('loadingManager and accountant use the Vehicle screen', async () => {
    for (const profile of ['loadingManager', 'accountant'] as const) {
      const client = await TestClient.as(suite.app, profile);
      expect((await client.get('/list-vehicle')).statusCode).toBe(200);
      expect((await client.get('/api/trucks')).statusCode).toBe(200);
      expect((await client.get('/download/MH12KL1111/insurance')).statusCode).toBe(200);
    }
    const loading = await TestClient.as(suite.app, 'loadingManager');
    expect((await addVehicle(loading, { truck_no: 'MH20LM5050' })).statusCode).toBe(201);
  });

  test('not signed in: 401', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/logistics/list-vehicle' });
    expect(res.statusCode).toBe(401);
  });
});
