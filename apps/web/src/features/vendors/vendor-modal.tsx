import { zodResolver } from '@hookform/resolvers/zod';
import { type TVendor, type TVendorInput, ZVendorInput } from '@keydate/domain';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FormField, inputClass, TextField } from '../../components/ui/form-field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { RecordStatusOptions } from '../directory/record-status.tsx';
import { showServerFieldErrors } from '../directory/server-field-errors.ts';
import { useSaveVendor } from './use-vendors.ts';

const fields = ['name', 'contactPerson', 'email', 'phone', 'status'] as const;

/** Add mode without `vendor`, edit mode (pre-filled) with one. */
export function VendorModal({
  open,
  vendor,
  onClose,
}: {
  open: boolean;
  vendor?: TVendor | undefined;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={vendor ? 'Edit Vendor' : 'Add Vendor'}>
      {/* The modal mounts its content only while open, so every opening starts from the record. */}
      <VendorForm key={vendor?._id ?? 'new'} vendor={vendor} onDone={onClose} />
    </Modal>
  );
}

function VendorForm({ vendor, onDone }: { vendor?: TVendor | undefined; onDone: () => void }) {
  const save = useSaveVendor();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZVendorInput),
    mode: 'onTouched',
    defaultValues: {
      name: vendor?.name ?? '',
      contactPerson: vendor?.contactPerson ?? '',
      email: vendor?.email ?? '',
      phone: vendor?.phone ?? '',
      status: vendor?.status ?? 'active',
    },
  });

  async function onSubmit(values: TVendorInput) {
    try {
      await save.mutateAsync({ id: vendor?._id, values });
      onDone();
    } catch (error) {
      // The toast says what went wrong; the modal stays open with what was typed.
      showServerFieldErrors(error, fields, setError);
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <TextField
        label="Company Name"
        required
        error={errors.name?.message}
        registration={register('name')}
        type="text"
        autoComplete="off"
      />
      <TextField
        label="Contact Person"
        required
        error={errors.contactPerson?.message}
        registration={register('contactPerson')}
        type="text"
        autoComplete="off"
      />
      <TextField
        label="Email"
        required
        error={errors.email?.message}
        registration={register('email')}
        type="email"
        autoComplete="off"
      />
      <TextField
        label="Phone"
        required
        error={errors.phone?.message}
        registration={register('phone')}
        type="tel"
        autoComplete="off"
      />
      <FormField label="Status" error={errors.status?.message}>
        {(control) => (
          <select {...control} {...register('status')} className={inputClass}>
            <RecordStatusOptions />
          </select>
        )}
      </FormField>
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Saving...' : vendor ? 'Save Changes' : 'Add Vendor'}
        </Button>
      </div>
    </form>
  );
}
