import { MSG } from '@keydate/domain';

/** The red asterisk of a required group's legend, named like FormField's. */
export function RequiredMark() {
  return (
    <>
      {' '}
      <span role="img" aria-label={MSG.requiredField} className="text-red-600">
        *
      </span>
    </>
  );
}
