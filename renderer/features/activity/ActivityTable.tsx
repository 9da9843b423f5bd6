import type { Histogram } from './buckets';
import { barLabel, dayLabel } from './bar-text';
import { columnTotals, tableRows } from './table-rows';
import type { KnownBars } from './table-rows';
import { formatWhole } from '../../ui/whole-number';

interface ActivityTableProps {
  histogram: Histogram;
  zone: string;
  zoneLabel: string;
  /** Which empty bars are times searched without messages (listed as 0), and which are not loaded. */
  known: KnownBars;
  /** Searches [fromMs, toMs): a bar's time or a day's. */
  onPick: (fromMs: number, toMs: number) => void;
}

/**
 * The chart as a table, for screen readers and the keyboard: a row per bar (table-rows.ts says
 * which), a total per day under bars finer than a day, and the total of every bar.
 */
export function ActivityTable({ histogram, zone, zoneLabel, known, onPick }: ActivityTableProps) {
  const all = columnTotals(histogram);
  return (
    <div className="activity-table" tabIndex={0} role="region" aria-label="Activity as a table">
      <table>
        <caption>
          Messages per {histogram.size}, times in {zoneLabel}
        </caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Total</th>
            {histogram.series.map((label, index) => (
              <th scope="col" key={index}>
                {label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Search</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tableRows(histogram, zone, known).map((row) => {
            if (row.kind === 'day') {
              const label = `${dayLabel(row.from, zone)}, day total`;
              return (
                <tr key={`day-${row.from}`} className="activity-table__day">
                  <th scope="row">{label}</th>
                  <td>{formatWhole(row.total)}</td>
                  {row.values.map((count, index) => (
                    <td key={index}>{formatWhole(count)}</td>
                  ))}
                  <td>
                    <button type="button" className="link-button" onClick={() => onPick(row.from, row.to)}>
                      Search this day<span className="visually-hidden">: {label}</span>
                    </button>
                  </td>
                </tr>
              );
            }
            const label = barLabel(histogram, row.bar, zone);
            return (
              <tr key={row.bar}>
                <th scope="row">{label}</th>
                <td>{formatWhole(histogram.totals[row.bar] ?? 0)}</td>
                {histogram.series.map((series, index) => (
                  <td key={index}>{formatWhole(histogram.values[index]?.[row.bar] ?? 0)}</td>
                ))}
                <td>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => onPick(histogram.starts[row.bar] ?? 0, histogram.ends[row.bar] ?? 0)}
                  >
                    Search this time<span className="visually-hidden">: {label}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All bars</th>
            <td>{formatWhole(all.total)}</td>
            {all.values.map((count, index) => (
              <td key={index}>{formatWhole(count)}</td>
            ))}
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
