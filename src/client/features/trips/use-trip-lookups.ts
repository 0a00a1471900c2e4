import { useEffect, useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { tripLookupsFrom } from '../../../shared/trips';
import {
  selectDestinationOptions,
  selectTruckOptions,
  selectVendorOptions,
  useDestinationOptionsQuery,
  useTruckOptionsQuery,
  useVendorOptionsQuery,
} from '../../lookups/master-options';

/**
 * The trip form's master data: trucks, vendors and destination routes, plus the look-ups the
 * shared submit checks compare against. A failed fetch is only logged (SPEC.md section 8).
 */
export function useTripLookups() {
  // Back from no network: the lists are fetched again (the offline copy may be hours old).
  const vendorsQuery = useVendorOptionsQuery(undefined, { refetchOnReconnect: true });
  const trucksQuery = useTruckOptionsQuery(undefined, { refetchOnReconnect: true });
  const destinationsQuery = useDestinationOptionsQuery(undefined, { refetchOnReconnect: true });
  const vendors = useAppSelector(selectVendorOptions);
  const trucks = useAppSelector(selectTruckOptions);
  const destinations = useAppSelector(selectDestinationOptions);

  useEffect(() => {
    for (const [name, query] of [
      ['vendors', vendorsQuery],
      ['trucks', trucksQuery],
      ['destinations', destinationsQuery],
    ] as const) {
      if (query.error) console.error(`Could not load the ${name} list`, query.error);
    }
  }, [vendorsQuery.error, trucksQuery.error, destinationsQuery.error]); // eslint-disable-line react-hooks/exhaustive-deps

  const lookups = useMemo(
    () => tripLookupsFrom(trucks, vendors, destinations),
    [trucks, vendors, destinations],
  );
  const loading = vendorsQuery.isLoading || trucksQuery.isLoading || destinationsQuery.isLoading;
  /** When the latest of the lists arrived: the age shown beside the form is read again then. */
  const fetchedAt = Math.max(
    vendorsQuery.fulfilledTimeStamp ?? 0,
    trucksQuery.fulfilledTimeStamp ?? 0,
    destinationsQuery.fulfilledTimeStamp ?? 0,
  );
  return { vendors, trucks, destinations, lookups, loading, fetchedAt };
}
