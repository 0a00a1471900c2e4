import { PAGING_MESSAGES, parsePaging } from './paging';

describe('parsePaging (limit/offset of the paged lists)', () => {
  test('no limit: unpaged, whatever else is there', () => {
    expect(parsePaging({})).toEqual({ ok: true, page: null });
    expect(parsePaging(undefined)).toEqual({ ok: true, page: null });
    expect(parsePaging({ limit: '', offset: '' })).toEqual({ ok: true, page: null });
    expect(parsePaging({ offset: 20 })).toEqual({ ok: true, page: null });
  });

  test('numbers and digit strings (query parameters are text); offset defaults to 0', () => {
    expect(parsePaging({ limit: 100 })).toEqual({ ok: true, page: { limit: 100, offset: 0 } });
    expect(parsePaging({ limit: '1000', offset: '450000' })).toEqual({
      ok: true,
      page: { limit: 1000, offset: 450000 },
    });
    expect(parsePaging({ limit: 1, offset: 0 })).toEqual({ ok: true, page: { limit: 1, offset: 0 } });
  });

  test.each([0, 1001, -5, 2.5, 'ten', '1e2', true, [10]])(
    'limit %p is refused with the clear message',
    (limit) => {
      expect(parsePaging({ limit })).toEqual({
        ok: false,
        message: 'limit must be a whole number from 1 to 1000.',
      });
    },
  );

  test.each([-1, 1.5, 'x', '-3', {}])('offset %p is refused with the clear message', (offset) => {
    expect(parsePaging({ limit: 10, offset })).toEqual({ ok: false, message: PAGING_MESSAGES.badOffset });
    expect(PAGING_MESSAGES.badOffset).toBe('offset must be a whole number of 0 or more.');
  });
});
