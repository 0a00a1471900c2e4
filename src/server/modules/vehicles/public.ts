/** The trucks and their documents, for the modules that read or import them (trips, imports). */
export { vehicleRepository } from './repository';
