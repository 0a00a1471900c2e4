/** The freight rates, for the modules that read or import them (trips, imports). */
export { freightRepository } from './repository';
