/**
 * What the dashboard needs of trips: the compaction its totals of the trips (migration 027) share
 * with the day totals (migration 014), both kept by statement triggers on the trips.
 */
export { compactIfNeeded, type Rollup } from './day-totals';
/** The version of the trips of some dates, which the dashboard's ETag is made of. */
export { tripListVersion } from './list-version';
