// The roles a support agent reads a message by, and the field names each is recognised by. This
// is the app's ONE list of such names (the lint rule architecture/vocabulary keeps it so): every
// view finds a record's time, text, contact... through here, never by a name of its own.

export const MESSAGE_ROLES = [
  'time',
  'direction',
  'contactName',
  'contactNumber',
  'text',
  'status',
  'deliveredTime',
  'media',
  'location',
  'id',
] as const;

export type MessageRole = (typeof MESSAGE_ROLES)[number];

export const ROLE_LABELS: Readonly<Record<MessageRole, string>> = {
  time: 'Time',
  direction: 'Direction',
  contactName: 'Contact',
  contactNumber: 'Contact number',
  text: 'Message',
  status: 'Status',
  deliveredTime: 'Delivered',
  media: 'Media',
  location: 'Location ID',
  id: 'Message ID',
};

/**
 * A path as the names match it: each segment in lower case without `_` or `-`, so
 * `customer.displayName`, `customer.display_name` and `Customer.Display-Name` read alike.
 */
export function pathWords(path: string): { leaf: string; parent: string; depth: number } {
  // An element of an array reads as its array (`to[0].phone_number`: under `to`).
  const segments = path.split('.').map((segment) =>
    segment
      .toLowerCase()
      .replace(/\[\d+\]/g, '')
      .replace(/[_-]/g, ''),
  );
  return { leaf: segments.at(-1) ?? '', parent: segments.at(-2) ?? '', depth: segments.length };
}

/** Parents under which a `name` or `phone` is the contact's (the other side of the thread). */
const CONTACT_PARENT = /^(contact|customer|client|person|recipient|participant|lead|patient|member|user)$/;

/**
 * Names of a message's time, best first: "created…" before "sent…" before a bare "time"/"date".
 * An "updated…" or "delivered…" time is never the message's time (see SECONDARY_TIME).
 */
const TIME_NAMES: readonly RegExp[] = [
  /^(created|createdat|createdon|createdtime|createddate|createddatetime|createtime|creationtime|creationdate|creationdatetime|datecreated)$/,
  /^(sentat|senton|senttime|sentdate|datesent|sendtime|senddate)$/,
  /^(timestamp|time|date|datetime|ts|occurredat|receivedat|receivetime|receiveddatetime|messagetime|messagetimestamp|messagedate)$/,
];
/** Times of something after the message was made: never taken for its time. */
const SECONDARY_TIME = /^(updated|modified|deleted|read|seen)(at|on|time|date)?$|^(dateupdated|datemodified|lastupdated|lastmodified)$/;
const DELIVERED_NAMES = /^(delivered|deliveredat|deliveredon|deliveredtime|delivereddate|deliverytime|datedelivered)$/;
const DIRECTION_NAMES = /^(direction|dir|messagedirection)$/;
const STATUS_NAMES = /^(status|state|deliverystatus|messagestatus|messagestate)$/;
/** The words of a status object, best first: its group's (`PENDING`), its own (`PENDING_ACCEPTED`). */
const STATUS_PARTS: ReadonlyMap<string, number> = new Map([
  ['groupname', 2],
  ['name', 3],
]);
const TEXT_NAMES = /^(body|text|message|content|messagebody|messagetext|msg)$/;
const CONTACT_NAME_LEAF = /^(name|displayname|fullname)$/;
const CONTACT_NAME_TOP = /^(contactname|customername|clientname|displayname)$/;
const CONTACT_NUMBER_LEAF = /^(phone|phonenumber|number|msisdn|mobile|mobilenumber)$/;
const CONTACT_NUMBER_TOP = /^(contactphone|contactnumber|customerphone|customernumber|phonenumber|msisdn)$/;
/** The two ends of a message: the contact is `from` on an inbound one and `to` on an outbound one. */
export const SENDER_NAMES =
  /^(from|sender|fromnumber|fromphone|fromaddress|originator|source|sourcetn|sourcenumber|sourceaddress|senderaddress)$/;
export const RECIPIENT_NAMES =
  /^(to|recipient|recipients|tonumber|tophone|toaddress|destination|destinationtn|destinationnumber|destinationaddress)$/;
const ID_NAMES = /^(id|messageid|msgid|sid|uuid|smsid|messageuuid)$/;
const LOCATION_NAMES = /^(locationid|location|locationname|locationref|businessid|businesslocationid)$/;
const MEDIA_NAMES = /^(media|attachments|mediaitems|mediaurls|mediacount|nummedia|attachmentcount|numattachments)$/;
/** A field of identifiers (its last segment as written): never a phone number, a time or a text, however its values look. */
const IDENTIFIER = /(^|[_-])ids?$|[a-z\d]Ids?$|^(sid|uuid|guid)$/i;

