import type { Histogram } from './buckets';
import { barLabel } from './bar-text';
import { formatWhole } from '../numbers/whole-number';

interface ActivityTableProps {
  histogram: Histogram;
  zone: string;
  zoneLabel: string;
  onPick: (first: number, last: number) => void;
}

/** The chart as a table, for screen readers and the keyboard: one row per bar that holds messages. */
export function ActivityTable({ histogram, zone, zoneLabel, onPick }: ActivityTableProps) {
  const bars = histogram.totals.flatMap((total, bar) => (total > 0 ? [bar] : []));
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
          {bars.map((bar) => {
            const label = barLabel(histogram, bar, zone);
            return (
              <tr key={bar}>
                <th scope="row">{label}</th>
                <td>{formatWhole(histogram.totals[bar] ?? 0)}</td>
                {histogram.series.map((series, index) => (
                  <td key={series}>{formatWhole(histogram.values[index]?.[bar] ?? 0)}</td>
                ))}
                <td>
                  <button type="button" className="link-button" onClick={() => onPick(bar, bar)}>
                    Search this time<span className="visually-hidden">: {label}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
