import type { Result } from '../../common/ipc/contract';

/** The value of a result that must have succeeded; a failure fails the test, naming its kind and message. */
export function okValue<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return result.value;
}
