import { fail } from '../../common/errors/failure';
import { MAX_CONNECTION_LOCATIONS } from '../../common/limits/stored-limits';
import type { ConnectionRecord, LocationRecord } from './connection-record';
import { connectionRecordSchema } from './connection-record';

export function requireConnection(records: ConnectionRecord[], connectionId: string): ConnectionRecord {
  const record = records.find((candidate) => candidate.id === connectionId);
  if (!record) fail('not_found', 'That connection no longer exists. Pick another one.', { connectionId });
  return record;
}

export function requireLocation(record: ConnectionRecord, locationId: string): LocationRecord {
  const location = record.locations.find((candidate) => candidate.id === locationId);
  if (!location) {
    fail(
      'not_found',
      `Location “${locationId}” is not part of “${record.label}”. Add it in the connection's settings or pick another one.`,
      {
        connectionId: record.id,
        connectionLabel: record.label,
        locationId,
      },
    );
  }
  return location;
}

/** Labels are compared the way people read them: case and Unicode composition do not count. */
export function assertLabelFree(records: ConnectionRecord[], label: string, exceptConnectionId?: string): void {
  const key = labelKey(label);
  const taken = records.some((record) => record.id !== exceptConnectionId && labelKey(record.label) === key);
  if (taken) fail('invalid_request', `A connection named “${label}” already exists. Choose another name.`, { field: 'label' });
}

/** A location more must fit the connection's bound, said before anything is changed. */
export function assertRoomForLocation(record: ConnectionRecord): void {
  if (record.locations.length < MAX_CONNECTION_LOCATIONS) return;
  const most = MAX_CONNECTION_LOCATIONS.toLocaleString('en-US');
  fail(
    'invalid_request',
    `“${record.label}” already has ${most} locations, the most a connection holds. Remove one to add another, or add it to another connection.`,
    {
      field: 'locationId',
      connectionId: record.id,
    },
  );
}

/**
 * The record as it will be saved, checked by the rule every load applies: what is saved is
 * always read back at the next start, never set aside there. A change the rule refuses is
 * refused here, with the rule's words, and nothing is written.
 */
export function assertStorable(record: ConnectionRecord): ConnectionRecord {
  const parsed = connectionRecordSchema.safeParse(record);
  if (!parsed.success)
    fail('invalid_request', `This change cannot be saved: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`, {
      connectionId: record.id,
    });
  return record;
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
