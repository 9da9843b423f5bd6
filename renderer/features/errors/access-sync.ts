import type { LocationVerification } from '../../../common/ipc/contract';

/** A search answered at a location whose badge does not say verified: main has recorded it since. */
export function mustReadAccessAgain(answered: boolean, verification: LocationVerification | undefined): boolean {
  return answered && verification?.status !== 'ok';
}
