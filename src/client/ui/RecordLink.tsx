import { Link } from 'react-router-dom';
import { billPagePath, tripPagePath } from '../../shared/details/paths';

/** A trip id that opens the trip page (/trips/{tripId}). */
export function TripLink({ tripId }: { tripId: string }) {
  return <Link to={tripPagePath(tripId)}>{tripId}</Link>;
}

/** A bill id that opens the bill page (/bills/{billId}). */
export function BillLink({ billId }: { billId: string }) {
  return <Link to={billPagePath(billId)}>{billId}</Link>;
}
