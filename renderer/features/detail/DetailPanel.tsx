import { useEffect, useRef } from 'react';
import { flattenRecord, toJson } from '../../../electron/shared/flatten';
import { formatCell } from '../results/format-cell';
import { CopyButton } from './CopyButton';
import './detail.css';

interface DetailPanelProps {
  record: Record<string, unknown>;
  onClose: () => void;
}

/** Every field of one message, flattened, and the record as the server sent it. */
export function DetailPanel({ record, onClose }: DetailPanelProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const fields = Object.entries(flattenRecord(record));
  const rawJson = JSON.stringify(record, null, 2);

  useEffect(() => closeRef.current?.focus(), []);

  return (
    <aside className="detail" aria-label="Message details">
      <header className="detail__header">
        <h2 className="detail__title">Message details</h2>
        <button ref={closeRef} type="button" className="button button--small" onClick={onClose} aria-label="Close details">
          Close
        </button>
      </header>
      <dl className="detail__fields">
        {fields.map(([name, value]) => {
          const raw = typeof value === 'string' ? value : value === null || value === undefined ? '' : toJson(value);
          const shown = formatCell(value);
          return (
            <div className="detail__field" key={name}>
              <dt>{name}</dt>
              <dd>
                <span className="detail__value">{raw}</span>
                {shown.title && <span className="detail__readable">{shown.text}</span>}
              </dd>
              <CopyButton text={raw} label={`Copy ${name}`} />
            </div>
          );
        })}
      </dl>
      <section className="detail__raw" aria-label="Raw JSON">
        <header className="detail__raw-header">
          <h3>Raw JSON</h3>
          <CopyButton text={rawJson} label="Copy raw JSON" />
        </header>
        <pre>{rawJson}</pre>
      </section>
    </aside>
  );
}
