import type { SmsMessage } from '../../demo-api/messages';
import { flattenRecord, inferColumns } from '../../common/records/flatten';
import { detectRoles } from '../../common/records/vocabulary/role-detection';

/** One message as the demo API sends it, in its field order (the type keeps it honest). */
export const DEMO_MESSAGE: SmsMessage = {
  id: 'm1',
  location_id: 'loc-1',
  direction: 'INBOUND',
  status: 'RECEIVED',
  from: '+14155550123',
  to: '+14155550100',
  contact: { name: 'Ann', phone: '+14155550123' },
  body: 'Hi',
  created_at: '2024-01-31T18:30:00Z',
  delivered_at: null,
  media_count: 0,
};

/** The demo's columns, flattened, in the server's order. */
export const DEMO_COLUMNS = inferColumns([flattenRecord({ ...DEMO_MESSAGE })]);

/** The fields the message vocabulary detects in the demo's records: what the views read them by. */
export const DEMO_FIELDS = detectRoles([{ ...DEMO_MESSAGE }]).fields;
