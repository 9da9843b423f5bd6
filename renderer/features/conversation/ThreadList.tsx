import { useEffect, useId, useImperativeHandle, useRef } from 'react';
import type { RowMark } from '../follow/use-follow';
import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TimeDisplay } from '../time-zone/time-display';
import { MessageBubble } from './MessageBubble';
import type { Thread } from './thread';
import { pick } from './thread-selection';
import type { ThreadSelection } from './thread-selection';

/** How near an edge (px) scrolling asks for the next page when that edge is where its messages land. */
const EDGE_PX = 600;
const DAY_HEIGHT = 22;
const MESSAGE_HEIGHT = 48;

export interface ThreadListControl {
  /** Scrolls a message (by key) into the middle of the view and makes it the active one. */
  reveal: (key: string) => void;
}

interface ThreadListProps {
  thread: Thread;
  time: TimeDisplay;
  locationName: string;
  label: string;
  needle: string;
  selection: ThreadSelection;
  onSelectionChange: (selection: ThreadSelection) => void;
  onCopy: () => void;
  /** The edges where messages not loaded yet will land; scrolling near one asks for the next page. */
  fetchAt: { top: boolean; bottom: boolean };
  onNearEdge: () => void;
  controlRef: Ref<ThreadListControl>;
  /** Follow's mark of a message (new, or its status changed), if any. */
  markOf?: (record: Record<string, unknown>) => RowMark | undefined;
  /** Told whether the user scrolled away from the newest messages (the bottom): Follow waits meanwhile. */
  onAwayFromNewest?: (away: boolean) => void;
}

const optionId = (prefix: string, key: string) => `${prefix}-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * The thread as a virtualized listbox: only the messages in view are in the DOM, each read with
 * who wrote it, when and how it went. Anchored at the end, like a chat: when older messages are
 * added above, the messages in view stay where they are (the virtualizer keeps the first one in
 * view at its place); it opens scrolled to the newest message loaded.
 */
export function ThreadList({
  thread,
  time,
  locationName,
  label,
  needle,
  selection,
  onSelectionChange,
  onCopy,
  fetchAt,
  onNearEdge,
  controlRef,
  markOf,
  onAwayFromNewest,
}: ThreadListProps) {
  const prefix = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { entries } = thread;
  const order = thread.messages.map((message) => message.key);
  const positionOf = new Map(order.map((key, index) => [key, index]));
  const entryIndexOf = (key: string) => entries.findIndex((entry) => entry.key === key);

  // TanStack Virtual keeps mutable state the React Compiler cannot track; this component is not memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (entries[index]?.kind === 'day' ? DAY_HEIGHT : MESSAGE_HEIGHT),
    getItemKey: (index) => entries[index]?.key ?? index,
    overscan: 6,
    anchorTo: 'end',
  });

  // Opens on the newest message loaded, once, when the first messages arrive.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || entries.length === 0) return;
    opened.current = true;
    virtualizer.scrollToEnd();
  }, [entries.length, virtualizer]);

  const checkEdges = () => {
    const element = scrollRef.current;
    // Not while a scroll runs: the opening scroll to the newest message would otherwise follow the
    // pages it asks for down an oldest-first walk. The virtualizer re-renders when scrolling stops.
    if (!element || !opened.current) return;
    const fromBottom = element.scrollHeight - element.clientHeight - element.scrollTop;
    onAwayFromNewest?.(fromBottom > MESSAGE_HEIGHT);
    if (virtualizer.isScrolling) return;
    if ((fetchAt.top && element.scrollTop < EDGE_PX) || (fetchAt.bottom && fromBottom < EDGE_PX)) onNearEdge();
  };
  // After every render: a page that arrived with the edge still in view asks for the next one.
  useEffect(checkEdges);

  useImperativeHandle(controlRef, () => ({
    reveal: (key) => {
      const index = entryIndexOf(key);
      if (index < 0) return;
      onSelectionChange({ keys: selection.keys, active: key });
      virtualizer.scrollToIndex(index, { align: 'center' });
    },
  }));

  const move = (event: KeyboardEvent<HTMLDivElement>, to: number) => {
    event.preventDefault();
    const key = order[Math.max(0, Math.min(order.length - 1, to))];
    if (key === undefined) return;
    onSelectionChange(pick(selection, order, key, { range: event.shiftKey, toggle: false }));
    virtualizer.scrollToIndex(entryIndexOf(key), { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = selection.active === null ? order.length : (positionOf.get(selection.active) ?? order.length);
    const mod = event.ctrlKey || event.metaKey;
    const pageStep = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / MESSAGE_HEIGHT));
    if (event.key === 'ArrowDown') move(event, at + 1);
    else if (event.key === 'ArrowUp') move(event, at - 1);
    else if (event.key === 'PageDown') move(event, at + pageStep);
    else if (event.key === 'PageUp') move(event, at - pageStep);
    else if (event.key === 'Home') move(event, 0);
    else if (event.key === 'End') move(event, order.length - 1);
    else if (mod && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      onSelectionChange({ keys: new Set(order), active: selection.active });
    } else if (mod && event.key.toLowerCase() === 'c') {
      event.preventDefault();
      onCopy();
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>, key: string) => {
    onSelectionChange(pick(selection, order, key, { range: event.shiftKey, toggle: event.ctrlKey || event.metaKey }));
  };

  const items = virtualizer.getVirtualItems();
  const activeRendered = selection.active !== null && items.some((item) => item.key === selection.active);
  return (
    <div ref={scrollRef} className="thread-scroll" onScroll={checkEdges}>
      <div
        role="listbox"
        aria-label={label}
        aria-multiselectable="true"
        aria-activedescendant={activeRendered && selection.active ? optionId(prefix, selection.active) : undefined}
        tabIndex={0}
        className="thread"
        style={{ height: virtualizer.getTotalSize() }}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const entry = entries[item.index];
          if (!entry) return null;
          const style = { transform: `translateY(${item.start}px)` };
          if (entry.kind === 'day') {
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                className="thread__day"
                style={style}
                aria-hidden="true"
              >
                <span>{entry.label}</span>
              </div>
            );
          }
          const { message, day } = entry;
          const position = positionOf.get(message.key) ?? 0;
          const mark = markOf?.(message.record);
          return (
            <div
              key={item.key}
              id={optionId(prefix, message.key)}
              ref={virtualizer.measureElement}
              data-index={item.index}
              data-key={message.key}
              data-time={message.at?.toISOString()}
              role="option"
              aria-selected={selection.keys.has(message.key)}
              aria-posinset={position + 1}
              aria-setsize={order.length}
              className={`thread__row thread__row--${message.side ?? 'unknown'}${selection.active === message.key ? ' thread__row--active' : ''}${mark?.fresh ? ' thread__row--fresh' : ''}`}
              data-fresh={mark?.fresh || undefined}
              data-change={mark?.change ?? undefined}
              style={style}
              onClick={(event) => onClick(event, message.key)}
            >
              {day && (
                <span className="thread__day-label" aria-hidden="true">
                  {day}
                </span>
              )}
              <MessageBubble message={message} time={time} locationName={locationName} needle={needle} />
              {mark?.change && <span className="thread__change">{mark.change}</span>}
            </div>
          );
        })}
      </div>
    </div>
  );
}
