import { sql, type RawBuilder } from 'kysely';

/**
 * The attachment names (`f.names`: field to original name) of each row of the caller's statement,
 * the files of `ownerKind` whose owner is `ownerId` (the row's id as text): looked up per row (an
 * index probe), or for a whole list built as one value, all joined at once (a hash join).
 */
export const attachmentNamesJoin = (ownerKind: string, ownerId: RawBuilder<string>, perRow: boolean) =>
  perRow
    ? sql`cross join lateral (select jsonb_object_agg(s.field, s.original_name) as names from stored_files s
        where s.owner_kind = ${ownerKind} and s.owner_id = ${ownerId}) f`
    : sql`left join (select s.owner_id, jsonb_object_agg(s.field, s.original_name) as names from stored_files s
        where s.owner_kind = ${ownerKind} group by s.owner_id) f on f.owner_id = ${ownerId}`;
