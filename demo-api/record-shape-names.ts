/**
 * The record shapes the demo can answer in (record-shapes.ts writes them): "ours", snake_case with
 * RFC 3339 times and upper-case value words; "other", camelCase under other names with
 * epoch-millisecond times and lower-case value words; then the message records of public SMS
 * providers as their documentation shows them (record-shapes/<name>.ts, docs/demo-api.md). Apart
 * from record-shapes.ts, so the config can name them without importing the messages the shapes are
 * made of.
 */
export const RECORD_SHAPES = [
  'ours',
  'other',
  'twilio',
  'telnyx',
  'plivo',
  'bandwidth',
  'messagebird',
  'infobip',
  'vonage',
  'sinch',
] as const;
export type RecordShape = (typeof RECORD_SHAPES)[number];

/** The shapes copied from a provider's documentation. */
export const PROVIDER_SHAPES = RECORD_SHAPES.filter((shape) => shape !== 'ours' && shape !== 'other');
