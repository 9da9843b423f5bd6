import { useId } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { connectionBadge, connectionOptionText } from './connection-labels';

interface ConnectionSwitcherProps {
  connections: readonly ConnectionView[];
  selected: ConnectionView;
  onSelect: (connectionId: string) => void;
}

export function ConnectionSwitcher({ connections, selected, onSelect }: ConnectionSwitcherProps) {
  const id = useId();
  const badge = connectionBadge(selected);
  return (
    <div className="switcher">
      <div className="switcher__head">
        <label htmlFor={id} className="switcher__label">
          Connection
        </label>
        {badge && (
          <span className={`badge ${selected.needsToken ? 'badge--danger' : 'badge--warning'}`} title={badge}>
            {badge}
          </span>
        )}
      </div>
      <select id={id} className="switcher__select" value={selected.id} onChange={(event) => onSelect(event.target.value)}>
        {connections.map((connection) => (
          <option key={connection.id} value={connection.id}>
            {connectionOptionText(connection)}
          </option>
        ))}
      </select>
    </div>
  );
}
