import { fail } from '../../common/errors/failure';
import type { ConnectionRecord, LocationRecord } from './connection-record';

export function requireConnection(records: ConnectionRecord[], connectionId: string): ConnectionRecord {
  const record = records.find((candidate) => candidate.id === connectionId);
  if (!record) fail('not_found', 'That connection no longer exists. Pick another one.', { connectionId });
  return record;
}

export function requireLocation(record: ConnectionRecord, locationId: string): LocationRecord {
  const location = record.locations.find((candidate) => candidate.id === locationId);
  if (!location) {
    fail('not_found', `Location “${locationId}” is not part of “${record.label}”. Add it in the connection's settings or pick another one.`, {
      connectionId: record.id,
      connectionLabel: record.label,
      locationId,
    });
  }
  return location;
}

/** Labels are compared the way people read them: case and Unicode composition do not count. */
export function assertLabelFree(records: ConnectionRecord[], label: string, exceptConnectionId?: string): void {
  const key = labelKey(label);
  const taken = records.some((record) => record.id !== exceptConnectionId && labelKey(record.label) === key);
  if (taken) fail('invalid_request', `A connection named “${label}” already exists. Choose another name.`, { field: 'label' });
}

export function assertLocationFree(locations: LocationRecord[], locationId: string, field = 'locationId'): void {
  if (locations.some((location) => location.id === locationId)) {
    fail('invalid_request', `Location “${locationId}” is already in this connection.`, { field, locationId });
  }
}

/** A location as saved: a blank name is no name. */
export function locationRecord(id: string, name: string | undefined): LocationRecord {
  const trimmed = name?.trim();
  return trimmed ? { id, name: trimmed } : { id };
}

export function newLocations(input: { id: string; name?: string | undefined }[]): LocationRecord[] {
  const locations: LocationRecord[] = [];
  for (const { id, name } of input) {
    assertLocationFree(locations, id, 'locations');
    locations.push(locationRecord(id, name));
  }
  return locations;
}

function labelKey(label: string): string {
  return label.trim().normalize('NFKC').toLowerCase();
}
