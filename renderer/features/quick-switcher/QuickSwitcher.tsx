import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { Modal } from '../../ui/dialog/Modal';
import { acrossTargets, filterTargets, switchTargets } from './switch-targets';
import type { SwitchTarget } from './switch-targets';
import './quick-switcher.css';

interface QuickSwitcherProps {
  connections: readonly ConnectionView[];
  onSelect: (target: SwitchTarget) => void;
  onClose: () => void;
  /** Offers the search across locations of each connection too: all of them, and the chosen set of this many (null: none chosen). */
  acrossChosenCount?: (connection: ConnectionView) => number | null;
  /** A phone number in the typed text (E.164), or null: offered first as "Open conversation with …". */
  readNumber?: (typed: string) => string | null;
  onOpenConversation?: (phoneNumber: string) => void;
}

/** Ctrl/Cmd+K: type part of a connection or location name, arrows to choose, Enter to switch. */
export function QuickSwitcher({ connections, onSelect, onClose, acrossChosenCount, readNumber, onOpenConversation }: QuickSwitcherProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const phoneNumber = onOpenConversation && readNumber ? readNumber(typed) : null;
  const targets = [...switchTargets(connections), ...(acrossChosenCount ? acrossTargets(connections, acrossChosenCount) : [])];
  const matches: (SwitchTarget | { key: 'conversation'; phoneNumber: string })[] = [
    ...(phoneNumber ? [{ key: 'conversation' as const, phoneNumber }] : []),
    ...filterTargets(targets, typed),
  ];
  const activeIndex = Math.min(active, matches.length - 1);

  const choose = (target: (typeof matches)[number] | undefined) => {
    if (!target) return;
    if ('phoneNumber' in target) onOpenConversation?.(target.phoneNumber);
    else onSelect(target);
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + matches.length) % Math.max(1, matches.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(matches[activeIndex]);
    }
  };

  return (
    <Modal title="Switch connection and location" onClose={onClose}>
      <input
        className="quick-switcher__input"
        role="combobox"
        aria-label="Find a connection or location"
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? `${id}-${activeIndex}` : undefined}
        placeholder="Type a connection or location…"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={`${id}-list`} className="quick-switcher__list" role="listbox" aria-label="Connections and locations">
        {matches.map((target, index) => (
          <li
            key={target.key}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className="quick-switcher__option"
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(target)}
          >
            {'phoneNumber' in target ? (
              <span className="quick-switcher__location">Open conversation with {target.phoneNumber}</span>
            ) : (
              <>
                <span className="quick-switcher__location">
                  {target.locationLabel}
                  {target.refused && <span className="badge badge--danger quick-switcher__refused">Refused</span>}
                </span>
                <span className="quick-switcher__connection">{target.connectionLabel}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {matches.length === 0 && <p className="field__hint">Nothing matches “{typed}”.</p>}
    </Modal>
  );
}
