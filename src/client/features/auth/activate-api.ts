import { api, bodyMutation } from '../../app/api';
import { portalEndpoints } from '../../../shared/portal/wire';

/**
 * The vendor portal invitation's link: sets the invited login's password, once. Apart from
 * auth-api.ts, which the first load runs: the portal's schemas load with the activation page.
 */
const activateApi = api.injectEndpoints({
  endpoints: (build) => ({
    activate: build.mutation(bodyMutation(portalEndpoints.activate)),
  }),
});

export const { useActivateMutation } = activateApi;
