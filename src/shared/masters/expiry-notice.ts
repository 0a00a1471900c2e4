import { formatIndianDate } from '../common/dates';
import { daysLeft, isValid, truckNumberKey } from './vehicle';

/**
 * A document's expiry as a notice says it: "Expired on" once it is no longer valid (SPEC.md
 * section 4: days left 0 or fewer), "Expires on" while it still is.
 */
export function expiryWording(endDate: string, now: Date = new Date()): string {
  const expired = !isValid(daysLeft(endDate, now));
  return `${expired ? 'Expired on' : 'Expires on'} ${formatIndianDate(endDate)}`;
}

/** The address of the Vehicle screen showing one truck (its search box filled with the number). */
export function vehicleScreenPath(truckNo: string): string {
  return `/vehicle?truck=${encodeURIComponent(truckNumberKey(truckNo))}`;
}
