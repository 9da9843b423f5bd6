import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ToastContext, ToastSlotContext } from './toast-context';

const TOAST_MS = 3500;

interface Toast {
  id: number;
  message: string;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
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
        {children}
        {/* In the status bar's free middle where there is one; else over the window's bottom edge. */}
        {slot ? createPortal(region, slot) : region}
      </ToastSlotContext.Provider>
    </ToastContext.Provider>
  );
}
