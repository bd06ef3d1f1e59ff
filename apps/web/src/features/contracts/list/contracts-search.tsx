import { useEffect, useRef, useState } from 'react';
import { inputClass } from '../../../components/ui/form-field.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box: what is typed goes to `onSearch` once typing pauses. A search set from outside
 * (Back, a shared link) replaces what the box shows.
 */
export function ContractsSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      onSearchRef.current(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="relative w-full sm:max-w-sm">
      <svg
        viewBox="0 0 20 20"
        fill="currentColor"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      >
        <path
          fillRule="evenodd"
          d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.452 4.391l3.328 3.329a.75.75 0 1 1-1.06 1.06l-3.329-3.328A7 7 0 0 1 2 9Z"
          clipRule="evenodd"
        />
      </svg>
      <input
        type="search"
        aria-label="Search contracts"
        placeholder="Search contracts..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={`${inputClass} pl-9`}
      />
    </div>
  );
}
