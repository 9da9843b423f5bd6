import type { AcrossOrder } from '../../../common/ipc/contract';

/** Says how the one list is ordered, and when it is not merged by time, why: a mis-merged list is never shown silently. */
export function OrderNote({ order, locationCount, numberCount }: { order: AcrossOrder | null; locationCount: number; numberCount: number | undefined }) {
  if (!order || order.mode === 'pending') return null;
  if (order.mode === 'merged') {
    return (
      <p className="across__order" data-order="merged">
        One list from {numberCount === undefined ? '' : `${numberCount} numbers at `}
        {locationCount} location{locationCount === 1 ? '' : 's'}, newest first by “{order.timeField}” (checked on every page that arrived).
      </p>
    );
  }
  return (
    <div className="banner banner--warning across__order" role="status" data-order="grouped">
      <p className="banner__text">
        Grouped by location, each in its server’s order, not merged by time: {order.reason}. A list merged by time would put rows in the wrong order.
      </p>
    </div>
  );
}
