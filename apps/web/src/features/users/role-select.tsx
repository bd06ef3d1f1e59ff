import { ROLES, type TUser } from '@keydate/domain';
import { useId } from 'react';
import { useChangeUserRole } from './use-users.ts';

const selectClass =
  'rounded-lg border-0 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 ' +
  'focus:ring-2 focus:ring-blue-600 focus:outline-none disabled:opacity-60';

export function RoleSelect({ user, currentUserId }: { user: TUser; currentUserId: string }) {
  const id = useId();
  const change = useChangeUserRole(currentUserId);
  // While the change is on its way, show the chosen role rather than snapping back.
  const shown = change.isPending && change.variables ? change.variables.role : user.role;

  return (
    <>
      <label htmlFor={id} className="sr-only">
        Role of {user.name}
      </label>
      <select
        id={id}
        value={shown}
        disabled={change.isPending}
        className={selectClass}
        onChange={(event) => {
          const role = ROLES.find((value) => value === event.target.value);
          if (!role || role === user.role) return;
          change.mutate({ id: user._id, role });
        }}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {role}
          </option>
        ))}
      </select>
    </>
  );
}
