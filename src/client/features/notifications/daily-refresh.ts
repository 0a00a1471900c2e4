import { useEffect, useRef } from 'react';

/** SPEC.md section 9: after the first refresh at 00:05, the bell refreshes every 86,400,000 ms. */
export const DAY_MS = 86_400_000;

/**
 * Milliseconds from `now` until the next 00:05 local time (tomorrow's when today's has passed or
 * is this very moment). Built from calendar fields, so a day of 23 or 25 hours (DST) still lands
 * on 00:05.
 */
export function msUntilNext0005(now: Date): number {
  const next = new Date(now.getTime());
  next.setHours(0, 5, 0, 0);
  if (next.getTime() <= now.getTime()) {
    next.setDate(next.getDate() + 1);
    next.setHours(0, 5, 0, 0);
  }
  return next.getTime() - now.getTime();
}

/**
 * Calls `refresh` at the next 00:05 local time and every 24 h after that, while mounted. Documents
 * cross into "expiring" at midnight, so an office screen left open overnight shows the new day's list.
 */
export function useDailyRefreshAt0005(refresh: () => void) {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      latest.current();
      interval = setInterval(() => latest.current(), DAY_MS);
    }, msUntilNext0005(new Date()));
    return () => {
      clearTimeout(first);
      if (interval !== undefined) clearInterval(interval);
    };
  }, []);
}
