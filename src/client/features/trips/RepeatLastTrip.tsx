import { useCallback, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../ui/Button';
import type { TripFormState } from './trip-form-values';
import type { RepeatedTrip } from './use-last-trip';

interface RepeatLastTripProps {
  /** The user's last trip saved here; nothing is offered without one. */
  last: RepeatedTrip | null;
  form: Pick<UseFormReturn<TripFormState>, 'setValue' | 'setFocus'>;
}

/**
 * "Repeat last trip" (Alt+R): the same truck, vendor, route and truck type as the user's last
 * trip, then the DO Number, which is the trip's own, gets the focus.
 */
export function RepeatLastTrip({ last, form }: RepeatLastTripProps) {
  const { setValue, setFocus } = form;
  const fill = useCallback(() => {
    if (!last) return;
    for (const [field, value] of Object.entries(last))
      setValue(field as keyof RepeatedTrip, value, { shouldDirty: true });
    setFocus('DONumber');
  }, [last, setValue, setFocus]);
  useEffect(() => {
    if (!last) return;
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyR') return;
      event.preventDefault();
      fill();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [last, fill]);
  if (!last) return null;
  return (
    <Button
      variant="secondary"
      className="trip-form__repeat"
      aria-keyshortcuts="Alt+R"
      title={`${last.TruckNumber}, ${last.Vendor}, ${last.DestinationFrom} to ${last.DestinationTo}`}
      onClick={fill}
    >
      Repeat last trip
    </Button>
  );
}
