/**
 * A colour per series, from the theme's CSS variables (activity.css defines them for both
 * themes). Statuses support staff look for keep a meaning (failures red, deliveries green);
 * any other label takes the palette in order.
 */
const NAMED: Readonly<Record<string, string>> = {
  FAILED: '--activity-failed',
  UNDELIVERED: '--activity-undelivered',
  DELIVERED: '--activity-delivered',
  SENT: '--activity-sent',
  QUEUED: '--activity-queued',
  RECEIVED: '--activity-received',
  INBOUND: '--activity-inbound',
  OUTBOUND: '--activity-outbound',
};
const PALETTE_SIZE = 6;

export function seriesColorVariables(series: readonly string[]): string[] {
  let next = 0;
  return series.map((label) => NAMED[label.toUpperCase()] ?? `--activity-${(next++ % PALETTE_SIZE) + 1}`);
}

/** The variables' values now (a canvas needs colours, not var() references). */
export function readColors(variables: readonly string[]): string[] {
  const style = getComputedStyle(document.documentElement);
  return variables.map((name) => style.getPropertyValue(name).trim() || '#888888');
}
