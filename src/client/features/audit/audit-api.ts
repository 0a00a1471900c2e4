import type { AuditPage } from '../../../shared/audit/audit-trail';
import { api, listAndRowTags } from '../../app/api';

export interface AuditFilters {
  startDate?: string;
  endDate?: string;
  user?: string;
  entity?: string;
  entityId?: string;
  page: number;
  pageSize: number;
}

/** The audit trail: one page of the audit log at a time. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditPage: build.query<AuditPage, AuditFilters>({
      query: (filters) => ({
        url: '/audit',
        params: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')),
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
