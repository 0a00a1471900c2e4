import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { TRIP_MESSAGES } from '../../../shared/trips';
import { serverMessage } from '../../app/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { tripClosed, tripOpened } from '../../app/ui-slice';
import { useNotify } from '../../ui/use-notify';
import { useGetTripQuery } from './trips-api';

/**
 * The trip named in the URL (none for a new trip): fetched, made the current trip, and on a failed
 * fetch closed with the server's message and the clerk sent home.
 */
export function useTripFromUrl(tripId: string | undefined) {
  const currentTripId = useAppSelector((s) => s.ui.tripId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const tripQuery = useGetTripQuery(tripId ?? skipToken);

  // The trip opened by URL (a list link or a reload) is the current trip too (only when the URL's
  // trip changes: after an update the current trip is cleared on purpose).
  const currentTripIdRef = useRef(currentTripId);
  useEffect(() => {
    if (tripId && currentTripIdRef.current !== tripId) dispatch(tripOpened(tripId));
  }, [dispatch, tripId]);
  useEffect(() => {
    if (!tripQuery.error) return;
    notify.error(serverMessage(tripQuery.error) ?? TRIP_MESSAGES.tripFetchFailed);
    dispatch(tripClosed());
    navigate('/home', { replace: true });
  }, [tripQuery.error, notify, dispatch, navigate]);
  return tripQuery;
}
