import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useToastModalSlot } from '../toast/toast-context';
import './dialog.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** CSS selector of the element to focus first (default: the first field or button). */
  initialFocus?: string;
  wide?: boolean;
}

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex="0"]';

/** A modal dialog: focus moves in and comes back on close, Tab stays inside, Escape closes. */
export function Modal({ title, onClose, children, role = 'dialog', initialFocus, wide }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const toastSlot = useToastModalSlot();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = (initialFocus && dialog?.querySelector<HTMLElement>(initialFocus)) || dialog?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => previous?.focus();
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // A confirmation opened inside this dialog handles its own Tab.
    event.stopPropagation();
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="modal-backdrop">
      <div
        ref={dialogRef}
        className={`modal${wide ? ' modal--wide' : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className="modal__toast-slot" ref={toastSlot} />
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
