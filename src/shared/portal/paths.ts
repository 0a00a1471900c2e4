/**
 * The portal's client routes, apart from its schemas (portal.ts): the router and the guards of the
 * first load need the paths, and importing them from portal.ts would build the portal's zod
 * schemas before the first screen renders.
 */

/** Where a vendor lands after login. */
export const PORTAL_PATH = '/portal';

/** Where an invitation's link opens the activation form (the client's route). */
export const ACTIVATE_PATH = '/portal/activate';
