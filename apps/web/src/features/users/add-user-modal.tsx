import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, ROLES, type TAddUserRequest, ZAddUserRequest } from '@keydate/domain';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FormField, inputClass, TextField } from '../../components/ui/form-field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api.ts';
import { useAddUser } from './use-users.ts';

const fields = ['name', 'email', 'password', 'role'] as const;
const empty = { name: '', email: '', password: '', role: 'user' as const };

export function AddUserModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const add = useAddUser();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ZAddUserRequest), defaultValues: empty });

  function close() {
    reset(empty);
    add.reset();
    onClose();
  }

  async function onSubmit(values: TAddUserRequest) {
    try {
      await add.mutateAsync(values);
      close();
    } catch (error) {
      // The toast says what went wrong; the form stays open with what was typed.
      if (error instanceof ApiError) {
        for (const field of fields) {
          const message = error.errors[field];
          if (message) setError(field, { message });
        }
      }
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title="Add User"
      description="They join this workspace and receive an email to verify their address."
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <TextField label="Name" required error={errors.name?.message} registration={register('name')} />
        <TextField
          label="Email"
          required
          error={errors.email?.message}
          registration={register('email')}
          type="email"
        />
        <TextField
          label="Password"
          required
          error={errors.password?.message}
          hint={`At least ${LIMITS.passwordMin} characters.`}
          registration={register('password')}
          type="password"
          autoComplete="new-password"
        />
        <FormField label="Role" required error={errors.role?.message}>
          {(control) => (
            <select {...control} {...register('role')} className={inputClass}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? 'Adding...' : 'Add User'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
