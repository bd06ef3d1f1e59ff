import { MSG } from '@keydate/domain';
import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Attributes the field hands to its control so label, hint and error are linked to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface FormFieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

export const inputClass =
  'block w-full rounded-lg border-0 bg-white px-3 py-2 text-slate-900 shadow-sm ring-1 ring-inset ' +
  'ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-inset focus:ring-blue-600 ' +
  'focus:outline-none aria-[invalid=true]:ring-red-600 sm:text-sm';

export function FormField({ label, error, hint, required = false, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <>
            {' '}
            <span role="img" aria-label={MSG.requiredField} className="text-red-600">
              *
            </span>
          </>
        ) : null}
      </label>
      <div className="mt-1.5">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          'aria-required': required || undefined,
        })}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps extends Omit<FormFieldProps, 'children'> {
  /** What react-hook-form's `register(name)` returns. */
  registration: UseFormRegisterReturn;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
}

/** A labelled single-line input wired to react-hook-form: the common case of FormField. */
export function TextField({ registration, type = 'text', autoComplete, ...field }: TextFieldProps) {
  return (
    <FormField {...field}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type={type}
          autoComplete={autoComplete}
          className={inputClass}
        />
      )}
    </FormField>
  );
}
