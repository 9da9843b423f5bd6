import { Countdown } from '../errors/Countdown';
import { retryReason } from '../../../common/errors/error-table';
import { estimateOf, formatElapsed } from './export-progress-text';
import type { JobProgress } from '../../../common/ipc/contract';
import './export.css';
import { countOf } from '../status-bar/count-text';
import { formatWhole } from '../../ui/whole-number';
import { formatBytes } from '../../../common/numbers/byte-size';

interface ExportAllProgressProps {
  /** What is exported, for people (the location's name). */
  source: string;
  /** null until main has a file and starts walking the pages (the save dialog comes first). */
  progress: JobProgress | null;
  cancelling: boolean;
  onCancel: () => void;
}

/** A panel, not a dialog: the export runs in main while the user keeps browsing. */
export function ExportAllProgress({ source, progress, cancelling, onCancel }: ExportAllProgressProps) {
  const rows = progress?.rows ?? 0;
  const retrying = progress?.retrying;
  // Main says when the file is chosen (an event with no pages), then after each page.
  const waitingForFirstPage = progress !== null && progress.pages === 0 && !retrying;
  // No share of a total is claimed before a page arrived: until then the bar only says "working".
  const estimate = progress && progress.pages > 0 ? estimateOf(progress) : null;
  // A conversation's pages wait in main's spool until the walk ends, then go to the file oldest first.
  const spooled = progress?.spooled;
  const spooledText =
    spooled &&
    `${countOf(spooled.pages, 'page', 'pages')} read (${formatBytes(spooled.bytes)}), written to the file oldest first when the conversation ends`;

  return (
    <section className="export-progress" aria-label="Export all results">
      <div className="export-progress__head">
        <strong className="export-progress__title">Exporting all results of {source}</strong>
        <span className="export-progress__hint">
          {!progress
            ? 'Starting: choose where to save the file…'
            : waitingForFirstPage
              ? 'Waiting for the first page. Rows are written to the file as pages arrive; you can keep browsing.'
              : spooledText
                ? 'Pages are read first, then written oldest first. You can keep browsing.'
                : 'Rows are written to the file as pages arrive. You can keep browsing.'}
        </span>
        <button type="button" className="button button--small" disabled={cancelling} onClick={onCancel}>
          {cancelling ? 'Cancelling…' : 'Cancel export'}
        </button>
      </div>
      <div
        className="export-progress__track"
        role="progressbar"
        aria-label="Export progress"
        aria-valuemin={estimate ? 0 : undefined}
        aria-valuemax={estimate ? 100 : undefined}
        aria-valuenow={estimate?.percent}
        aria-valuetext={
          !progress
            ? 'Choosing where to save'
            : waitingForFirstPage
              ? 'Waiting for the first page'
              : (spooledText ??
                (estimate ? `${estimate.percent}% — ${countOf(rows, 'row', 'rows')} written` : `${countOf(rows, 'row', 'rows')} written`))
        }
      >
        <div
          className={`export-progress__fill${estimate ? '' : ' export-progress__fill--indeterminate'}`}
          style={estimate ? { width: `${estimate.percent}%` } : undefined}
        />
      </div>
      {progress && !waitingForFirstPage && (
        <dl className="export-progress__stats">
          <Stat label="Pages" value={formatWhole(progress.pages)} />
          {spooled && <Stat label="Read, not yet written" value={formatBytes(spooled.bytes)} />}
          {/* Empty pages are allowed before the end; a long run shows here rather than as a stall. */}
          {(progress.emptyPages ?? 0) > 0 && <Stat label="Empty pages" value={formatWhole(progress.emptyPages ?? 0)} />}
          <Stat label="Rows" value={estimate ? `${formatWhole(rows)} of about ${formatWhole(estimate.total)}` : formatWhole(rows)} />
          <Stat label="Rate" value={`${formatWhole(progress.rowsPerSecond)} rows/s`} />
          <Stat label="Elapsed" value={formatElapsed(progress.elapsedMs)} />
          {estimate?.remainingMs != null && <Stat label="Left" value={`about ${formatElapsed(estimate.remainingMs)}`} />}
          <Stat
            label="Restarts"
            value={
              progress.restarts === 0
                ? '0'
                : `${progress.restarts} (page token rejected: restarted from the first page, duplicates skipped)`
            }
          />
        </dl>
      )}
      {retrying && (
        <p className="export-progress__retry">
          {/* Keyed by page and attempt, so each wait counts down afresh. */}
          <Countdown
            key={`${progress?.pages ?? 0}-${retrying.attempt}-${retrying.delayMs}`}
            ms={retrying.delayMs}
            render={(left) => `${retryReason(retrying.error)} — retrying in ${left} s (attempt ${retrying.attempt})`}
          />
        </p>
      )}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="export-progress__stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
