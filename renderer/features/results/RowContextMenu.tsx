import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import './row-menu.css';

interface RowContextMenuProps {
  x: number;
  y: number;
  phoneNumber: string | null;
  onFollow: (phoneNumber: string) => void;
  /** Opens the messages with this number as a thread beside the grid. */
  onOpenConversation: (phoneNumber: string) => void;
  onOpenDetails: () => void;
  /** Copies this message as text for a ticket. */
  onCopyMessage: () => void;
  /** Copies a link to this row's conversation (its number), or to the search when it has none. Left out where links are not offered (across locations). */
  onCopyLink?: (phoneNumber: string | null) => void;
  /** Closes the menu; a click elsewhere leaves focus where it went. */
  onClose: () => void;
  /** After Escape, Tab or an action: focus goes back to the row, never to the page. */
  onReturnFocus: () => void;
}

/** The actions on one row (right click, or the Menu key / Shift+F10 on the active row). */
export function RowContextMenu({
  x,
  y,
  phoneNumber,
  onFollow,
  onOpenConversation,
  onOpenDetails,
  onCopyMessage,
  onCopyLink,
  onClose,
  onReturnFocus,
}: RowContextMenuProps) {
  const done = () => {
    onClose();
    onReturnFocus();
  };
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) onClose();
    };
    window.addEventListener('pointerdown', onPointerDown);
    return () => window.removeEventListener('pointerdown', onPointerDown);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      done();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    }
  };

  // Kept inside the window: a menu opened near the right or bottom edge opens leftwards/upwards.
  const left = Math.min(x, window.innerWidth - 300);
  const top = Math.min(y, window.innerHeight - 100);
  return (
    <div
      ref={menuRef}
      className="row-menu"
      role="menu"
      aria-label="Message actions"
      style={{ left: Math.max(4, left), top: Math.max(4, top) }}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        role="menuitem"
        className="row-menu__item"
        aria-disabled={phoneNumber ? undefined : true}
        title={
          phoneNumber ? 'The messages with this number as a thread, beside the grid' : 'This message has no phone number the search can use'
        }
        onClick={() => {
          if (!phoneNumber) return;
          onClose();
          onOpenConversation(phoneNumber);
        }}
      >
        Open conversation
      </button>
      <button
        type="button"
        role="menuitem"
        className="row-menu__item"
        aria-disabled={phoneNumber ? undefined : true}
        title={phoneNumber ? 'A new search on this number, both directions' : 'This message has no phone number the search can use'}
        onClick={() => {
          if (!phoneNumber) return;
          done();
          onFollow(phoneNumber);
        }}
      >
        Messages with this number{phoneNumber ? ` (${phoneNumber})` : ''}
      </button>
      <button
        type="button"
        role="menuitem"
        className="row-menu__item"
        title="Time, direction, contact, status and the message, as text for a ticket"
        onClick={() => {
          done();
          onCopyMessage();
        }}
      >
        Copy message
      </button>
      {onCopyLink && (
        <button
          type="button"
          role="menuitem"
          className="row-menu__item"
          title="An sms-explorer:// link and a line for the ticket: whoever opens it sees the same messages"
          onClick={() => {
            done();
            onCopyLink(phoneNumber);
          }}
        >
          {phoneNumber ? 'Copy link to the conversation' : 'Copy link to this search'}
        </button>
      )}
      <button
        type="button"
        role="menuitem"
        className="row-menu__item"
        onClick={() => {
          done();
          onOpenDetails();
        }}
      >
        Open details
      </button>
    </div>
  );
}
