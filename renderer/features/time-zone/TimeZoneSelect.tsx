import { timeZoneChoices } from './time-display';
import type { TimeDisplay, TimeZoneMode } from './time-display';

interface TimeZoneSelectProps {
  display: TimeDisplay;
  locationZone: string | undefined;
  onChange: (mode: TimeZoneMode) => void;
}

/** Which zone times are shown in; the same choice labels the column headers, details and status bar. */
export function TimeZoneSelect({ display, locationZone, onChange }: TimeZoneSelectProps) {
  return (
    <label className="inline-select">
      <span className="inline-select__label">Times</span>
      <select
        value={display.mode}
        aria-keyshortcuts="Alt+Shift+T"
        title="Times shown in (Alt+Shift+T to switch)"
        onChange={(event) => onChange(event.target.value as TimeZoneMode)}
      >
        {timeZoneChoices(locationZone).map((choice) => (
          <option key={choice.mode} value={choice.mode}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
