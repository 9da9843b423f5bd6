import type { AcrossOrder } from '../../../common/ipc/contract';

interface OrderNoteProps {
  order: AcrossOrder | null;
  locationCount: number;
  numberCount: number | undefined;
}

/** Says how the one list is ordered, and when it is not merged by time, why: a mis-merged list is never shown silently. */
export function OrderNote({ order, locationCount, numberCount }: OrderNoteProps) {
  if (!order || order.mode === 'pending') return null;
  const places = `${locationCount} location${locationCount === 1 ? '' : 's'}`;
  if (order.mode === 'merged') {
    return (
      <p className="across__order" data-order="merged">
        One list from {numberCount === undefined ? '' : `${numberCount} numbers at `}
        {places}, newest first by “{order.timeField}” (checked on every page that arrived).
      </p>
    );
  }
  return (
    <div className="banner banner--warning across__order" role="status" data-order="turns">
      <p className="banner__text">
        Not merged by time: {order.reason}. Rows already shown stay where they are; the rest come from each{' '}
        {numberCount === undefined ? 'location' : 'search'} in turns, each in its server’s order. Sort by Location to see them by location.
      </p>
    </div>
  );
}
