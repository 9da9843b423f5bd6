import { useMemo, useRef, useState } from 'react';
import type { ActivityCounts, StackKey } from '../../../common/ipc/activity-data';
import { plausibleRange } from '../../../common/activity/plausible-time';
import type { TimeDisplay } from '../time-zone/time-display';
import { ActivityTable } from './ActivityTable';
import { barCounts, barLabel, bucketWords, messagesWord, outsideWords } from './bar-text';
import { barsFor, binnedUnits, plottableUnits } from './buckets';
import type { Histogram } from './buckets';
import { usePlotHeight } from './plot-height';
import { BarSizeSelect } from './BarSizeSelect';
import { withinSearch } from './range-draft';
import { CountAllControls } from './CountAllControls';
import { countsShown } from './counts-shown';
import { seriesColorVariables } from './series-colors';
import { UPlotBars } from './UPlotBars';
import { useChartCounts } from './use-activity';
import { useElementWidth } from '../../ui/layout/use-element-width';
import type { Activity } from './use-activity';
import './activity.css';
import { formatWhole } from '../../ui/whole-number';

const STACK_NAMES: Readonly<Record<StackKey, string>> = {
  status: 'Status',
  direction: 'Direction',
  location: 'Location',
  number: 'Number',
};
/** What the y axis and uPlot's padding take of the chart's width: the bars have the rest. */
const AXIS_PX = 60;
/** The width assumed before the chart is laid out: a 1024-pixel window's. */
const FALLBACK_WIDTH_PX = 960;

interface ActivityChartProps {
  activity: Activity;
  time: TimeDisplay;
  /** Sets the search's time range to [fromMs, toMs) and runs it. */
  onPickRange: (fromMs: number, toMs: number) => void;
}

