import { api, listTags, listAndRowTags } from '../../app/api';
import type { DocumentKey, ResetDocumentBody, Vehicle } from '../../../shared/masters/vehicle';
import type { MessageResponse } from '../../../shared/common/wire';
import type { VehicleSettings } from '../../../shared/masters/vehicles-wire';

/** POST /upload: a new file and dates for one document of one truck. */
export interface UploadDocumentArgs {
  truck_no: string;
  field_name: DocumentKey;
  file: File;
  start_date: string;
  end_date: string;
}

/** Every vehicle change also changes the trip form's truck list and the bell's expiry list. */
const VEHICLE_CHANGED = listTags('Vehicle', 'Truck', 'Notification');

/** The Vehicle screen's calls (SPEC.md section 7). */
export const vehiclesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listVehicles: build.query<Vehicle[], void>({
      query: () => '/list-vehicle',
      providesTags: (vehicles = []) =>
        listAndRowTags(
          'Vehicle',
          vehicles.map((v) => v.truck_no),
        ),
    }),
    /** The server's expiry window (EXPIRY_WARNING_DAYS): a tile flags what the bell flags. */
    vehicleSettings: build.query<VehicleSettings, void>({
      query: () => '/vehicle-settings',
    }),
    /** Multipart, built by the add form (see buildAddVehicleForm). */
    addVehicle: build.mutation<MessageResponse, FormData>({
      query: (body) => ({ url: '/add-vehicle', method: 'POST', body }),
      invalidatesTags: VEHICLE_CHANGED,
    }),
    uploadDocument: build.mutation<MessageResponse, UploadDocumentArgs>({
      query: ({ truck_no, field_name, file, start_date, end_date }) => {
        const body = new FormData();
        body.append('truck_no', truck_no);
        body.append('field_name', field_name);
        body.append('file', file, file.name);
        body.append('start_date', start_date);
        body.append('end_date', end_date);
        return { url: '/upload', method: 'POST', body };
      },
      invalidatesTags: VEHICLE_CHANGED,
    }),
    deleteVehicle: build.mutation<MessageResponse, string>({
      query: (truckNo) => ({ url: `/delete-vehicle/${encodeURIComponent(truckNo)}`, method: 'DELETE' }),
      invalidatesTags: VEHICLE_CHANGED,
    }),
    resetDocument: build.mutation<MessageResponse, ResetDocumentBody>({
      query: (body) => ({ url: '/reset-vehicle-doc', method: 'POST', body }),
      invalidatesTags: VEHICLE_CHANGED,
    }),
  }),
});

export const {
  useListVehiclesQuery,
  useVehicleSettingsQuery,
  useAddVehicleMutation,
  useUploadDocumentMutation,
  useDeleteVehicleMutation,
  useResetDocumentMutation,
} = vehiclesApi;
