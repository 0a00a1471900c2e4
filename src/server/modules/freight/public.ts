/** The freight rates, for the modules that read or import them (trips, imports). */
export { activePairQuery, freightRepository, toFreight } from './repository';
