/** What the trip page needs of trips: the trip as GET /api/trip reads it, with its access rules. */
export { tripService } from './service';
