import type { AuditQuery } from '../../../shared/audit/audit-trail';
import { auditEndpoints as calls } from '../../../shared/audit/wire';
import type { AnswerOf } from '../../../shared/common/endpoint';
import { api, listAndRowTags } from '../../app/api';
import { wireCall } from '../../app/wire-call';

/** The audit trail: one page of the audit log at a time (filters as the shared query rule reads them). */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditPage: build.query<AnswerOf<typeof calls.page>, AuditQuery>({
      query: (filters) =>
        wireCall(calls.page, {
          query: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')),
        }),
      providesTags: (page) =>
        listAndRowTags(
          'Audit',
          page?.rows.map((r) => r.id),
        ),
    }),
  }),
});

export const { useAuditPageQuery } = auditApi;
