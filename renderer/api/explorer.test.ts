import { describe, expect, it } from 'vitest';
import { ExplorerFailure, isFailure } from '../../common/errors/failure';
import type { ExplorerError } from '../../common/ipc/contract';
import { explorerErrorOf, unwrap } from './explorer';

describe('unwrap', () => {
  it("throws main's own failure class, so one isFailure serves both processes", () => {
    const error: ExplorerError = { kind: 'unauthorized', status: 401, message: 'The API refused the connection.' };
    let thrown: unknown;
    try {
      unwrap({ ok: false, error });
    } catch (caught) {
      thrown = caught;
    }
    expect(thrown).toBeInstanceOf(ExplorerFailure);
    expect(isFailure(thrown, 'unauthorized')).toBe(true);
    expect(explorerErrorOf(thrown)).toBe(error);
  });

  it('passes a value through', () => {
    expect(unwrap({ ok: true, value: 3 })).toBe(3);
  });
});
