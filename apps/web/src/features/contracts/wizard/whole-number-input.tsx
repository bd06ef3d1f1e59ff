import { type InputHTMLAttributes, useState } from 'react';

interface WholeNumberInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min'> {
  value: number;
  min: 0 | 1;
  /** The domain's reading of the raw text (durationInputValue or triggerInputValue). */
  read: (raw: string) => number;
  onValueChange: (value: number) => void;
}

/**
 * A number input that hands on the domain's reading of every keystroke (so the dates follow at once),
 * while leaving what is typed alone until the field is left: clearing it to type anew does not snap back.
 */
export function WholeNumberInput({
  value,
  min,
  read,
  onValueChange,
  onBlur,
  ...rest
}: WholeNumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      {...rest}
      type="number"
      inputMode="numeric"
      min={min}
      step={1}
      value={draft ?? String(value)}
      onChange={(event) => {
        setDraft(event.target.value);
        onValueChange(read(event.target.value));
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}
