import { HighlightedText } from '../results/HighlightedText';
import type { TimeDisplay } from '../time-zone/time-display';
import { mediaLines } from './media-text';
import type { ThreadMessage } from './thread-message';
import { clockText, fullTimeText } from './thread';
import { sideText } from './thread-text';

interface MessageBubbleProps {
  message: ThreadMessage;
  time: TimeDisplay;
  locationName: string;
  /** Find's text, lower case; '' marks nothing. */
  needle: string;
}

/**
 * What a screen reader says before the message text: who, when (the zone named), how it went.
 * Read from hidden text rather than an aria-label, so the name holds the visible text too.
 */
export function messageHeading(message: ThreadMessage, time: TimeDisplay, locationName: string): string {
  const status = message.status ? `, ${message.status.text}` : '';
  return `${sideText(message.side, locationName)}, ${fullTimeText(message, time)}${status}: `;
}

/** One message: the customer's on the left, the location's on the right, unknown direction centred. */
export function MessageBubble({ message, time, locationName, needle }: MessageBubbleProps) {
  const tone = message.status?.tone ?? 'neutral';
  const failed = tone === 'bad';
  const side = message.side ?? 'unknown';
  return (
    <div className={`bubble bubble--${side}${failed ? ' bubble--failed' : ''}`}>
      <span className="visually-hidden">{messageHeading(message, time, locationName)}</span>
      {message.side === null && (
        <span className="bubble__who" aria-hidden="true">
          Direction unknown
        </span>
      )}
      <p className="bubble__body">
        {message.body === null ? (
          <em>No message text</em>
        ) : needle ? (
          <HighlightedText text={message.body} exact={undefined} needle={needle} />
        ) : (
          message.body
        )}
      </p>
      {message.media && (
        <ul className="bubble__media">
          {mediaLines(message.media).map((line, index) => (
            <li key={index}>📎 {line}</li>
          ))}
        </ul>
      )}
      {message.errors.length > 0 && (
        <dl className="bubble__errors">
          {message.errors.map((error) => (
            <div key={error.field}>
              <dt>{error.field}</dt>
              <dd>{error.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <span
        className="bubble__meta"
        aria-hidden="true"
        title={message.sentTime ? `As sent: ${message.sentTime}` : 'The record has no readable time'}
      >
        {clockText(message, time)}
        {message.status && <span className={`bubble__status bubble__status--${tone}`}>{message.status.text}</span>}
      </span>
    </div>
  );
}
