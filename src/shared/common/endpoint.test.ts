import { z } from 'zod';
import { pathOf, settingCalls } from './endpoint';

describe('settingCalls', () => {
  const answer = z.object({ setting: z.object({ on: z.boolean() }) });
  const calls = settingCalls('/settings/example', answer.shape.setting, answer);

  test('reads by GET and saves by POST at the one path, the body being the setting', () => {
    expect([calls.read.method, pathOf(calls.read)]).toEqual(['GET', '/settings/example']);
    expect([calls.save.method, pathOf(calls.save)]).toEqual(['POST', '/settings/example']);
    expect(calls.save.schema.body).toBe(answer.shape.setting);
    expect(calls.read.schema.response[200]).toBe(answer);
  });

  test('the save answers the message first, then the fields the read answers', () => {
    const saved = calls.save.schema.response[200];
    expect(Object.keys(saved.shape)).toEqual(['message', 'setting']);
    expect(saved.parse({ setting: { on: true }, message: 'Saved.', extra: 1 })).toEqual({
      message: 'Saved.',
      setting: { on: true },
    });
    expect(saved.safeParse({ setting: { on: true } }).success).toBe(false);
    expect(saved.safeParse({ message: 'Saved.' }).success).toBe(false);
  });
});
