/** The trucks and their documents, for the modules that read or import them (trips, imports). */
export {
  activeVehicleQuery,
  toDocumentDatesOf,
  toVehicle,
  truckDocumentsQuery,
  vehicleRepository,
  type DocumentDatesOf,
} from './repository';
