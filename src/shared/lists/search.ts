import { ACCESS_MESSAGES, SEARCH_MESSAGES } from '../common/messages';
import type { PermissionSet } from '../auth/permissions';

export type SearchOutcome =
  | { kind: 'trip'; id: string; to: string }
  | { kind: 'bill'; id: string; to: string }
  | { kind: 'error'; message: string };

/** The top bar's search rule (SPEC.md section 2, Shell, with the role rules of section 6). */
export function resolveSearch(input: string, permissions: PermissionSet): SearchOutcome {
  const id = input.trim().toUpperCase();
  // SPEC.md section 6: for a profile with no search at all, any search (an empty one too) is refused.
  if (!permissions.searchTrip && !permissions.searchBill) {
    return { kind: 'error', message: ACCESS_MESSAGES.searchNoAccess };
  }
  if (!id) return { kind: 'error', message: SEARCH_MESSAGES.empty };
  if (id.startsWith('T')) {
    if (!permissions.searchTrip) return { kind: 'error', message: ACCESS_MESSAGES.noAccess };
    return { kind: 'trip', id, to: `/home/${encodeURIComponent(id)}` };
  }
  if (id.startsWith('B')) {
    if (!permissions.searchBill) return { kind: 'error', message: ACCESS_MESSAGES.noAccess };
    return { kind: 'bill', id, to: `/revise-bill?bill_id=${encodeURIComponent(id)}` };
  }
  return { kind: 'error', message: SEARCH_MESSAGES.invalid };
}
