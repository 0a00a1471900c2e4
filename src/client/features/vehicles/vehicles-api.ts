import type { z } from 'zod';
import { api, bodyMutation, listTags, tagsByRow } from '../../app/api';
import { wireCall } from '../../app/wire-call';
import type { AnswerOf } from '../../../shared/common/endpoint';
import type { DocumentKey } from '../../../shared/masters/vehicle';
import { vehicleEndpoints as calls, type uploadDocumentFields } from '../../../shared/masters/vehicles-wire';

/** POST /upload: a new file and dates for one document of one truck (multipart: these fields and the file). */
export type UploadDocumentArgs = Required<z.input<typeof uploadDocumentFields>> & {
  field_name: DocumentKey;
  file: File;
};

/** Every vehicle change also changes the trip form's truck list and the bell's expiry list. */
const VEHICLE_CHANGED = listTags('Vehicle', 'Truck', 'Notification');

/** The Vehicle screen's calls (SPEC.md section 7). */
export const vehiclesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listVehicles: build.query<AnswerOf<typeof calls.list>, void>({
      query: () => wireCall(calls.list),
      providesTags: tagsByRow('Vehicle', (v) => v.truck_no),
    }),
    /** The server's expiry window (EXPIRY_WARNING_DAYS): a tile flags what the bell flags. */
    vehicleSettings: build.query<AnswerOf<typeof calls.settings>, void>({
      query: () => wireCall(calls.settings),
    }),
    /** Multipart, built by the add form (see buildAddVehicleForm). */
    addVehicle: build.mutation<AnswerOf<typeof calls.add, 201>, FormData>({
      query: (body) => ({ ...wireCall(calls.add), body }),
      invalidatesTags: VEHICLE_CHANGED,
    }),
    uploadDocument: build.mutation<AnswerOf<typeof calls.upload>, UploadDocumentArgs>({
      query: ({ truck_no, field_name, file, start_date, end_date }) => {
        const body = new FormData();
        body.append('truck_no', truck_no);
        body.append('field_name', field_name);
        body.append('file', file, file.name);
        body.append('start_date', start_date);
        body.append('end_date', end_date);
        return { ...wireCall(calls.upload), body };
      },
      invalidatesTags: VEHICLE_CHANGED,
    }),
    deleteVehicle: build.mutation<AnswerOf<typeof calls.remove>, string>({
      query: (truckNo) => wireCall(calls.remove, { path: { truckNo } }),
      invalidatesTags: VEHICLE_CHANGED,
    }),
    resetDocument: build.mutation(bodyMutation(calls.resetDocument, VEHICLE_CHANGED)),
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
