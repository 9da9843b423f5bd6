import type { BarSizeChoice } from './bucket-sizes';
import { BAR_SIZE_CHOICES, isBarSizeChoice } from './bucket-sizes';

const CHOICE_WORDS: Readonly<Record<BarSizeChoice, string>> = { auto: 'Auto', hour: 'Hour', day: 'Day', week: 'Week', month: 'Month' };

interface BarSizeSelectProps {
  value: BarSizeChoice;
  onChange: (choice: BarSizeChoice) => void;
}

/** The bars' size beside the stacking: Auto follows the span and the width, a chosen size holds at any width it fits. */
export function BarSizeSelect({ value, onChange }: BarSizeSelectProps) {
  return (
    <label className="activity__size">
      Bars
      <select
        value={value}
        onChange={(event) => {
          if (isBarSizeChoice(event.target.value)) onChange(event.target.value);
        }}
      >
        {BAR_SIZE_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {CHOICE_WORDS[choice]}
          </option>
        ))}
      </select>
    </label>
  );
}
