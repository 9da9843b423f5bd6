import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { isRefusedLocation, locationTitle } from '../connections/connection-labels';

interface LocationChooserProps {
  connection: ConnectionView;
  /** The locations searched now. */
  chosen: readonly string[];
  /** Opens at once: the user asked to choose, and no set was chosen yet. */
  startOpen: boolean;
  onChoose: (locationIds: string[]) => void;
}

/**
 * Which locations the search reads: a button saying how many of how many, opening a list of
 * checkboxes (Tab and Space, or clicks). Nothing changes until "Search these N" is pressed, so
 * ticking boxes never sends a search per box; Escape leaves the set as it was.
 */
export function LocationChooser({ connection, chosen, startOpen, onChoose }: LocationChooserProps) {
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLFieldSetElement>(null);
  const total = connection.locations.length;
  const [draft, setDraft] = useState<ReadonlySet<string> | null>(() => (startOpen ? new Set(chosen) : null));
  const open = draft !== null;
  // Opened, the keyboard is in the list: Space ticks the first location at once.
  useEffect(() => {
    if (open) listRef.current?.querySelector('input')?.focus();
  }, [open]);
  const close = () => {
    setDraft(null);
    toggleRef.current?.focus();
  };
  const apply = () => {
    if (!draft || draft.size === 0) return;
    onChoose(connection.locations.filter((location) => draft.has(location.id)).map((location) => location.id));
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  const toggle = (locationId: string, on: boolean) =>
    setDraft((previous) => {
      const next = new Set(previous);
      if (on) next.add(locationId);
      else next.delete(locationId);
      return next;
    });

  return (
    <div className="location-chooser">
      <button
        ref={toggleRef}
        type="button"
        className="button"
        aria-expanded={draft !== null}
        aria-controls={`${id}-panel`}
        onClick={() => (draft ? close() : setDraft(new Set(chosen)))}
      >
        Locations: {chosen.length === total ? `all ${total}` : `${chosen.length} of ${total}`}
      </button>
      {draft && (
        <div id={`${id}-panel`} className="location-chooser__panel" onKeyDown={onKeyDown}>
          <fieldset ref={listRef} className="location-chooser__list">
            <legend>Search these locations</legend>
            {connection.locations.map((location) => (
              <label key={location.id} className="location-chooser__item">
                <input type="checkbox" checked={draft.has(location.id)} onChange={(event) => toggle(location.id, event.target.checked)} />
                {locationTitle(location)}
                {isRefusedLocation(location) && <span className="badge badge--danger">Refused</span>}
              </label>
            ))}
          </fieldset>
          <div className="location-chooser__buttons">
            <button
              type="button"
              className="button button--small"
              onClick={() => setDraft(new Set(connection.locations.map((location) => location.id)))}
            >
              Every location
            </button>
            <button type="button" className="button button--small" onClick={() => setDraft(new Set())}>
              None
            </button>
            <button type="button" className="button button--small button--primary" disabled={draft.size === 0} onClick={apply}>
              {draft.size === 0 ? 'Choose at least one' : draft.size === total ? `Search all ${total}` : `Search these ${draft.size}`}
            </button>
            <button type="button" className="button button--small button--ghost" onClick={close}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
