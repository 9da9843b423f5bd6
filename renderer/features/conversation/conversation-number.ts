import { readMessage } from '../../../common/records/vocabulary/message-vocabulary';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';

const E164 = /^\+[1-9]\d{1,14}$/;

/**
 * The customer's number of a message: the contact's number as the message vocabulary reads it
 * (its contact field, or the other party by direction). Null when it is not an E.164 number, so
 * the action is not offered on a guess.
 */
export function conversationNumber(record: Record<string, unknown>, fields: RoleFields): string | null {
  const number = readMessage(record, fields).contactNumber?.trim();
  return number && E164.test(number) ? number : null;
}
