import { useEffect, useRef, useState } from 'react';
import { flattenRecord, toJson } from '../../../common/records/flatten';
import { conversationNumber } from '../conversation/conversation-number';
import { useStoredState } from '../../state/use-stored-state';
import { directionText } from '../../../common/records/vocabulary/direction-words';
import { readTime } from '../../../common/records/vocabulary/message-time';
import { readingOf } from '../../../common/records/vocabulary/role-fields';
import { roleOfColumn } from '../../../common/records/vocabulary/message-vocabulary';
import { readStatus } from '../../../common/records/vocabulary/status-words';
import { useRoleFields } from '../message-fields/role-fields-context';
import { fieldLabel } from '../results/field-labels';
import { formatCell } from '../results/format-cell';
import type { TimeDisplay } from '../time-zone/time-display';
import { CopyButton } from './CopyButton';
import { detailOrder } from './detail-fields';
import { PanelResizeHandle } from './PanelResizeHandle';
import './detail.css';

interface DetailPanelProps {
  record: Record<string, unknown>;
  time: TimeDisplay;
  onClose: () => void;
  /** Opens a new search on the message's number (both directions). */
  onFollowNumber?: (phoneNumber: string) => void;
  /** Opens the messages with this number as a thread beside the grid. */
  onOpenConversation?: (phoneNumber: string) => void;
}

const MIN_WIDTH = 280;
const DEFAULT_WIDTH = 420;
const isWidth = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Every field of one message, flattened, under its label (the field's path in a tooltip): the
 * message and contact first, ids last; times in the chosen zone and codes in words, each with the
 * value as sent beneath; then the record as the server sent it.
 */
export function DetailPanel({ record, time, onClose, onFollowNumber, onOpenConversation }: DetailPanelProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const [width, setWidth] = useStoredState('sms-explorer.detail-width', DEFAULT_WIDTH, isWidth);
  // The panel may take most of the window but always leaves some of the grid in view.
  const [maxWidth] = useState(() => Math.max(MIN_WIDTH, Math.round(window.innerWidth * 0.7)));
  const shownWidth = Math.min(maxWidth, Math.max(MIN_WIDTH, width));
  const roleFields = useRoleFields();
  const fields = detailOrder(Object.entries(flattenRecord(record)), roleFields);
  const rawJson = JSON.stringify(record, null, 2);
  const phoneNumber = conversationNumber(record, roleFields);

  useEffect(() => closeRef.current?.focus(), []);

  return (
    <div className="detail-dock" style={{ width: shownWidth }}>
      <PanelResizeHandle width={shownWidth} min={MIN_WIDTH} max={maxWidth} onResize={setWidth} />
      <aside className="detail" aria-label="Message details">
        <header className="detail__header">
          <h2 className="detail__title">Message details</h2>
          <div className="detail__header-actions">
            <CopyButton text={rawJson} label="Copy as JSON" caption="Copy as JSON" confirmation="Message copied as JSON" />
            <button ref={closeRef} type="button" className="button button--small" onClick={onClose} aria-label="Close details">
              Close
            </button>
          </div>
        </header>
        {onOpenConversation && phoneNumber && (
          <button type="button" className="button button--small detail__follow" onClick={() => onOpenConversation(phoneNumber)}>
            Open conversation
          </button>
        )}
        {onFollowNumber && phoneNumber && (
          <button type="button" className="button button--small detail__follow" onClick={() => onFollowNumber(phoneNumber)}>
            Messages with {phoneNumber}
          </button>
        )}
        <dl className="detail__fields">
          {fields.map(([name, value]) => {
            const raw = typeof value === 'string' ? value : value === null || value === undefined ? '' : toJson(value);
            const role = roleOfColumn(name, roleFields);
            // A date-time in any field; an epoch number only where the vocabulary reads a time.
            const timeRole = role === 'time' || role === 'deliveredTime' ? roleFields[role] : undefined;
            // A time role's field in the zone stated for times written without one.
            const ms =
              typeof value === 'string' || timeRole ? readTime(value, timeRole === undefined ? undefined : readingOf(timeRole).zone) : null;
            const isTime = ms !== null && time.mode !== 'raw';
            const shown = isTime ? { text: time.format(new Date(ms)) } : formatCell(value, time);
            const words = wordsOf(role, value, raw);
            const label = fieldLabel(name, roleFields);
            return (
              <div className="detail__field" key={name}>
                <dt title={`Field: ${name}`}>{label}</dt>
                {/* The copy button sits in the dd: a dl's groups may hold only dt and dd. */}
                <dd>
                  <span className="detail__text">
                    {isTime ? (
                      <>
                        <span className="detail__value">
                          {shown.text} <span className="detail__zone">{time.label}</span>
                        </span>
                        <span className="detail__readable">as sent: {raw}</span>
                      </>
                    ) : words !== raw ? (
                      <>
                        <span className="detail__value">{words}</span>
                        <span className="detail__readable">as sent: {raw}</span>
                      </>
                    ) : (
                      <>
                        <span className="detail__value">{raw}</span>
                        {shown.title && <span className="detail__readable">{shown.text}</span>}
                      </>
                    )}
                  </span>
                  <CopyButton text={raw} label={`Copy ${label.charAt(0).toLowerCase()}${label.slice(1)}`} />
                </dd>
              </div>
            );
          })}
        </dl>
        <section className="detail__raw" aria-label="Raw JSON">
          <header className="detail__raw-header">
            <h3>Raw JSON (as the server sent it)</h3>
            <CopyButton text={rawJson} label="Copy raw JSON" confirmation="Message copied as JSON" />
          </header>
          <pre>{rawJson}</pre>
        </section>
      </aside>
    </div>
  );
}

/** A status or direction in the vocabulary's words; any other value as it is. */
function wordsOf(role: string | null, value: unknown, raw: string): string {
  if (typeof value !== 'string') return raw;
  if (role === 'status') return readStatus(value)?.text ?? raw;
  if (role === 'direction') return directionText(value);
  return raw;
}
