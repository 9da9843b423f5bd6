// The contract shows no record fields: a real service may name and write them differently from
// the demo's own shape. `recordShape` serves the same generated messages in another contract-valid
// shape — the demo's "other" one, or the message records that public SMS providers document (one
// file each under record-shapes/, citing its page) — so the client is tested against servers that
// do not share its guesses. Only the records change: the envelope, paging and filters stay the contract's.
import type { SmsMessage } from './messages';
import type { RecordShape } from './record-shape-names';
import { bandwidthRecord } from './record-shapes/bandwidth';
import { infobipRecord } from './record-shapes/infobip';
import { messagebirdRecord } from './record-shapes/messagebird';
import { otherRecord } from './record-shapes/other';
import { plivoRecord } from './record-shapes/plivo';
import { sinchRecord } from './record-shapes/sinch';
import { telnyxRecord } from './record-shapes/telnyx';
import { twilioRecord } from './record-shapes/twilio';
import { vonageRecord } from './record-shapes/vonage';

const WRITERS: Readonly<Record<RecordShape, (message: SmsMessage) => Record<string, unknown>>> = {
  ours: (message) => ({ ...message }),
  other: otherRecord,
  twilio: twilioRecord,
  telnyx: telnyxRecord,
  plivo: plivoRecord,
  bandwidth: bandwidthRecord,
  messagebird: messagebirdRecord,
  infobip: infobipRecord,
  vonage: vonageRecord,
  sinch: sinchRecord,
};

/** One generated message as a server of that shape sends it. Request fields (filters) are the same for every shape. */
export function shapeRecord(shape: RecordShape, message: SmsMessage): Record<string, unknown> {
  return WRITERS[shape](message);
}
