import { useId } from 'react';
import type { ThemePreference } from './use-theme';

interface ThemeSelectProps {
  value: ThemePreference;
  onChange: (value: ThemePreference) => void;
}

export function ThemeSelect({ value, onChange }: ThemeSelectProps) {
  const id = useId();
  return (
    <div className="inline-field">
      <label htmlFor={id} className="visually-hidden">
        Theme
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as ThemePreference)}>
        <option value="system">System theme</option>
        <option value="light">Light theme</option>
        <option value="dark">Dark theme</option>
      </select>
    </div>
  );
}
