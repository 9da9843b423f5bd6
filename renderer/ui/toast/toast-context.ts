import { createContext, useContext } from 'react';

export type ShowToast = (message: string) => void;

export const ToastContext = createContext<ShowToast>(() => {});

/** Short confirmations ("Copied") that disappear on their own; errors never go through here. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

/** Where a view offers room for the toast (its status bar's or toolbar's free middle), so it covers no row; null when it goes. */
export const ToastSlotContext = createContext<(slot: HTMLElement | null) => void>(() => {});

export function useToastSlot(): (slot: HTMLElement | null) => void {
  return useContext(ToastSlotContext);
}

/**
 * Where an open modal dialog offers room for the toast, at its foot: a toast over the window would
 * cover the dialog (a "Copied" over the Export dialog), so while one is open the toast shows in it.
 */
export const ToastModalSlotContext = createContext<(slot: HTMLElement | null) => void>(() => {});

export function useToastModalSlot(): (slot: HTMLElement | null) => void {
  return useContext(ToastModalSlotContext);
}
