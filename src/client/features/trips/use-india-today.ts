import { useEffect, useState } from 'react';
import { msUntilNextIndiaMidnight, todayInIndia } from '../../../shared/common/dates';

/**
 * Today's India date, turning over at midnight India time while the screen stays open (like the
 * notifications' daily refresh). A sleeping laptop delays timers, so the date is also checked
 * again whenever the tab becomes visible or gets focus.
 */
export function useIndiaToday(): string {
  const [today, setToday] = useState(() => todayInIndia());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => setToday(todayInIndia());
    const schedule = () => {
      // A second past midnight, so the new day has surely begun.
      timer = setTimeout(() => {
        check();
        schedule();
      }, msUntilNextIndiaMidnight() + 1000);
    };
    schedule();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, []);
  return today;
}
