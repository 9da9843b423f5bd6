import { LOOKS } from './looks';

/**
 * Where each record shape of the demo (demo-api/record-shapes.ts) keeps what a journey checks
 * rows by: the test's knowledge of the server it started, never read from the app.
 */
export interface ShapeFields {
  id: string;
  location: string;
  time: string;
  /** The contact's number in a record as the server sent it. */
  contactPhone: (record: Record<string, unknown>) => string;
}

/** The demo's own two shapes, which carry the location in each record (the providers' records do not). */
export type LocatedShape = 'ours' | 'other';

export const SHAPE_FIELDS: Readonly<Record<LocatedShape, ShapeFields>> = {
  ours: {
    id: 'id',
    location: 'location_id',
    time: 'created_at',
    contactPhone: (record) => String((record.contact as { phone: string }).phone),
  },
  other: {
    id: 'messageId',
    location: 'locationRef',
    time: 'sentAt',
    contactPhone: (record) => String((record.customer as { phoneNumber: string }).phoneNumber),
  },
};

/** The looks a journey runs against the other record shape too: both sizes, one of them dark. */
export const OTHER_SHAPE_LOOKS = LOOKS.filter((look) => (look.colorScheme === 'dark') === (look.viewport.width === 1024));
