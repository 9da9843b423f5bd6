import type { BarSizeChoice } from './bucket-sizes';
import { isBarSizeChoice } from './bucket-sizes';
import { useStoredPerConnection } from '../../state/use-stored-per-connection';

const KEY = 'sms-explorer.activity-bar-size';

/** The chart's bar size, Auto until chosen, remembered per connection (its searches share a question: "per day last week"). */
export function useBarSizeChoice(connectionId: string): [BarSizeChoice, (choice: BarSizeChoice) => void] {
  return useStoredPerConnection<BarSizeChoice>(KEY, connectionId, 'auto', isBarSizeChoice);
}
