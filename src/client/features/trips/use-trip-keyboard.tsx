import type { UseFormReturn } from 'react-hook-form';
import { useKeyboardEntry } from '../../ui/use-keyboard-entry';
import { RepeatLastTrip } from './RepeatLastTrip';
import type { TripFormState } from './trip-form-values';
import { useLastTrip } from './use-last-trip';

/**
 * The trip form at keyboard speed: Enter moves field to field and Ctrl+S submits (formProps on the
 * <form>), the first field has the focus on open and after a new trip is saved, and "Repeat last
 * trip" (offered on a new trip the user may record) fills the last one's truck, vendor and route.
 */
export function useTripKeyboard(
  form: Pick<UseFormReturn<TripFormState>, 'setValue' | 'setFocus'>,
  offerRepeat: boolean,
) {
  const keys = useKeyboardEntry({ focusOnOpen: true });
  const lastTrip = useLastTrip();
  return {
    formProps: keys.formProps,
    repeatButton: offerRepeat ? <RepeatLastTrip last={lastTrip.last} form={form} /> : null,
    /** A new trip was saved: it becomes the one to repeat, and the next trip starts at the first field. */
    created(saved: TripFormState) {
      lastTrip.remember(saved);
      keys.focusFirst();
    },
  };
}
