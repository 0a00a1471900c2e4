import type { AddressInfo } from 'node:net';
import { CSRF_COOKIE, CSRF_HEADER } from '../../plugins/cookies';
import { multipartBody, samplePdf } from '../../test/multipart';
import { appSuite, TEST_ADMIN } from '../../test/test-app';
import { fileRepository } from './repository';
import { attachmentDisposition, cleanFilename } from './multipart';

const suite = appSuite();

describe('file names', () => {
  test('keeps the name without folders or control characters', () => {
    expect(cleanFilename('C:\\Users\\ravi\\RC book.pdf')).toBe('RC book.pdf');
    expect(cleanFilename('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(cleanFilename('in\u0000sur\u001fance.pdf')).toBe('insurance.pdf');
    const long = cleanFilename(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  test('the download header carries an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('rc.pdf')).toBe(`attachment; filename="rc.pdf"; filename*=UTF-8''rc.pdf`);
    expect(attachmentDisposition('bima "new".pdf')).toBe(
      `attachment; filename="bima _new_.pdf"; filename*=UTF-8''bima%20%22new%22.pdf`,
    );
    expect(attachmentDisposition('पीयूसी.pdf')).toBe(
      `attachment; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent('पीयूसी.pdf')}`,
    );
  });
});

describe('stored files', () => {
  test('save replaces the file in a slot; find gives the bytes back; remove empties the slot', async () => {
    const files = fileRepository(suite.app.db);
    const owner = { kind: 'test', id: 7 };
    const first = await files.save(owner, 'slip', { filename: 'a.pdf', content: samplePdf('a') });
    expect(first).toMatchObject({
      owner: { kind: 'test', id: '7' },
      field: 'slip',
      originalName: 'a.pdf',
      size: samplePdf('a').length,
    });
    expect(first.sha256).toMatch(/^[0-9a-f]{64}$/);

    const second = await files.save(owner, 'slip', { filename: 'b.pdf', content: samplePdf('bb') });
    expect(second.originalName).toBe('b.pdf');
    const found = await files.find(owner, 'slip');
    expect(found!.content.equals(samplePdf('bb'))).toBe(true);
    expect(Buffer.isBuffer(found!.content)).toBe(true);
    expect(await files.listByOwners('test', [7])).toHaveLength(1);

    expect((await files.remove(owner, 'slip'))!.originalName).toBe('b.pdf');
    expect(await files.find(owner, 'slip')).toBeNull();
    expect(await files.remove(owner, 'slip')).toBeNull();
  });
});

describe('over real HTTP', () => {
  // A browser sends the whole body before reading the answer: it must get the 413/415 JSON, not a reset connection.
  test('a 2 MB upload is answered 413 with the message', async () => {
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(suite.app.server.address() as AddressInfo).port}/logistics`;
    const cookies = new Map<string, string>();
    const remember = (res: Response) => {
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const i = pair.indexOf('=');
        cookies.set(pair.slice(0, i), pair.slice(i + 1));
      }
    };
    const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    remember(await fetch(`${base}/check-auth`));
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookieHeader(),
        [CSRF_HEADER]: cookies.get(CSRF_COOKIE)!,
      },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(login.status).toBe(200);
    remember(login);

    const big = Buffer.concat([samplePdf(), Buffer.alloc(2 * 1048576, 0x20)]);
    const { payload, headers } = multipartBody(
      {
        truck_no: 'MH12KL1111',
        make: 'Tata',
        companyOwner: 'A',
        puc_startDate: '2026-01-01',
        puc_endDate: '2026-12-31',
      },
      { puc: { filename: 'big.pdf', content: big } },
    );
    const res = await fetch(`${base}/add-vehicle`, {
      method: 'POST',
      headers: { ...headers, cookie: cookieHeader(), [CSRF_HEADER]: cookies.get(CSRF_COOKIE)! },
      body: payload,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'File size should be 1MB or less' });
  });
});
