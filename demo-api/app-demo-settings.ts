import type { DemoApiConfigInput } from './config';

/**
 * How the app runs its built-in demo server, for the app (electron/main.ts) and `npm run preview`
 * alike, so both show what docs/demo-api.md says: a little latency, and Harbor Dental getting a new
 * message about every 45 s (its status moving on over 15 s) so Follow has something to show; the
 * other demo locations stay still.
 */
export const APP_DEMO_SETTINGS = {
  latencyMs: 120,
  live: { everySeconds: 45, locations: ['loc-harbor-dental'] },
} as const satisfies DemoApiConfigInput;
