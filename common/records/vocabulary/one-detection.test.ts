/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

// One detection per connection's session: the renderer's store (detections.tsx) is the only
// caller of detectRoles; every view, and main's jobs and merges, read the fields it hands them.
// A view that detects on its own sample gets its own answer, and the grid, the thread, the chart
// and the file disagree about one connection.

// The app's sources as text, read through Vite; tests and test helpers are left out.
const sources = import.meta.glob<string>(
  ['../../../{renderer,electron,common,tools,demo-api}/**/*.{ts,tsx}', '!../../../**/*.test.{ts,tsx}', '!../../../**/test/**'],
  { query: '?raw', import: 'default', eager: true },
);

const HOME = '/renderer/features/message-fields/detections.tsx';
// Vite names the files of this test's own folder from here.
const DEFINITION = './role-detection.ts';

describe('field detection has one home', () => {
  it('reads the sources (else the rule below would hold vacuously)', () => {
    expect(Object.keys(sources).some((path) => path.endsWith(HOME))).toBe(true);
    expect(Object.keys(sources).some((path) => path.endsWith('/electron/across-locations/time-order.ts'))).toBe(true);
  });

  it('is called only by the detections store', () => {
    const callers = Object.entries(sources)
      .filter(([path, text]) => path !== DEFINITION && /\bdetectRoles\b/.test(text))
      .map(([path]) => path.replace(/^(\.\.\/)+/, '/'));
    expect(callers).toEqual([HOME]);
  });
});
