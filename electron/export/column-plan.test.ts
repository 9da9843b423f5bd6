import { describe, expect, it } from 'vitest';
import { planColumns } from './column-plan';

describe('planColumns', () => {
  it('puts id first, then fields in first-seen order, then the extra column', () => {
    const plan = planColumns(undefined, [
      { body: 'a', id: '1' },
      { id: '2', status: 'SENT' },
    ]);
    expect(plan.columns).toEqual(['id', 'body', 'status', 'extra']);
    expect(plan.extraColumn).toBe('extra');
  });

  it('keeps the grid order and appends the first page fields the grid did not show', () => {
    const plan = planColumns(['status', 'id', 'only.in.grid'], [{ id: '1', body: 'a', status: 'SENT' }]);
    expect(plan.columns).toEqual(['status', 'id', 'only.in.grid', 'body', 'extra']);
  });

  it('names the extra column so that it never takes over a data field', () => {
    expect(planColumns(['extra', 'extra (2)'], [{ id: '1' }]).columns).toEqual(['extra', 'extra (2)', 'id', 'extra (3)']);
  });

  it('returns rows with known fields as they are', () => {
    const plan = planColumns(undefined, [{ id: '1', body: 'a' }]);
    const row = { id: '2', body: 'b' };
    expect(plan.toRow(row)).toBe(row);
  });

  it('moves fields first seen after the header into the extra cell as JSON', () => {
    const plan = planColumns(undefined, [{ id: '1', body: 'a' }]);
    const late = Object.defineProperty(
      { id: '2', body: 'b', 'meta.tier': 'gold', tags: '["vip"]' } as Record<string, unknown>,
      '__proto__',
      {
        value: 'odd',
        enumerable: true,
        writable: true,
        configurable: true,
      },
    );
    const row = plan.toRow(late);
    expect({ ...row }).toEqual({ id: '2', body: 'b', extra: expect.any(String) });
    expect(JSON.parse(row.extra as string)).toEqual(JSON.parse('{"meta.tier":"gold","tags":"[\\"vip\\"]","__proto__":"odd"}'));
  });
});
