import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { queries, searchSessionId } from '../../api/queries';
import type { SearchSessionParams } from '../../api/queries';
import { FollowBar } from '../follow/FollowBar';
import { FollowToggle } from '../follow/FollowToggle';
import { useFollow } from '../follow/use-follow';
import { copyText } from '../../api/clipboard';
import type { LoadedPage } from '../search-session/loaded-page';
import type { TimeDisplay } from '../time-zone/time-display';
import { formatCell } from '../results/format-cell';
import { readMessage } from '../../../common/records/vocabulary/message-vocabulary';
import type { RoleChoices, RoleFields } from '../../../common/records/vocabulary/role-fields';
import { useConnectionFields } from '../message-fields/use-detection';
import { bindingMatches, displayKeys, SHORTCUTS } from '../shortcuts/shortcut-list';
import { useToast } from '../../ui/toast/toast-context';
import { serverOrder, unloadedEdges } from './server-order';
import { buildThread } from './thread';
import { threadMatches } from './thread-find';
import { NO_THREAD_SELECTION } from './thread-selection';
import type { ThreadSelection } from './thread-selection';
import { threadText } from './thread-text';
import { ThreadFindBar } from './ThreadFindBar';
import { ThreadList } from './ThreadList';
import type { ThreadListControl } from './ThreadList';
import { ThreadStatus } from './ThreadStatus';
import { useConversation } from './use-conversation';
import type { ConversationWalk } from './use-conversation';
import './conversation-panel.css';

const EXPORT_KEYS = SHORTCUTS.find((shortcut) => shortcut.id === 'exportCsv')!.binding;

export interface ExportableThread {
  params: SearchSessionParams;
  phoneNumber: string;
  pages: readonly LoadedPage[];
  /** The loaded messages as the thread reads them: oldest first. */
  records: readonly Record<string, unknown>[];
  /** Where the message vocabulary reads each role in them, as the thread does. */
  fields: RoleFields;
  moreOnServer: boolean;
}

interface ConversationPanelProps {
  phoneNumber: string;
  /** The grid's search for this number: the same request, so the same messages. */
  params: SearchSessionParams;
  /** Made where it was opened, its first page already asked for. */
  walk: ConversationWalk;
  enabled: boolean;
  locationName: string;
  time: TimeDisplay;
  onClose: () => void;
  onExport: (thread: ExportableThread) => void;
  /** Copies a link to this conversation (sms-explorer://) and a line for the ticket; null when it cannot. */
  onCopyLink?: (() => void) | null;
  /** Changes when Find is asked for (Ctrl+F) while the conversation is open. */
  findRequest: number;
  /** The user's choice of fields for the connection: wins over the connection's detection. */
  fieldChoices: RoleChoices | undefined;
  /** The location's zone: times stated to be in it are read in it, as the grid reads them. */
  locationZone?: string | undefined;
  /** Follow on this conversation (a one-location search): the connection's interval, and who says that messages failed. */
  following?: { intervalMs: number; onFailures: (count: number, numbers: string[]) => void };
}

/**
 * The messages with one number as a chat thread, beside the grid (which keeps its search and
 * scroll position underneath): oldest at the top, the customer on the left, the location on the
 * right, loading the rest as the agent scrolls toward it.
 */
