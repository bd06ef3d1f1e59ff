import { MSG, type TVendorInput } from '@keydate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api.ts';
import { addVendor, listVendors, updateVendor, vendorsQueryKey } from './vendors.api.ts';

/** The workspace's vendors, ordered by name; shared by the Vendors page, the wizard and the dashboard. */
export function useVendors() {
  return useQuery({ queryKey: vendorsQueryKey, queryFn: ({ signal }) => listVendors(signal) });
}

/** `id` present: update that vendor; absent: add a new one. */
export interface SaveVendorVariables {
  id?: string | undefined;
  values: TVendorInput;
}

export function useSaveVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: SaveVendorVariables) => (id ? updateVendor(id, values) : addVendor(values)),
    onSuccess: (_saved, { id }) => {
      toast.success(id ? MSG.vendorUpdated : MSG.vendorAdded);
      return queryClient.invalidateQueries({ queryKey: vendorsQueryKey });
    },
    onError: (error) => toast.error(errorMessage(error, MSG.saveVendorFailed)),
  });
}
