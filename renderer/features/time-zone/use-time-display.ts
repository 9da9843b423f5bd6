import { useStoredState } from '../../state/use-stored-state';
import { isTimeZoneMode, nextTimeZoneMode, timeDisplayFor } from './time-display';

/** The zone times are shown in: one choice for the whole app, remembered across restarts. */
export function useTimeDisplay(locationZone: string | undefined) {
  const [mode, setMode] = useStoredState('sms-explorer.time-zone', 'local', isTimeZoneMode);
  return {
    time: timeDisplayFor(mode, locationZone),
    setMode,
    cycle: () => setMode((previous) => nextTimeZoneMode(previous, locationZone)),
  };
}
