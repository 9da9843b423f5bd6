import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ToastContext, ToastModalSlotContext, ToastSlotContext } from './toast-context';

const TOAST_MS = 3500;

interface Toast {
  id: number;
  message: string;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [viewSlot, setSlot] = useState<HTMLElement | null>(null);
  const [modalSlot, setModalSlot] = useState<HTMLElement | null>(null);
  // A modal dialog's foot first: nothing over the window may cover the dialog.
  const slot = modalSlot ?? viewSlot;
  const show = useCallback((message: string) => setToast((previous) => ({ id: (previous?.id ?? 0) + 1, message })), []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const region = (
    <div className={slot ? 'toast-region toast-region--in-slot' : 'toast-region'} role="status" aria-live="polite">
      {toast && (
        <div className="toast" key={toast.id}>
          {toast.message}
        </div>
      )}
    </div>
  );
  return (
    <ToastContext.Provider value={show}>
      <ToastSlotContext.Provider value={setSlot}>
        <ToastModalSlotContext.Provider value={setModalSlot}>
          {children}
          {/* In an open dialog's foot, else the status bar's free middle where there is one, else over the window's bottom edge. */}
          {slot ? createPortal(region, slot) : region}
        </ToastModalSlotContext.Provider>
      </ToastSlotContext.Provider>
    </ToastContext.Provider>
  );
}
