import type { TagDescription } from '@reduxjs/toolkit/query';
import type { api } from '../../app/api';

type TagType = typeof api extends {
  util: { invalidateTags: (tags: Array<TagDescription<infer T>>) => unknown };
}
  ? T
  : never;

/**
 * The read and the save of one settings document at `url`: GET answers `{ [key]: value }`, POST takes
 * the value and answers a message with the value saved. The tags say what each makes stale.
 */
export function settingEndpoints<Value, Key extends string>(
  url: string,
  key: Key,
  tags: { provides: TagDescription<TagType>[]; invalidates: TagDescription<TagType>[] },
) {
  return {
    read: {
      query: () => url,
      transformResponse: (response: Record<Key, Value>) => response[key],
      providesTags: tags.provides,
    },
    save: {
      query: (body: Value) => ({ url, method: 'POST', body }),
      invalidatesTags: tags.invalidates,
    },
  };
}
