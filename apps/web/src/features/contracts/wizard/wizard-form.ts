// The wizard's form on top of the domain's TWizardValues, and the pickers' options.
import { directoryRefId, type TContract, type TDirectoryRef, type TWizardValues } from '@keydate/domain';
import { type FieldPath, type FieldPathValue, type UseFormReturn, useFormContext } from 'react-hook-form';

/** The domain's form, holding the browser File itself so it can be sent. */
export type TWizardForm = Omit<TWizardValues, 'file'> & { file: File | null };

export const useWizardForm = () => useFormContext<TWizardForm>();

/** A choice (a select, a box, a file) counts as touching its field, so its message shows at once. */
export function choose<N extends FieldPath<TWizardForm>>(
  form: UseFormReturn<TWizardForm>,
  name: N,
  value: FieldPathValue<TWizardForm, N>,
) {
  form.setValue(name, value, { shouldTouch: true, shouldValidate: true });
}

/** After a value that other fields' rules read has changed, re-checks those whose message may be showing. */
export function recheck(form: UseFormReturn<TWizardForm>, ...names: FieldPath<TWizardForm>[]) {
  const touched = names.filter((name) => form.getFieldState(name).isTouched);
  if (touched.length > 0) void form.trigger(touched);
}

export interface TDirectoryOption {
  id: string;
  name: string;
  inactive: boolean;
}

interface DirectoryRecord {
  _id: string;
  name: string;
  status: string;
}

/**
 * Active records are offered; an inactive one only when the edited contract already names it (so it
 * stays visible, marked Inactive). A named record missing from the list is taken from the contract.
 */
export function directoryOptions(
  records: readonly DirectoryRecord[],
  keep: readonly TDirectoryRef[] = [],
): TDirectoryOption[] {
  const keepIds = new Set(keep.map(directoryRefId));
  const options = records
    .filter((record) => record.status === 'active' || keepIds.has(record._id))
    .map((record) => ({ id: record._id, name: record.name, inactive: record.status !== 'active' }));
  const listed = new Set(options.map((option) => option.id));
  for (const ref of keep) {
    if (typeof ref === 'string' || listed.has(ref._id)) continue;
    options.push({ id: ref._id, name: ref.name ?? ref._id, inactive: ref.status !== 'active' });
  }
  return options;
}

/** The properties and vendor an edited contract already names. */
export function contractRefs(contract: TContract | undefined): {
  properties: TDirectoryRef[];
  vendors: TDirectoryRef[];
} {
  if (!contract) return { properties: [], vendors: [] };
  const properties =
    contract.agreementType === 'MSA'
      ? contract.propertyIds
      : contract.propertyId
        ? [contract.propertyId]
        : [];
  return { properties, vendors: contract.vendorId ? [contract.vendorId] : [] };
}

/** '512 bytes', '24.5 KB', '2.4 MB'. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
