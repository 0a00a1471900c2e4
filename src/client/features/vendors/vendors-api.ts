import { api, bodyMutation, tagsByRow } from '../../app/api';
import { wireCall } from '../../app/wire-call';
import type { AnswerOf } from '../../../shared/common/endpoint';
import { vendorEndpoints as calls, type VendorListRow } from '../../../shared/masters/wire';

/**
 * A vendor change also changes the trip form's vendor suggestions (GET /api/vendors), so every
 * mutation invalidates the whole 'Vendor' tag type: this list and any other vendor list.
 */
const VENDORS_CHANGED = ['Vendor' as const];

/** The Vendor screen's calls (SPEC.md section 7). */
export const vendorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The vendors in the server's order: a plain list, since no screen looks one up by id. */
    listVendors: build.query<VendorListRow[], void>({
      query: () => wireCall(calls.list),
      providesTags: tagsByRow('Vendor', (v) => v.id),
    }),
    addVendor: build.mutation(bodyMutation(calls.add, VENDORS_CHANGED)),
    updateVendor: build.mutation(
      bodyMutation<typeof calls.update, { _id: string }>(calls.update, VENDORS_CHANGED),
    ),
    deleteVendor: build.mutation<AnswerOf<typeof calls.remove>, string>({
      query: (id) => wireCall(calls.remove, { path: { id } }),
      invalidatesTags: VENDORS_CHANGED,
    }),
    /** Every tax year's transporter's declaration of a vendor. */
    vendorDeclarations: build.query<AnswerOf<typeof calls.declarations>, string>({
      query: (id) => wireCall(calls.declarations, { path: { id } }),
      providesTags: VENDORS_CHANGED,
    }),
    /** Multipart: the signed declaration's PDF for the declaration of that date. */
    attachDeclaration: build.mutation<
      AnswerOf<typeof calls.attachDeclaration>,
      { id: string; receivedOn: string; file: File }
    >({
      query: ({ id, receivedOn, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { ...wireCall(calls.attachDeclaration, { path: { id, receivedOn } }), body };
      },
      invalidatesTags: VENDORS_CHANGED,
    }),
  }),
});

export const {
  useListVendorsQuery,
  useAddVendorMutation,
  useUpdateVendorMutation,
  useDeleteVendorMutation,
  useVendorDeclarationsQuery,
  useAttachDeclarationMutation,
} = vendorsApi;
