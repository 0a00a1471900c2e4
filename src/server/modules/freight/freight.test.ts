import type { Profile } from '../../../shared/auth/profiles';
import { FREIGHT_MESSAGES } from '../../../shared/masters/freight';
import { ACCESS_MESSAGES } from '../../../shared/common/messages';
import { listAudit } from '../audit/repository';
import { expectCreateUpdateDeleteAudit, expectMessage, signedInSuite } from '../../test/test-app';

// SPEC.md section 8 (Freight): answers are asserted as the shared lists hold them, whose words
// shared/masters/freight.test.ts checks verbatim.
const suite = signedInSuite('fr');
const { clients, usernames } = suite;

const route = (from: string, to: string, rate: unknown) => ({
  from_destination: from,
  to_destination: to,
  rate,
});

async function add(from: string, to: string, rate: unknown, as: Profile = 'accountant') {
  const res = await clients[as].post('/add-freight', route(from, to, rate));
  expect(res.statusCode).toBe(201);
  return res.json().freight as { id: string; _id: string; from: string; to: string; rate: number };
}

async function list(as: Profile = 'accountant') {
  const res = await clients[as].get('/list-freight');
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; _id: string; from: string; to: string; rate: number }[];
}

describe('POST /add-freight', () => {
  test('201 with the message and the stored row: destinations capitalised, whole rate kept', async () => {
    const res = await clients.accountant.post('/add-freight', route('  pune ', 'NAVI   mumbai', '1451'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      message: FREIGHT_MESSAGES.added,
      freight: { id: expect.any(String), _id: body.freight.id, from: 'Pune', to: 'Navi mumbai', rate: 1451 },
    });
    expect((await list()).find((f) => f.id === body.freight.id)).toEqual(body.freight);
  });

  test('a rate with paise is refused, not rounded, and nothing is stored; the largest rate is kept', async () => {
    const res = await clients.accountant.post('/add-freight', route('Satara', 'Karad', 899.5));
    expectMessage(res, 400, 'Rate must be a whole number (no decimal places).');
    expect((await list()).some((f) => f.from === 'Satara' && f.to === 'Karad')).toBe(false);
    expect((await add('Satara', 'Sangli', 100_000)).rate).toBe(100_000);
  });

  test('409 for a pair that exists, whatever its case', async () => {
    await add('Nashik', 'Dhule', 700);
    const res = await clients.accountant.post('/add-freight', route('NASHIK', 'dhule', 800));
    expectMessage(res, 409, FREIGHT_MESSAGES.duplicate);
    // The reverse direction is a different route.
    expect((await add('Dhule', 'Nashik', 710)).from).toBe('Dhule');
  });

  test('two clerks adding the same pair at once: one 201, one 409, one row', async () => {
    const results = await Promise.all([
      clients.accountant.post('/add-freight', route('Vapi', 'Silvassa', 300)),
      clients.admin.post('/add-freight', route('VAPI', 'silvassa', 310)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({
      message: FREIGHT_MESSAGES.duplicate,
    });
    expect((await list()).filter((f) => f.from === 'Vapi' && f.to === 'Silvassa')).toHaveLength(1);
  });

  test.each([
    [route('', 'Mumbai', 100), 'From is required.'],
    [route('Pune', '   ', 100), 'To is required.'],
    [route('Pune', 'Mumbai', ''), 'Rate is required.'],
    [{ from_destination: 'Pune', to_destination: 'Mumbai' }, 'Rate is required.'],
    [{}, 'From is required.'],
    [route('Pune', 'Mumbai', 'abc'), 'Rate must be a number.'],
    [route('Pune', 'Mumbai', -5), 'Rate cannot be negative.'],
    [route('Pune', 'Mumbai', 1e9), 'Rate can be at most 1,00,000.'],
    [route('Pune', 'Mumbai', 100_001), 'Rate can be at most 1,00,000.'],
    [route('Pune', 'Mumbai', '9999999.999'), 'Rate must be a whole number (no decimal places).'],
    [route('P'.repeat(61), 'Mumbai', 1), 'From must be at most 60 characters.'],
  ])('400 with the rule message for %j', async (payload: object, message: string) => {
    const res = await clients.accountant.post('/add-freight', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  test('400 and nothing stored for a body that is not JSON object', async () => {
    const before = (await list()).length;
    const res = await clients.accountant.request({
      method: 'POST',
      url: '/add-freight',
      payload: '["Pune"]',
      headers: { 'content-type': 'application/json' },
    });
    expectMessage(res, 400, 'The request body must be a JSON object.');
    expect((await list()).length).toBe(before);
  });
});

describe('GET /list-freight', () => {
  test('rows of id, _id, from, to, rate ordered by from then to', async () => {
    await add('zirakpur', 'Ambala', 500);
    await add('Aurangabad', 'Jalna', 450);
    await add('Aurangabad', 'Beed', 650);
    const rows = await list();
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['_id', 'from', 'id', 'rate', 'to']);
      expect(row._id).toBe(row.id);
      expect(typeof row.rate).toBe('number');
    }
    const keys = rows.map((r) => `${r.from.toLowerCase()}|${r.to.toLowerCase()}`);
    expect(keys).toEqual([...keys].sort());
    expect(keys.indexOf('aurangabad|beed')).toBeLessThan(keys.indexOf('aurangabad|jalna'));
    expect(keys[keys.length - 1]).toBe('zirakpur|ambala');
  });
});

describe('POST /update-freight', () => {
  test('200 with the message; the new values are stored capitalised', async () => {
    const old = await add('Kolhapur', 'Goa', 1800);
    const res = await clients.accountant.post('/update-freight', {
      old,
      new: route('kolhapur', 'PANJIM', '1899'),
    });
    expectMessage(res, 200, FREIGHT_MESSAGES.updated);
    expect((await list()).find((f) => f.id === old.id)).toEqual({ ...old, to: 'Panjim', rate: 1899 });
  });

  test('the row is found by id when _id is absent, and keeping its own pair is no conflict', async () => {
    const old = await add('Solapur', 'Latur', 900);
    const res = await clients.accountant.post('/update-freight', {
      old: { id: old.id, from: old.from, to: old.to, rate: old.rate },
      new: route('SOLAPUR', 'latur', 950),
    });
    expect(res.statusCode).toBe(200);
    expect((await list()).find((f) => f.id === old.id)?.rate).toBe(950);
  });

  test('409 when the new pair belongs to another route (case-insensitive); nothing changes', async () => {
    await add('Ratnagiri', 'Chiplun', 400);
    const other = await add('Ratnagiri', 'Khed', 500);
    const res = await clients.accountant.post('/update-freight', {
      old: other,
      new: route('ratnagiri', 'CHIPLUN', 450),
    });
    expectMessage(res, 409, FREIGHT_MESSAGES.updateConflict);
    expect((await list()).find((f) => f.id === other.id)).toEqual(other);
  });

  test('without an id, the row is found by its listed from/to pair', async () => {
    const old = await add('Sangamner', 'Shirdi', 260);
    const res = await clients.accountant.post('/update-freight', {
      old: { from: 'SANGAMNER', to: 'shirdi', rate: 260 },
      new: route('Sangamner', 'Shirdi', 275),
    });
    expect(res.statusCode).toBe(200);
    expect((await list()).find((f) => f.id === old.id)?.rate).toBe(275);
  });

  test('404 for an unknown, malformed or missing id', async () => {
    for (const old of [{ _id: '999999' }, { _id: 'abc' }, { _id: '-1' }, undefined]) {
      const res = await clients.accountant.post('/update-freight', { old, new: route('A', 'B', 1) });
      expectMessage(res, 404, FREIGHT_MESSAGES.notFound);
    }
  });

  test('400 with the rule message for invalid new values; nothing changes', async () => {
    const old = await add('Jalgaon', 'Bhusawal', 300);
    const res = await clients.accountant.post('/update-freight', { old, new: route('Jalgaon', '', 300) });
    expectMessage(res, 400, 'To is required.');
    const negative = await clients.accountant.post('/update-freight', {
      old,
      new: route('Jalgaon', 'Bhusawal', -1),
    });
    expect(negative.json()).toEqual({ message: 'Rate cannot be negative.' });
    expect((await list()).find((f) => f.id === old.id)).toEqual(old);
  });
});

describe('DELETE /delete-freight/:id', () => {
  test('200; the route leaves the list and the destination look-up, and the pair can be added again', async () => {
    const old = await add('Baramati', 'Daund', 350);
    const res = await clients.accountant.delete(`/delete-freight/${old.id}`);
    expectMessage(res, 200, FREIGHT_MESSAGES.deleted);
    expect((await list()).some((f) => f.id === old.id)).toBe(false);
    const destinations = (await clients.accountant.get('/api/destination')).json() as {
      from: string;
      to: string;
    }[];
    expect(destinations.some((d) => d.from === 'Baramati' && d.to === 'Daund')).toBe(false);

    const again = await add('baramati', 'daund', 360);
    expect(again.id).not.toBe(old.id);
    // The archived row is kept in the database for history.
    const archived = await suite.app.db
      .selectFrom('freight_rates')
      .select(['archived_at'])
      .where('id', '=', Number(old.id))
      .executeTakeFirst();
    expect(archived?.archived_at).toBeInstanceOf(Date);
  });

  test('404 for an unknown or malformed id, and for a route already deleted', async () => {
    const old = await add('Akola', 'Amravati', 420);
    expect((await clients.accountant.delete(`/delete-freight/${old.id}`)).statusCode).toBe(200);
    for (const id of [old.id, '999999', 'abc', '0', '99999999999']) {
      const res = await clients.accountant.delete(`/delete-freight/${id}`);
      expectMessage(res, 404, FREIGHT_MESSAGES.notFound);
    }
  });

  test('an archived route cannot be updated', async () => {
    const old = await add('Wardha', 'Nagpur', 380);
    await clients.accountant.delete(`/delete-freight/${old.id}`);
    const res = await clients.accountant.post('/update-freight', {
      old,
      new: route('Wardha', 'Nagpur', 390),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/destination', () => {
  test.each([
    [
      'rows of from, to and rate for accountant and admin',
      ['accountant', 'admin'],
      250,
      { from: 'Thane', to: 'Bhiwandi', rate: 250 },
    ],
    [
      'no rate key at all for loadingManager and unloadingManager',
      ['loadingManager', 'unloadingManager'],
      220,
      { from: 'Panvel', to: 'Uran' },
    ],
  ] as const)('%s', async (_case, profiles, rate, shown) => {
    await add(shown.from, shown.to, rate);
    for (const profile of profiles) {
      const res = await clients[profile].get('/api/destination');
      expect(res.statusCode).toBe(200);
      const rows = res.json() as Record<string, unknown>[];
      expect(rows).toContainEqual(shown);
      for (const row of rows) expect(Object.keys(row).sort()).toEqual(Object.keys(shown).sort());
      if (!('rate' in shown)) expect(res.body).not.toContain('rate');
    }
  });

  test('401 without a session', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/logistics/api/destination' });
    expect(res.statusCode).toBe(401);
  });
});

describe('roles', () => {
  test.each(['loadingManager', 'unloadingManager'] as const)(
    '%s gets 403 on every freight call and nothing changes',
    async (profile) => {
      const existing = await add('Lonavala', `Khandala ${profile}`, 150);
      const calls = [
        () => clients[profile].get('/list-freight'),
        () => clients[profile].post('/add-freight', route('Alibag', 'Pen', 200)),
        () =>
          clients[profile].post('/update-freight', { old: existing, new: route('Lonavala', 'Karjat', 1) }),
        () => clients[profile].delete(`/delete-freight/${existing.id}`),
      ];
      for (const call of calls) {
        const res = await call();
        expectMessage(res, 403, ACCESS_MESSAGES.noAccess);
      }
      const rows = await list();
      expect(rows.find((f) => f.id === existing.id)).toEqual(existing);
      expect(rows.some((f) => f.from === 'Alibag')).toBe(false);
    },
  );

  test('admin may use every freight call', async () => {
    const created = await add('Hubli', 'Dharwad', 180, 'admin');
    expect((await list('admin')).some((f) => f.id === created.id)).toBe(true);
    expect(
      (await clients.admin.post('/update-freight', { old: created, new: route('Hubli', 'Dharwad', 190) }))
        .statusCode,
    ).toBe(200);
    expect((await clients.admin.delete(`/delete-freight/${created.id}`)).statusCode).toBe(200);
  });

  test('401 without a session', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/logistics/list-freight' });
    expect(res.statusCode).toBe(401);
  });
});

describe('audit', () => {
  test('create, update and delete each write an entry with who and the values before/after', async () => {
    const created = await add('Indore', 'Ujjain', 600);
    await clients.accountant.post('/update-freight', { old: created, new: route('Indore', 'Ujjain', 650) });
    await clients.admin.delete(`/delete-freight/${created.id}`);

    const entries = await expectCreateUpdateDeleteAudit(suite.app, 'freight', created.id, {
      editor: usernames.accountant,
      remover: usernames.admin,
    });
    expect(entries[0].after).toEqual(created);
    expect(entries[1].before).toEqual(created);
    expect(entries[1].after).toEqual({ ...created, rate: 650 });
    expect(entries[2].before).toEqual({ ...created, rate: 650 });
  });

  test('a refused change writes no entry', async () => {
    const created = await add('Bhopal', 'Sehore', 300);
    await clients.accountant.post('/add-freight', route('Bhopal', 'Sehore', 300)); // 409
    await clients.accountant.post('/update-freight', { old: created, new: route('Bhopal', '', 300) }); // 400
    expect((await listAudit(suite.app.db, 'freight', created.id)).map((e) => e.action)).toEqual(['create']);
  });
});
