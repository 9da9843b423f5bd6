import { createContext, useContext } from 'react';

export type ShowToast = (message: string) => void;

export const ToastContext = createContext<ShowToast>(() => {});

/** Short confirmations ("Copied") that disappear on their own; errors never go through here. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}
