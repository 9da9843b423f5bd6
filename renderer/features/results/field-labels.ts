import { columnRank } from './column-order';

/**
 * Labels for the fields of the documented API (see the API contract); any other field gets a
 * label derived from its path, so an unknown server's records read as words too.
 */
const KNOWN_LABELS: Readonly<Record<string, string>> = {
  created_at: 'Time',
  direction: 'Direction',
  'contact.name': 'Contact',
  'contact.phone': 'Contact number',
  body: 'Message',
  status: 'Status',
  delivered_at: 'Delivered',
  media_count: 'Media',
  from: 'From',
  to: 'To',
  id: 'Message ID',
  location_id: 'Location ID',
  // Rows of a search across locations (common/records/located-row): the name is what is read.
  'Location name': 'Location',
  Location: 'Location ID',
};

/** `contact.phone` → "Contact phone", `media_count` → "Media count", `deliveredAt` → "Delivered at", `location_id` → "Location ID". */
export function fieldLabel(path: string): string {
  const known = KNOWN_LABELS[path];
  if (known) return known;
  const words = path
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[._\-\s]+/)
    .filter(Boolean)
    .map((word) => (/^(id|url|uri|sms|mms)$/i.test(word) ? word.toUpperCase() : word.toLowerCase()));
  if (words.length === 0) return path;
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

/** Direction and status: their codes are shown in words ("FAILED" → "Failed"). */
export function isCodeColumn(column: string): boolean {
  const rank = columnRank(column);
  return rank === 1 || rank === 5;
}

/** `UNDELIVERED` → "Undelivered", `PARTIALLY_SENT` → "Partially sent"; anything not a code is returned as is. */
export function codeInWords(value: string): string {
  if (!/^[A-Z][A-Z\d]*(_[A-Z\d]+)*$/.test(value)) return value;
  const words = value.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type StatusTone = 'bad' | 'good' | 'pending' | 'neutral';

/** How a status badge stands out: a message that did not reach the contact must catch the eye. */
export function statusTone(value: unknown): StatusTone {
  const code = typeof value === 'string' ? value.toUpperCase() : '';
  if (/FAIL|UNDELIVER|ERROR|REJECT|BLOCK/.test(code)) return 'bad';
  if (/^(DELIVERED|RECEIVED|READ)$/.test(code)) return 'good';
  if (/^(QUEUED|SENDING|SENT|ACCEPTED|SCHEDULED|PENDING)$/.test(code)) return 'pending';
  return 'neutral';
}
