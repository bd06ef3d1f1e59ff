import { zodResolver } from '@hookform/resolvers/zod';
import { type TProperty, type TPropertyInput, ZPropertyInput } from '@keydate/domain';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FormField, inputClass, TextField } from '../../components/ui/form-field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { RecordStatusOptions } from '../directory/record-status.tsx';
import { showServerFieldErrors } from '../directory/server-field-errors.ts';
import { useMembers } from '../members/use-members.ts';
import { ResponsiblePicker } from './responsible-picker.tsx';
import { useSaveProperty } from './use-properties.ts';

const fields = ['name', 'status', 'responsibleIds'] as const;

/** Add mode without `property`, edit mode (pre-filled) with one. */
export function PropertyModal({
  open,
  property,
  onClose,
}: {
  open: boolean;
  property?: TProperty | undefined;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={property ? 'Edit Property' : 'Add Property'}>
      {/* The modal mounts its content only while open, so every opening starts from the record. */}
      <PropertyForm key={property?._id ?? 'new'} property={property} onDone={onClose} />
    </Modal>
  );
}

function PropertyForm({ property, onDone }: { property?: TProperty | undefined; onDone: () => void }) {
  const save = useSaveProperty();
  const members = useMembers();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZPropertyInput),
    mode: 'onTouched',
    defaultValues: {
      name: property?.name ?? '',
      status: property?.status ?? 'active',
      responsibleIds: property?.responsibles.map((person) => person._id) ?? [],
    },
  });

  async function onSubmit({ responsibleIds, ...rest }: TPropertyInput) {
    // Only people still in the workspace can be sent. Without the member list (still loading or
    // failed) the choice is left out, which keeps an edited property's responsible people as they are.
    const memberIds = members.data ? new Set(members.data.map((member) => member._id)) : null;
    const values: TPropertyInput = memberIds
      ? { ...rest, responsibleIds: (responsibleIds ?? []).filter((id) => memberIds.has(id)) }
      : rest;
    try {
      await save.mutateAsync({ id: property?._id, values });
      onDone();
    } catch (error) {
      // The toast says what went wrong; the modal stays open with what was typed.
      showServerFieldErrors(error, fields, setError);
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <TextField
        label="Property Code/Name"
        required
        error={errors.name?.message}
        registration={register('name')}
        type="text"
        autoComplete="off"
      />
      <FormField label="Status" error={errors.status?.message}>
        {(control) => (
          <select {...control} {...register('status')} className={inputClass}>
            <RecordStatusOptions />
          </select>
        )}
      </FormField>
      <Controller
        control={control}
        name="responsibleIds"
        render={({ field }) => (
          <ResponsiblePicker
            members={members.data ?? []}
            loading={members.isPending}
            failed={members.isError}
            selected={field.value ?? []}
            error={errors.responsibleIds?.message}
            onChange={field.onChange}
          />
        )}
      />
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Saving...' : property ? 'Save Changes' : 'Add Property'}
        </Button>
      </div>
    </form>
  );
}
