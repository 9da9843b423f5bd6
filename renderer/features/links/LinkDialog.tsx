import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { ConnectionView, SearchLinkData } from '../../../common/ipc/contract';
import { Modal } from '../../ui/dialog/Modal';
import './links.css';
import { linkLine, placeText } from './link-draft';
import type { LinkQuestion } from './use-opened-links';

interface LinkDialogProps {
  question: LinkQuestion;
  connections: readonly ConnectionView[];
  onOpenAt: (place: { connectionId: string; locationId: string }) => void;
  /** Searches the locations of the link this computer has. */
  onOpenKnown: () => void;
  /** Runs the searches of a link that runs several. */
  onConfirm: () => void;
  onClose: () => void;
}

const placeKey = (connectionId: string, locationId: string) => JSON.stringify([connectionId, locationId]);

/** A link at a connection of this computer, named as this computer names it (the link's own names are another's words). */
function namedHere(link: SearchLinkData, connections: readonly ConnectionView[]) {
  const connection = connections.find((known) => known.id === link.connectionId);
  const nameOf = (locationId: string) => connection?.locations.find((location) => location.id === locationId)?.name;
  const { connectionLabel: _theirs, locationName: _theirName, ...place } = link;
  const locationName = nameOf(link.locationId);
  return {
    link: { ...place, ...(connection && { connectionLabel: connection.label }), ...(locationName && { locationName }) },
    names: { nameOf },
  };
}

/**
 * A link this window cannot simply open: refused (the reason), for a place this computer lacks (a
 * choice among its own), or for several locations of which it lacks some (the rest, or nothing).
 */
export function LinkDialog({ question, connections, onOpenAt, onOpenKnown, onConfirm, onClose }: LinkDialogProps) {
  if (question.kind === 'refused') {
    return (
      <Modal title="Link not opened" role="alertdialog" onClose={onClose}>
        <p className="link-dialog__message">{question.message}</p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            OK
          </button>
        </div>
      </Modal>
    );
  }
  if (question.kind === 'confirm-searches') {
    const { link, names } = namedHere(question.link, connections);
    const numbers = link.kind === 'search' ? link.numbers : undefined;
    const locations = link.kind === 'search' && link.locationIds ? link.locationIds.length : 1;
    const each = numbers
      ? `one for each of ${numbers.length} numbers${locations > 1 ? ` at each of ${locations} locations` : ''}`
      : `one at each of ${locations} locations`;
    return (
      <Modal title={`Run ${question.searches} searches?`} onClose={onClose}>
        <p className="link-dialog__message">
          This link runs {question.searches} searches with your API token of {link.connectionLabel ?? link.connectionId}, {each}. Run them
          only if you expected this link.
        </p>
        <p className="modal__hint">{linkLine(link, names)}</p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={onConfirm}>
            Run {question.searches} searches
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </Modal>
    );
  }
  if (question.kind === 'missing-locations') {
    const { link, names } = namedHere(question.link, connections);
    const known = question.known.length;
    return (
      <Modal title="Some locations are not on this computer" onClose={onClose}>
        <p className="link-dialog__message">
          This link searches {placeText(link, names)}. This computer does not have{' '}
          {question.missing.length === 1 ? 'this one' : `these ${question.missing.length}`}: {question.missing.join(', ')}. Search the other{' '}
          {known === 1 ? 'one' : known}, or cancel.
        </p>
        <p className="modal__hint">{linkLine(link, names)}</p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={onOpenKnown}>
            Search the {known === 1 ? 'one' : known} this computer has
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </Modal>
    );
  }
  return <UnknownPlace link={question.link} connections={connections} onOpenAt={onOpenAt} onClose={onClose} />;
}

function UnknownPlace({
  link,
  connections,
  onOpenAt,
  onClose,
}: Omit<LinkDialogProps, 'question' | 'onOpenKnown' | 'onConfirm'> & { link: Extract<LinkQuestion, { kind: 'unknown-place' }>['link'] }) {
  const id = useId();
  // The same location id under another connection is the likeliest match (another computer's copy of it).
  const sameLocation = connections.find((connection) => connection.locations.some((location) => location.id === link.locationId));
  const first = sameLocation
    ? placeKey(sameLocation.id, link.locationId)
    : connections.flatMap((c) => c.locations.map((l) => placeKey(c.id, l.id)))[0];
  const [chosen, setChosen] = useState(first ?? '');
  const what = link.kind === 'search' ? 'search' : 'conversation';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [connectionId, locationId] = JSON.parse(chosen) as [string, string];
    onOpenAt({ connectionId, locationId });
  };
  return (
    <Modal title="Open this link where?" onClose={onClose}>
      <form className="link-dialog" onSubmit={submit} noValidate>
        <p className="link-dialog__message">
          This link is for {placeText(link, { untrusted: true })}, which this computer does not have. Names in quotes are the link’s own
          words, not this computer’s. Open the same {what} at one of your locations, or cancel.
        </p>
        <p className="modal__hint">{linkLine(link, { untrusted: true })}</p>
        {first ? (
          <div className="field">
            <label htmlFor={`${id}-place`}>Open at</label>
            <select id={`${id}-place`} value={chosen} onChange={(event) => setChosen(event.target.value)}>
              {connections.map((connection) => (
                <optgroup key={connection.id} label={connection.label}>
                  {connection.locations.map((location) => (
                    <option key={location.id} value={placeKey(connection.id, location.id)}>
                      {location.name ? `${location.name} (${location.id})` : location.id}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        ) : (
          <p className="link-dialog__message">This computer has no location yet: add a connection first.</p>
        )}
        <div className="modal__actions">
          <button type="submit" className="button button--primary" disabled={!first}>
            Open here
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
