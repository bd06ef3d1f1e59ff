import { MSG, type TPropertyInput } from '@keydate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api.ts';
import { addProperty, listProperties, propertiesQueryKey, updateProperty } from './properties.api.ts';

/** The workspace's properties, ordered by name; shared by the Properties page, the wizard and the dashboard. */
export function useProperties() {
  return useQuery({ queryKey: propertiesQueryKey, queryFn: ({ signal }) => listProperties(signal) });
}

/** `id` present: update that property; absent: add a new one. */
export interface SavePropertyVariables {
  id?: string | undefined;
  values: TPropertyInput;
}

export function useSaveProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: SavePropertyVariables) =>
      id ? updateProperty(id, values) : addProperty(values),
    onSuccess: (_saved, { id }) => {
      toast.success(id ? MSG.propertyUpdated : MSG.propertyAdded);
      return queryClient.invalidateQueries({ queryKey: propertiesQueryKey });
    },
    onError: (error) => toast.error(errorMessage(error, MSG.savePropertyFailed)),
  });
}
