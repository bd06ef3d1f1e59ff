import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Optional one-line description under the title. */
  description?: string;
}

const FIRST_FIELD =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal <dialog> opened with showModal(): the browser keeps focus inside and makes the page behind
 * it inert. Escape, the close button and a click on the backdrop all ask the owner to close it
 * (onClose); the dialog stays open until the owner says otherwise, and focus goes back to the
 * element that opened it.
 */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <ModalDialog {...props} /> : null;
}

function ModalDialog({ title, onClose, children, description }: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // Start in the form rather than on the close button, where showModal() puts focus first.
      bodyRef.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    }
    return () => {
      // Once the dialog has left the page, the page is no longer inert and the opener can take focus
      // back. (StrictMode's rehearsal of an unmount leaves the dialog open and in place.)
      if (!dialog.isConnected) openerRef.current?.focus();
    };
  }, []);

  // Escape asks the owner, as the close and cancel buttons do. Its default is prevented so that the
  // browser does not close the dialog by itself: refusing the cancel event alone would not hold
  // against a second Escape, and a dialog the owner keeps open (while it saves) must stay open.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };
  // Any other close request the browser sends (a back gesture) goes the same way.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  // In <body>, as before: the dialog inherits no page styles and never lands inside a page's form.
  return createPortal(
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      // The dialog element itself is hit only on its backdrop (its content fills it): a click pressed
      // and released there closes, a text selection dragged out of a field does not.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
        pressedOnBackdrop.current = false;
      }}
      className="mx-auto mt-auto mb-4 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white shadow-xl backdrop:bg-slate-900/50 focus:outline-none sm:my-auto"
    >
      <div className="p-6">
        <div className="mb-5 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-blue-600"
            aria-label="Close"
          >
            <svg viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5" aria-hidden="true">
              <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
            </svg>
          </button>
        </div>
        <div ref={bodyRef}>{children}</div>
      </div>
    </dialog>,
    document.body,
  );
}