/** Whether a path names identifiers (`id`, `contact_id`, `customerId`, `sid`). */
export function isIdentifierPath(path: string): boolean {
  return IDENTIFIER.test(path.split('.').at(-1) ?? '');
}

/** Whether a path names a time that is not the message's own (`updated_at`, `readAt`). */
export function isSecondaryTimePath(path: string): boolean {
  return SECONDARY_TIME.test(pathWords(path).leaf);
}

/**
 * How well a path's name says each role: a rank (0 best) per role it says, the others left out.
 * Only the name: whether the values fit is the detection's business (role-detection.ts).
 */
export function nameRanks(path: string): Partial<Record<MessageRole, number>> {
  const words = pathWords(path);
  const ranks: Partial<Record<MessageRole, number>> = {};
  for (const role of MESSAGE_ROLES) {
    const rank = rankOf(role, words);
    if (rank !== null) ranks[role] = rank;
  }
  return ranks;
}

function rankOf(role: MessageRole, { leaf, parent, depth }: ReturnType<typeof pathWords>): number | null {
  const top = depth === 1;
  switch (role) {
    case 'time': {
      const index = TIME_NAMES.findIndex((names) => names.test(leaf));
      return index < 0 ? null : index * 2 + (top ? 0 : 1);
    }
    case 'deliveredTime':
      return DELIVERED_NAMES.test(leaf) ? (top ? 0 : 1) : null;
    case 'direction':
      return DIRECTION_NAMES.test(leaf) ? (top ? 0 : 1) : null;
    case 'status':
      if (STATUS_NAMES.test(leaf)) return top ? 0 : 1;
      // A status written as an object (`status.groupName`, `status.name`): its group's word, then its own.
      return parent === 'status' ? (STATUS_PARTS.get(leaf) ?? null) : null;
    case 'text':
      return TEXT_NAMES.test(leaf) && !CONTACT_PARENT.test(parent) ? (top ? 0 : 1) : null;
    case 'contactName':
      if (CONTACT_NAME_LEAF.test(leaf) && CONTACT_PARENT.test(parent)) return 0;
      return top && CONTACT_NAME_TOP.test(leaf) ? 1 : null;
    case 'contactNumber':
      if (CONTACT_NUMBER_LEAF.test(leaf) && CONTACT_PARENT.test(parent)) return 0;
      return top && CONTACT_NUMBER_TOP.test(leaf) ? 1 : null;
    case 'id':
      return top && ID_NAMES.test(leaf) ? (leaf === 'id' ? 0 : 1) : null;
    case 'location':
      if (top && LOCATION_NAMES.test(leaf)) return 0;
      return parent === 'location' && /^(id|name)$/.test(leaf) ? 1 : null;
    case 'media':
      return MEDIA_NAMES.test(leaf) ? (top ? 0 : 1) : null;
  }
}

/** Whether a path is one end of a message: a sender or recipient field, or the number inside one (`from.phone_number`, `to[0].phone_number`). */
export function endOfPath(path: string): 'sender' | 'recipient' | null {
  const { leaf, parent } = pathWords(path);
  const end = (word: string) => (SENDER_NAMES.test(word) ? 'sender' : RECIPIENT_NAMES.test(word) ? 'recipient' : null);
  return end(leaf) ?? (CONTACT_NUMBER_LEAF.test(leaf) ? end(parent) : null);
}

/** Whether a path is a detail of one end of the message (`from.carrier`, `to[0].line_type`): never the message's own text. */
export function isUnderEnd(path: string): boolean {
  const { parent } = pathWords(path);
  return SENDER_NAMES.test(parent) || RECIPIENT_NAMES.test(parent);
}

/**
 * Words a role's field is likely named with, looser than the names above: where a role is not
 * found, Fields suggests such a field for the user to check, and nothing is read from it until
 * they choose it.
 */
const LIKELY: Readonly<Record<MessageRole, RegExp>> = {
  time: /time|date|(^|[a-z])at$/,
  direction: /direction|dir$/,
  contactName: /name/,
  contactNumber: /phone|msisdn|number|tn$/,
  text: /text|body|message|content/,
  status: /status|state/,
  deliveredTime: /deliver|done/,
  media: /attach|media|mms|image/,
  location: /location|store|site|branch|business/,
  id: /id$|uuid|sid$/,
};

/** The first path whose name looks like the role's, for a role detection did not find. */
export function likelyPath(role: MessageRole, paths: readonly string[]): string | undefined {
  return paths.find((path) => LIKELY[role].test(pathWords(path).leaf));
}
