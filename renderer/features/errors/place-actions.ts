import { createContext, useContext } from 'react';

/**
 * The two ways out of a refusal that lead elsewhere in the app: the token's dialog, or the
 * location picker. Given once by the view that knows them (one location, or across locations),
 * read by every error panel and notice below it.
 */
export interface PlaceActions {
  reenterToken: () => void;
  pickLocation: () => void;
  /** Whether an alert shown now takes the focus on its primary action (alert-focus.ts); none does where absent. */
  takeFocus?: () => boolean;
}

export const PlaceActionsContext = createContext<PlaceActions | null>(null);

export function usePlaceActions(): PlaceActions {
  const actions = useContext(PlaceActionsContext);
  // A panel outside any view would offer buttons that do nothing: said at once, not found by a user.
  if (!actions) throw new Error('An error panel was shown outside a PlaceActionsContext provider.');
  return actions;
}
