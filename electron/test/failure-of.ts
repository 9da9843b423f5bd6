import { ExplorerFailure } from '../../common/errors/failure';

/** The ExplorerFailure `run` throws; anything else it throws is rethrown, and no throw fails the test. */
export function failureOf(run: () => unknown): ExplorerFailure {
  try {
    run();
  } catch (error) {
    if (error instanceof ExplorerFailure) return error;
    throw error;
  }
  throw new Error('expected a failure');
}
