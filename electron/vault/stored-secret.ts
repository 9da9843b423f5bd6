import { z } from 'zod';
import type { TokenStorage } from '../../common/ipc/contract';
import type { CipherBackend } from './cipher';
import { isWeakBackend } from './cipher';

/** Tags every ciphertext, so a later version can tell its own formats from anything else. */
export const SECRET_FORMAT = 'sms-explorer/v1';

export const storedSecretSchema = z.object({
  format: z.literal(SECRET_FORMAT),
  /** The protection the ciphertext got when it was written. */
  storage: z.enum(['keychain', 'basic_text', 'unknown']),
  data: z.string().min(1),
  /** Plain, so listing connections never needs to decrypt. */
  hint: z.string().max(4),
});

export type StoredSecret = z.infer<typeof storedSecretSchema>;

export function storageOfBackend(backend: CipherBackend): Exclude<TokenStorage, 'session'> {
  return isWeakBackend(backend) ? 'weak' : 'encrypted';
}

/** The last 4 characters, and only of a token long enough that they give little of it away. */
export function tokenHint(token: string): string {
  return token.length >= 12 ? token.slice(-4) : '';
}
