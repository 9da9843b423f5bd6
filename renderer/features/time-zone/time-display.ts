/** How the grid, the detail panel and the status bar show instants. */
export type TimeZoneMode = 'local' | 'utc' | 'location' | 'raw';

export interface TimeDisplay {
  mode: TimeZoneMode;
  /** Said next to every time shown: "UTC", "Local (Europe/Paris)", "America/Chicago", "as sent". */
  label: string;
  /**
   * The IANA zone typed times are read in (search ranges, Today, Yesterday): the one shown, and
   * UTC for raw mode, whose times the server sends in UTC.
   */
  zone: string;
  /** The zone's own name ("Europe/Paris", "UTC"), for text read away from the app; '' as sent. */
  zoneName: string;
  /** The instant in this zone; unused in raw mode, where the server's text is shown. */
  format: (date: Date) => string;
}

export function isTimeZoneMode(value: unknown): value is TimeZoneMode {
  return value === 'local' || value === 'utc' || value === 'location' || value === 'raw';
}

/** The runtime's own zone, named so "local" is never ambiguous on a screenshot sent to someone else. */
export function localZoneName(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

// Building an Intl.DateTimeFormat is slow next to using one, so each zone's is made once: cells
// format on every scroll frame.
const displays = new Map<string, TimeDisplay>();

/** The display for a mode; "location" without a location zone falls back to local time. */
export function timeDisplayFor(mode: TimeZoneMode, locationZone: string | undefined): TimeDisplay {
  const effective = mode === 'location' && !locationZone ? 'local' : mode;
  const zone = effective === 'utc' ? 'UTC' : effective === 'location' ? locationZone : undefined;
  const key = `${effective}|${zone ?? ''}`;
  let display = displays.get(key);
  if (!display) {
    const formatter = new Intl.DateTimeFormat(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      ...(zone ? { timeZone: zone } : {}),
    });
    display = {
      mode: effective,
      label: effective === 'raw' ? 'as sent' : effective === 'local' ? `Local (${localZoneName()})` : (zone ?? 'UTC'),
      zone: effective === 'local' ? localZoneName() : (zone ?? 'UTC'),
      zoneName: effective === 'raw' ? '' : (zone ?? localZoneName()),
      format: (date) => formatter.format(date),
    };
    displays.set(key, display);
  }
  return display;
}

/** "Los Angeles" for America/Los_Angeles: the toolbar's short name; the full one labels every time shown. */
const zoneCity = (zone: string) => (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');

/** The choices offered, in toggle order; the location's zone only when the location has one. */
export function timeZoneChoices(locationZone: string | undefined): { mode: TimeZoneMode; label: string }[] {
  return [
    // Short, so the selected one shows whole in the toolbar at 1024 px.
    { mode: 'local', label: `Local (${localZoneName()})` },
    { mode: 'utc', label: 'UTC' },
    ...(locationZone ? [{ mode: 'location' as const, label: `Location (${zoneCity(locationZone)})` }] : []),
    { mode: 'raw', label: 'As sent' },
  ];
}

/** The next choice, for the toggle shortcut. */
export function nextTimeZoneMode(mode: TimeZoneMode, locationZone: string | undefined): TimeZoneMode {
  const modes = timeZoneChoices(locationZone).map((choice) => choice.mode);
  const current = modes.indexOf(timeDisplayFor(mode, locationZone).mode);
  return modes[(current + 1) % modes.length] ?? 'local';
}
