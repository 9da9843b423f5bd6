import { itemIdentity } from '../../../common/paging/item-identity';
import { readMessage } from '../../../common/records/vocabulary/message-vocabulary';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';

/**
 * What tells a message apart while Follow compares looks: the id the message vocabulary reads
 * (a server may call it `messageId`), else the item identity rules (`id`, else the content). The
 * content alone would make a message whose status changed look like a new one.
 */
export function followIdentityOf(fields: RoleFields): (item: Record<string, unknown>) => string {
  return (item) => {
    const id = fields.id === undefined ? null : readMessage(item, fields).id;
    return id === null ? itemIdentity(item) : `s:${id}`;
  };
}

/** The status as its badge says it ("Queued", "Delivered"), read through the vocabulary. */
export function followStatusOf(fields: RoleFields): (item: Record<string, unknown>) => string | null {
  return (item) => readMessage(item, fields).status?.text ?? null;
}
