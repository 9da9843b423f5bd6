import { MAX_SERIES } from '../../../common/activity/activity-counter';
import { readDirection } from '../../../common/records/vocabulary/direction-words';
import type { Direction } from '../../../common/records/vocabulary/direction-words';
import { statusKind } from '../../../common/records/vocabulary/status-words';
import type { StatusKind } from '../../../common/records/vocabulary/status-words';

/**
 * A colour per series, from the theme's CSS variables (activity.css defines them for both
 * themes). Statuses support staff look for keep a meaning (failures red, deliveries green), by
 * the kind the message vocabulary reads in the label; any other label takes the palette in order.
 */
const BY_KIND: Readonly<Partial<Record<StatusKind | Direction, string>>> = {
  failed: '--activity-failed',
  undelivered: '--activity-undelivered',
  delivered: '--activity-delivered',
  sent: '--activity-sent',
  queued: '--activity-queued',
  received: '--activity-received',
  inbound: '--activity-inbound',
  outbound: '--activity-outbound',
};
/** As many as a stacking has series: no two series of a chart share a colour. */
export const PALETTE_SIZE = MAX_SERIES;
/** "(other)" and "(none)": a grey no series takes, so what they hold is never read as one more series. */
const GROUPED = '--activity-other';

/** The colours of one stacking's series (directions are labelled Inbound/Outbound, so no label reads as both). */
export function seriesColorVariables(series: readonly string[]): string[] {
  let next = 0;
  return series.map((label) => {
    if (label.startsWith('(')) return GROUPED;
    const kind = statusKind(label) ?? readDirection(label);
    return (kind && BY_KIND[kind]) ?? `--activity-${(next++ % PALETTE_SIZE) + 1}`;
  });
}

/** The variables' values now (a canvas needs colours, not var() references). */
export function readColors(variables: readonly string[]): string[] {
  const style = getComputedStyle(document.documentElement);
  return variables.map((name) => style.getPropertyValue(name).trim() || '#888888');
}