/** "When did it start": the search's messages over time, above the grid, folded away on request. */
export function ActivityChart({ activity, time, onPickRange }: ActivityChartProps) {
  const [asTable, setAsTable] = useState(false);
  const [hovered, setHovered] = useState<number | null>(null);
  const plotHeight = usePlotHeight();
  // The zone typed times are read in (UTC in raw mode, whose times the server sends in UTC).
  const zone = time.zone;
  const zoneLabel = time.mode === 'raw' ? 'UTC' : time.label;
  const { loaded, pending } = useChartCounts(activity);
  const shown = pending ? null : countsShown(loaded, activity.countAll.state, activity.allLoaded);
  // While pending, the bars of the search before stay laid out (hidden) to keep their room.
  const counts: ActivityCounts | null = pending ? loaded : (shown?.counts ?? null);
  const body = useRef<HTMLDivElement>(null);
  const tableButton = useRef<HTMLButtonElement>(null);
  const widthPx = useElementWidth(body, FALLBACK_WIDTH_PX) - AXIS_PX;
  // Where the drawn range ends, years ahead: the moment the chart opened is near enough.
  const [now] = useState(() => Date.now());
  const plottable = useMemo(() => (counts ? plottableUnits(counts, activity.stack, now) : null), [counts, activity.stack, now]);
  // Built again when the bars change, not whenever the width does (opening a side panel): uPlot
  // follows its box's width by itself, and a new histogram would rebuild the whole plot.
  const bars = plottable ? barsFor(plottable, widthPx, activity.searchFrom, activity.barSize) : null;
  const barSize = bars?.size;
  const gaveWay = bars?.gaveWay;
  const minBars = bars?.minBars ?? 0;
  const notBefore = bars?.notBefore;
  const histogram = useMemo(
    () => (plottable && barSize ? binnedUnits(plottable, activity.stack, zone, { size: barSize, gaveWay, minBars, notBefore }) : null),
    [plottable, activity.stack, zone, barSize, gaveWay, minBars, notBefore],
  );
  // Empty bars before the loaded rows are times not read yet, unless the bars count the whole search.
  const notLoaded = histogram && shown && !shown.whole ? histogram.padded : 0;
  // Counted apart by main (Count all) or by the histogram: said beside the source, or instead of the bars.
  const outside = histogram
    ? outsideWords(histogram.outside, histogram.range, zone)
    : outsideWords(counts?.outside ?? 0, plausibleRange(now), zone);
  // Read out for screen readers; worked out again only when the bars change, not on every render of the workspace.
  const summary = useMemo(
    () => (histogram ? summaryOf(histogram, zone, zoneLabel, notLoaded) : ''),
    [histogram, zone, zoneLabel, notLoaded],
  );
  // A bar is searched exactly as it was counted.
  const pickTime = (fromMs: number, toMs: number) => onPickRange(...withinSearch(fromMs, toMs, activity.searchFrom, activity.searchUntil));
  const pick = (first: number, last: number) => {
    if (!histogram) return;
    pickTime(histogram.starts[first] ?? 0, histogram.ends[last] ?? 0);
  };

  // Folded, the chart takes no room: the toolbar's Activity button (or Alt+Shift+A) folds and unfolds it.
  if (!activity.open) return null;
  return (
    <section className="activity" aria-label="Activity over time">
      <div className="activity__bar">
        <span className="activity__title">Activity</span>
        {shown && (
          <span className={`activity__source${shown.incomplete ? ' activity__source--warning' : ''}`} data-testid="activity-source">
            {shown.text}
            {counts && counts.untimed > 0 && ` · ${formatWhole(counts.untimed)} without a readable time`}
            {histogram && outside && ` · ${outside}`}
          </span>
        )}
        {pending && <span className="activity__source">Loading…</span>}
        <div className="activity__tools">
          <fieldset className="activity__stack">
            <legend className="visually-hidden">Stack bars by</legend>
            {activity.stackKeys.map((key) => (
              <label key={key}>
                <input
                  type="radio"
                  name="activity-stack"
                  value={key}
                  checked={activity.stack === key}
                  onChange={() => activity.setStack(key)}
                />
                {STACK_NAMES[key]}
              </label>
            ))}
          </fieldset>
          <BarSizeSelect value={activity.barSize} onChange={activity.setBarSize} />
          <button
            ref={tableButton}
            type="button"
            className="button button--small"
            aria-pressed={asTable}
            onClick={() => setAsTable((value) => !value)}
          >
            Table
          </button>
          {/* Every row loaded: the chart counts them all already, there is nothing to Count all. */}
          {!(activity.allLoaded && activity.countAll.state.phase !== 'running') && (
            <CountAllControls activity={activity} focusAfter={tableButton} />
          )}
        </div>
      </div>
      <div
        id="activity-body"
        ref={body}
        className={`activity__body${pending ? ' activity__body--pending' : ''}`}
        aria-busy={pending || undefined}
      >
        {!histogram ? (
          <p className="activity__empty">{emptyWords(counts, outside)}</p>
        ) : (
          <>
            <div className={`activity__legend${hovered !== null && !asTable ? ' activity__legend--covered' : ''}`} aria-hidden="true">
              {histogram.series.map((label, index) => (
                <span key={index} className="activity__key">
                  <span
                    className="activity__swatch"
                    style={{ background: `var(${seriesColorVariables(histogram.series)[index] ?? '--accent'})` }}
                  />
                  {label}
                </span>
              ))}
              <span className="activity__zone">
                Times in {zoneLabel} · bars of {bucketWords(histogram.size)}
                {histogram.gaveWay ? ` (${histogram.gaveWay} bars do not fit this width)` : ''}
                {counts?.timeField ? ` · by ${counts.timeField}` : ''}
              </span>
            </div>
            {/* The table takes the chart's place rather than pushing the grid off a laptop screen. */}
            {asTable ? (
              <ActivityTable
                histogram={histogram}
                zone={zone}
                zoneLabel={zoneLabel}
                known={{ notLoaded, searchFrom: activity.searchFrom }}
                onPick={pickTime}
              />
            ) : (
              <>
                <div role="img" aria-label={summary}>
                  <UPlotBars
                    histogram={histogram}
                    zone={zone}
                    height={plotHeight}
                    notLoaded={notLoaded}
                    onPick={pick}
                    onHover={setHovered}
                  />
                </div>
                <p className={`activity__readout${hovered !== null ? ' activity__readout--bar' : ''}`} aria-hidden="true">
                  {hovered === null
                    ? 'Click a bar, or drag across bars, to search that time. Alt+← goes back.'
                    : `${barLabel(histogram, hovered, zone)} · ${hovered < notLoaded ? 'not loaded: older rows load as you scroll, or Count all' : barCounts(histogram, hovered)}`}
                </p>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function emptyWords(counts: ActivityCounts | null, outside: string): string {
  if (!counts || counts.rows === 0) return 'No messages to chart yet.';
  if (outside) return `Nothing to draw: ${outside}.`;
  if (counts.timeField === null)
    return `No field of these ${messagesWord(counts.rows)} was found to hold their time, so there is nothing to draw: choose the time field in Manage connection → Fields.`;
  return `None of these ${messagesWord(counts.rows)} has a readable time, so there is nothing to draw.`;
}

function summaryOf(histogram: Histogram, zone: string, zoneLabel: string, notLoaded: number): string {
  const total = histogram.totals.reduce((sum, count) => sum + count, 0);
  let busiest = 0;
  histogram.totals.forEach((count, bar) => {
    if (count > (histogram.totals[busiest] ?? 0)) busiest = bar;
  });
  const last = histogram.starts.length - 1;
  return (
    `Bar chart of ${messagesWord(total)} per ${histogram.size}, times in ${zoneLabel}, from ${barLabel(histogram, 0, zone)} to ${barLabel(histogram, last, zone)}. ` +
    (notLoaded > 0 ? `Bars before ${barLabel(histogram, notLoaded, zone)} are not loaded. ` : '') +
    `Busiest: ${barLabel(histogram, busiest, zone)}, ${barCounts(histogram, busiest)}. Press Table for every bar.`
  );
}
