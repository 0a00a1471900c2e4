/** The addresses of the trip page and the bill page, which every list links a trip or bill id to. */
export const tripPagePath = (tripId: string) => `/trips/${encodeURIComponent(tripId)}`;
export const billPagePath = (billId: string) => `/bills/${encodeURIComponent(billId)}`;
