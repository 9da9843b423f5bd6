const E164 = /^\+[1-9]\d{1,14}$/;
const phoneOf = (value: unknown) => (typeof value === 'string' && E164.test(value.trim()) ? value.trim() : null);

/**
 * The customer's number of a message: the contact's phone when the record has one, else the
 * other party by direction (inbound: `from`, outbound: `to`). Null when no field holds an E.164
 * number, so the action is not offered on a guess.
 */
export function conversationNumber(record: Record<string, unknown>): string | null {
  const contact = record.contact;
  const contactPhone = typeof contact === 'object' && contact !== null ? phoneOf((contact as Record<string, unknown>).phone) : null;
  if (contactPhone) return contactPhone;
  if (record.direction === 'INBOUND') return phoneOf(record.from);
  if (record.direction === 'OUTBOUND') return phoneOf(record.to);
  return null;
}
