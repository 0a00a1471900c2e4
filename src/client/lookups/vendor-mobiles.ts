import { vendorEndpoints } from '../../shared/masters/wire';
import { api } from '../app/api';
import { wireCall } from '../app/wire-call';

/**
 * Each vendor's mobile number by company name (GET /list-vendor, which the mail area's profiles
 * read): where a document is shared on WhatsApp, a vendor without a mobile is told before a click.
 */
const vendorMobilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    vendorMobiles: build.query<Record<string, string>, void>({
      query: () => wireCall(vendorEndpoints.list),
      transformResponse: (rows: { companyName: string; mobile: string }[]) =>
        Object.fromEntries(rows.map((v) => [v.companyName, v.mobile])),
      providesTags: [{ type: 'Vendor', id: 'LIST' }],
    }),
  }),
});

/** The vendor's mobile as the Vendor screen holds it; undefined until known (or when the list failed). */
export function useVendorMobile(vendor: string): string | undefined {
  const { data } = vendorMobilesApi.useVendorMobilesQuery();
  return data ? (data[vendor] ?? '') : undefined;
}