export function ConversationPanel(props: ConversationPanelProps) {
  const {
    phoneNumber,
    params,
    walk,
    enabled,
    locationName,
    time,
    onClose,
    onExport,
    findRequest,
    fieldChoices,
    locationZone,
    onCopyLink,
    following,
  } = props;
  const followIntervalMs = following?.intervalMs ?? 0;
  const session = useConversation(params, enabled, walk);
  const toast = useToast();
  // The connection's one detection, the grid's; a thread is a filtered sample, used only when nothing else was read yet.
  const { fields } = useConnectionFields(params.connectionId, session.records, true, fieldChoices, locationZone);
  const thread = useMemo(() => buildThread(session.records, time, fields), [session.records, time, fields]);
  const followTarget = {
    params,
    queryKey: queries.pagesKey('conversation', params),
    sessionId: searchSessionId(params),
    enabled: enabled && following !== undefined,
    walk,
  };
  const follow = useFollow(followTarget, fields, followIntervalMs, (count, numbers) => following?.onFailures(count, numbers));
  const order = serverOrder(thread.walkOrder);
  const [selection, setSelection] = useState<ThreadSelection>(NO_THREAD_SELECTION);
  const [find, setFind] = useState<{ open: boolean; query: string; current: number }>({ open: false, query: '', current: 0 });
  // Ctrl+F comes as a count from the workspace: find is open when asked for since it was last closed.
  const [findClosedAt, setFindClosedAt] = useState(findRequest);
  const findOpen = find.open || findRequest > findClosedAt;
  const deferredQuery = useDeferredValue(findOpen ? find.query : '');
  const matches = useMemo(() => threadMatches(thread.messages, deferredQuery, time), [thread.messages, deferredQuery, time]);
  const listControl = useRef<ThreadListControl>(null);
  const panelRef = useRef<HTMLElement>(null);
  const contactName = contactNameOf(session.records, fields);
  const label = `Conversation with ${phoneNumber}${contactName ? ` (${contactName})` : ''}`;

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('[role="listbox"]')?.focus();
  }, []);

  const exportable = (): ExportableThread => ({
    params,
    phoneNumber,
    pages: session.query.data?.pages ?? [],
    records: thread.messages.map((message) => message.record),
    fields,
    moreOnServer: Boolean(session.query.hasNextPage),
  });

  const copy = async () => {
    const picked = selection.keys.size > 0 ? thread.messages.filter((message) => selection.keys.has(message.key)) : thread.messages;
    if (picked.length === 0) {
      toast('Nothing to copy yet: no messages are loaded');
      return;
    }
    try {
      await copyText(threadText(picked, { phoneNumber, locationName, time }));
      toast(`Copied ${picked.length.toLocaleString()} message${picked.length === 1 ? '' : 's'} as text`);
    } catch {
      toast('Could not copy to the clipboard');
    }
  };

  const step = (direction: 1 | -1) => {
    if (matches.length === 0) return;
    const current = (find.current + direction + matches.length) % matches.length;
    setFind((state) => ({ ...state, current }));
    const message = thread.messages[matches[current] ?? -1];
    if (message) listControl.current?.reveal(message.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented) return;
    // Export… where the focus is: this conversation, not the rows of the grid behind it.
    if (bindingMatches(EXPORT_KEYS, event) && enabled) {
      event.preventDefault();
      onExport(exportable());
      return;
    }
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  // Grouped as the grid shows it, so the number reads the same in both places.
  const shownNumber = formatCell(phoneNumber).text;
  const currentMatch = Math.min(find.current, Math.max(0, matches.length - 1));
  return (
    <aside ref={panelRef} className="conversation" aria-label={label} onKeyDown={onKeyDown}>
      <header className="conversation__header">
        <div className="conversation__title">
          <h2>{contactName ?? shownNumber}</h2>
          <span className="conversation__subtitle">
            {contactName ? `${shownNumber} · ` : ''}with {locationName} · times in {time.label}
          </span>
        </div>
        <div className="conversation__actions">
          {following && <FollowToggle follow={follow} intervalMs={followIntervalMs} small />}
          <button
            type="button"
            className="button button--small"
            onClick={() => setFind((state) => ({ ...state, open: true }))}
            title="Find in conversation (Ctrl+F)"
          >
            Find
          </button>
          <button
            type="button"
            className="button button--small"
            onClick={() => void copy()}
            title="The picked messages, else the whole loaded thread, as text for a ticket"
          >
            {selection.keys.size > 0 ? `Copy ${selection.keys.size} as text` : 'Copy as text'}
          </button>
          <button
            type="button"
            className="button button--small"
            onClick={() => onExport(exportable())}
            disabled={!enabled}
            title={`Export this conversation: its messages oldest first, with the thread's fields (${displayKeys('Mod+E')})`}
          >
            Export…
          </button>
          {onCopyLink && (
            <button
              type="button"
              className="button button--small"
              onClick={onCopyLink}
              title="A link to this conversation and a line for the ticket (Ctrl/Cmd+Shift+L in the conversation)"
            >
              Copy link
            </button>
          )}
          <button type="button" className="button button--small" onClick={onClose} aria-label="Close conversation" title="Close (Escape)">
            Close
          </button>
        </div>
      </header>
      <FollowBar follow={follow} intervalMs={followIntervalMs} />
      {findOpen && (
        <ThreadFindBar
          query={find.query}
          onQueryChange={(query) => setFind({ open: true, query, current: 0 })}
          current={currentMatch}
          total={matches.length}
          moreToLoad={Boolean(session.query.hasNextPage)}
          onStep={step}
          onClose={() => {
            setFind({ open: false, query: '', current: 0 });
            setFindClosedAt(findRequest);
            panelRef.current?.querySelector<HTMLElement>('[role="listbox"]')?.focus();
          }}
          focusRequest={findRequest}
        />
      )}
      <ThreadStatus session={session} thread={thread} order={order} onExportAll={enabled ? () => onExport(exportable()) : null} />
      <ThreadList
        thread={thread}
        time={time}
        locationName={locationName}
        label={`Messages with ${phoneNumber}, oldest first`}
        needle={deferredQuery.trim().toLowerCase()}
        selection={selection}
        onSelectionChange={setSelection}
        onCopy={() => void copy()}
        fetchAt={session.query.hasNextPage ? unloadedEdges(order) : { top: false, bottom: false }}
        onNearEdge={session.fetchMore}
        controlRef={listControl}
        markOf={follow.markOf}
        onAwayFromNewest={follow.noteAway}
      />
    </aside>
  );
}

/** The contact's name when the records carry one (as the message vocabulary reads it), for the heading only. */
function contactNameOf(records: readonly Record<string, unknown>[], fields: RoleFields): string | null {
  for (const record of records) {
    const name = readMessage(record, fields).contactName?.trim();
    if (name) return name;
  }
  return null;
}
