import { z } from 'zod';
import { MAX_COLUMN_NAME_CHARS } from '../../limits/stored-limits';
import { MESSAGE_ROLES } from './message-roles';
import type { MessageRole } from './message-roles';

const path = z.string().min(1).max(MAX_COLUMN_NAME_CHARS);

/**
 * Where a role is read: one field's path, or (the contact's number only) a pair of paths read by
 * the message's direction: the sender on an inbound message, the recipient on an outbound one. A
 * server may send only one of the two: the other side then reads nothing, never a guess.
 */
export const roleBindingSchema = z.union([
  path,
  z
    .object({ inbound: path.optional(), outbound: path.optional() })
    .strict()
    .refine((pair) => pair.inbound !== undefined || pair.outbound !== undefined, { message: 'A pair names at least one side.' }),
]);
export type RoleBinding = z.infer<typeof roleBindingSchema>;

/** The field each role reads; a role left out is not found. */
export type RoleFields = Partial<Record<MessageRole, RoleBinding>>;

const roleKeys = Object.fromEntries(MESSAGE_ROLES.map((role) => [role, roleBindingSchema.nullable().optional()])) as Record<
  MessageRole,
  z.ZodOptional<z.ZodNullable<typeof roleBindingSchema>>
>;

/** The user's choices, kept with the connection: a field, or null for "none" (the role is not in these records). */
export const roleChoicesSchema = z.object(roleKeys).strict();
export type RoleChoices = z.infer<typeof roleChoicesSchema>;

/** The fields read: the user's choice wins over detection, and a choice of none leaves the role out. */
export function withChoices(detected: RoleFields, choices: RoleChoices | undefined): RoleFields {
  const fields: RoleFields = { ...detected };
  for (const role of MESSAGE_ROLES) {
    const choice = choices?.[role];
    if (choice === null) delete fields[role];
    else if (choice !== undefined) fields[role] = choice;
  }
  return fields;
}

/** A binding as words: `customer.phoneNumber`, or "from (inbound) / to (outbound)". */
export function bindingText(binding: RoleBinding): string {
  if (typeof binding === 'string') return binding;
  const sides = [binding.inbound && `${binding.inbound} (inbound)`, binding.outbound && `${binding.outbound} (outbound)`];
  return sides.filter(Boolean).join(' / ');
}
