import type { TagDescription } from '@reduxjs/toolkit/query';
import type { AnswerOf, BodyOf, Endpoint } from '../../../shared/common/endpoint';
import type { api } from '../../app/api';
import { wireCall } from '../../app/wire-call';

type TagType = typeof api extends {
  util: { invalidateTags: (tags: Array<TagDescription<infer T>>) => unknown };
}
  ? T
  : never;

/**
 * The read and the save of one settings document: `read` answers `{ [key]: value }`, `save` takes
 * the value and answers a message with the value saved. The tags say what each makes stale.
 */
export function settingEndpoints<
  Read extends Endpoint,
  Save extends Endpoint,
  Key extends keyof AnswerOf<Read>,
>(
  read: Read,
  save: Save,
  key: Key,
  tags: { provides: TagDescription<TagType>[]; invalidates: TagDescription<TagType>[] },
) {
  return {
    read: {
      query: () => wireCall(read),
      transformResponse: (response: AnswerOf<Read>): AnswerOf<Read>[Key] => response[key],
      providesTags: tags.provides,
    },
    save: {
      query: (body: BodyOf<Save>) => wireCall(save, { body }),
      invalidatesTags: tags.invalidates,
    },
  };
}
