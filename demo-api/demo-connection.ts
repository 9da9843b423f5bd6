import { DEFAULT_DEMO_CONFIG } from './config';

/** The connection to the demo API built into the app, which main creates at the first start. */
export interface DemoConnection {
  label: string;
  token: string;
  locations: { id: string; name: string; timeZone?: string }[];
}

// Each demo business sits in a US zone, so the "location's zone" choice differs from UTC and,
// on most machines, from local time.
const DEMO_TIME_ZONES: Record<string, string> = {
  'loc-harbor-dental': 'America/Los_Angeles',
  'loc-maple-bakery': 'America/Chicago',
  'loc-riverside-clinic': 'America/New_York',
};

/**
 * The built-in "Demo API" connection of the app: the first default token (not a secret: it only
 * opens the generated data of the embedded demo server) and every location it may access.
 */
export const DEMO_CONNECTION: DemoConnection = demoConnection();

function demoConnection(): DemoConnection {
  const [token, locationIds] = Object.entries(DEFAULT_DEMO_CONFIG.tokens)[0] ?? [];
  if (!token || !locationIds) throw new Error('The default demo config has no token.');
  return {
    label: 'Demo API',
    token,
    locations: locationIds.map((id) => {
      const timeZone = DEMO_TIME_ZONES[id];
      return { id, name: DEFAULT_DEMO_CONFIG.locations[id]?.name ?? id, ...(timeZone ? { timeZone } : {}) };
    }),
  };
}
