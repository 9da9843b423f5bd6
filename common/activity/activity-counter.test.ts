import { describe, expect, it } from 'vitest';
import { createActivityCounter, DAY_MS, MAX_SERIES, MAX_UNITS, MINUTE_MS, QUARTER_HOUR_MS } from './activity-counter';

/** The connection's one detection for these records, as a view hands it to the counter. */
const fields = { time: 'created_at', status: 'status', direction: 'direction' };
const at = (iso: string, extra: Record<string, unknown> = {}) => ({ created_at: iso, status: 'SENT', direction: 'OUTBOUND', ...extra });

describe('createActivityCounter', () => {
  it('counts per minute and series for every stacking at once', () => {
    const counter = createActivityCounter({ fields });
    counter.add([
      at('2025-01-01T10:00:05Z'),
      at('2025-01-01T10:00:59Z', { status: 'FAILED' }),
      at('2025-01-01T10:01:00Z', { direction: 'INBOUND' }),
    ]);
    const counts = counter.counts();
    expect(counts).toMatchObject({ timeField: 'created_at', unitMs: MINUTE_MS, rows: 3, untimed: 0 });
    const t = Date.parse('2025-01-01T10:00:00Z');
    expect(counts.stacks.status).toEqual({
      series: ['Sent', 'Failed'],
      units: [
        [t, 1, 1],
        [t + MINUTE_MS, 1, 0],
      ],
    });
    expect(counts.stacks.direction).toEqual({
      series: ['Outbound', 'Inbound'],
      units: [
        [t, 2, 0],
        [t + MINUTE_MS, 0, 1],
      ],
    });
  });

  it("counts times written without a zone only in the zone stated for them, through the role's list of fields", () => {
    const records = [
      { ts: '2025-01-01 10:00:05', direction: 'OUTBOUND' },
      { ts: null, created: '2025-01-01 10:01:00', direction: 'INBOUND' },
    ];
    const unstated = createActivityCounter({ fields: { ...fields, time: ['ts', 'created'] } });
    unstated.add(records);
    expect(unstated.counts()).toMatchObject({ rows: 2, untimed: 2 });
    const stated = createActivityCounter({ fields: { ...fields, time: { paths: ['ts', 'created'], zone: 'UTC' } } });
    stated.add(records);
    const t = Date.parse('2025-01-01T10:00:00Z');
    expect(stated.counts()).toMatchObject({ timeField: 'ts, then created (zone UTC)', rows: 2, untimed: 0 });
    expect(stated.counts().stacks.direction.units).toEqual([
      [t, 1, 0],
      [t + MINUTE_MS, 0, 1],
    ]);
  });

  it('gives the units oldest first, whatever order the messages came in', () => {
    const counter = createActivityCounter({ fields });
    counter.add([at('2025-01-01T10:02:00Z'), at('2025-01-01T10:00:00Z'), at('2025-01-01T10:01:00Z'), at('2025-01-01T10:00:30Z')]);
    const t = Date.parse('2025-01-01T10:00:00Z');
    expect(counter.counts().stacks.direction.units).toEqual([
      [t, 2],
      [t + MINUTE_MS, 1],
      [t + 2 * MINUTE_MS, 1],
    ]);
  });

  it('reads offsets, so the same instant lands in the same minute', () => {
    const counter = createActivityCounter({ fields });
    counter.add([at('2025-01-01T10:00:00Z'), at('2025-01-01T05:00:30-05:00')]);
    expect(counter.counts().stacks.status.units).toEqual([[Date.parse('2025-01-01T10:00:00Z'), 2]]);
  });

  it('reads nothing it was not handed: it never detects on its own records', () => {
    const counter = createActivityCounter();
    counter.add([at('2025-01-01T10:00:00Z')]);
    expect(counter.counts()).toMatchObject({ timeField: null, rows: 1, untimed: 1 });
  });

  it('counts rows without a readable time apart and draws them nowhere', () => {
    const counter = createActivityCounter({ fields });
    counter.add([at('2025-01-01T10:00:00Z'), at('2025-01-01'), at('soon'), { status: 'SENT' }]);
    expect(counter.counts()).toMatchObject({ rows: 4, untimed: 3 });
  });

  it('groups labels past the series cap as (other), so a hostile server cannot grow memory', () => {
    const counter = createActivityCounter({ fields });
    counter.add(Array.from({ length: 100 }, (_, index) => at('2025-01-01T10:00:00Z', { status: `S${index}` })));
    const { series, units } = counter.counts().stacks.status;
    expect(series).toHaveLength(MAX_SERIES);
    expect(series.at(-1)).toBe('(other)');
    expect(units[0]?.slice(1).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('bounds long labels and names missing ones', () => {
    const counter = createActivityCounter({ fields });
    counter.add([
      at('2025-01-01T10:00:00Z', { status: 'x'.repeat(500) }),
      at('2025-01-01T10:00:00Z', { status: null }),
      at('2025-01-01T10:00:00Z', { status: { a: 1 } }),
    ]);
    expect(counter.counts().stacks.status.series).toEqual([`X${'x'.repeat(39)}`, '(none)', '(other)']);
  });

  it('scrubs each new label once, merging labels that scrub alike', () => {
    const counter = createActivityCounter({ fields, scrubLabel: (label) => label.replace(/secret\w*/, '[redacted]') });
    counter.add([at('2025-01-01T10:00:00Z', { status: 'secret1' }), at('2025-01-01T10:00:00Z', { status: 'secret2' })]);
    expect(counter.counts().stacks.status).toEqual({ series: ['[redacted]'], units: [[Date.parse('2025-01-01T10:00:00Z'), 2]] });
  });

  it('scrubs a label whole before cutting it, so a cut never leaves part of a secret', () => {
    const counter = createActivityCounter({ fields, scrubLabel: (text) => text.replace(/secret\w*/g, '[redacted]') });
    counter.add([at('2025-01-01T10:00:00Z', { status: `${'x'.repeat(35)}secretvalue` })]);
    expect(counter.counts().stacks.status.series).toEqual([`X${'x'.repeat(34)}[reda`]);
  });

  it("scrubs the time field's name it reports, and still reads the times under it", () => {
    const counter = createActivityCounter({
      fields: { time: 'when secret1' },
      scrubLabel: (text) => text.replace(/secret\w*/g, '[redacted]'),
    });
    counter.add([{ 'when secret1': '2025-01-01T10:00:00Z', status: 'SENT' }]);
    expect(counter.counts()).toMatchObject({ timeField: 'when [redacted]', rows: 1, untimed: 0 });
  });

  it('keeps a label alike to a series in that series once the cap is reached', () => {
    const counter = createActivityCounter({ fields });
    counter.add(Array.from({ length: MAX_SERIES + 2 }, (_, index) => at('2025-01-01T10:00:00Z', { status: `S${index}` })));
    counter.add([at('2025-01-01T10:00:00Z', { status: ' S0 ' })]);
    const { series, units } = counter.counts().stacks.status;
    expect(units[0]?.[1 + series.indexOf('S0')]).toBe(2);
  });

  it('moves to quarter hours past the minute budget, keeping every message', () => {
    const counter = createActivityCounter({ fields });
    const start = Date.parse('2025-01-01T00:00:00Z');
    const rows = Array.from({ length: MAX_UNITS + 10 }, (_, index) =>
      at(new Date(start + index * MINUTE_MS).toISOString().replace('.000', '')),
    );
    counter.add(rows);
    const counts = counter.counts();
    expect(counts.unitMs).toBe(QUARTER_HOUR_MS);
    expect(counts.stacks.status.units.reduce((sum, [, n = 0]) => sum + n, 0)).toBe(rows.length);
    expect(counts.stacks.status.units.every(([unit = 1]) => unit % QUARTER_HOUR_MS === 0)).toBe(true);
  });

  it('keeps a Count all of a million messages in distinct quarter hours small enough for one IPC answer', { timeout: 60_000 }, () => {
    const counter = createActivityCounter({ fields, now: () => Date.parse('2026-11-26T12:00:00Z') });
    const start = Date.parse('1971-01-01T00:00:00Z');
    const step = 30 * MINUTE_MS;
    for (let page = 0; page < 1_000; page++) {
      counter.add(
        Array.from({ length: 1_000 }, (_, index) =>
          at(new Date(start + (page * 1_000 + index) * step).toISOString(), { status: index % 2 ? 'SENT' : 'FAILED' }),
        ),
      );
    }
    const counts = counter.counts();
    // Today every distinct quarter hour is a unit: a million of them, 44 MB of IPC.
    expect(counts.stacks.status.units.length).toBeLessThanOrEqual(MAX_UNITS * 1.5);
    expect(JSON.stringify(counts).length).toBeLessThan(2_000_000);
    expect(counts.unitMs).toBe(DAY_MS);
    expect(counts.stacks.status.units.reduce((sum, [, sent = 0, failed = 0]) => sum + sent + failed, 0)).toBe(1_000_000);
  });

  it('counts times before 1970 or more than 3 years ahead apart, as outside, and no unit for them', () => {
    const counter = createActivityCounter({ fields, now: () => Date.parse('2026-11-26T12:00:00Z') });
    counter.add([
      at('0001-01-01T00:00:00Z'),
      at('2025-01-01T10:00:00Z'),
      at('9999-12-31T23:59:59Z'),
      at('2029-11-25T00:00:00Z'),
      at('2030-01-01T00:00:00Z'),
    ]);
    const counts = counter.counts();
    expect(counts).toMatchObject({ rows: 5, untimed: 0, outside: 3 });
    expect(counts.stacks.status.units).toHaveLength(2);
  });
});
