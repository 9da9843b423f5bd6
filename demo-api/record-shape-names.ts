/**
 * The record shapes the demo can answer in (record-shapes.ts writes them): "ours", snake_case with
 * RFC 3339 times and upper-case value words; "other", camelCase under other names with
 * epoch-millisecond times and lower-case value words. Apart from record-shapes.ts, so the config
 * can name them without importing the messages the shapes are made of.
 */
export const RECORD_SHAPES = ['ours', 'other'] as const;
export type RecordShape = (typeof RECORD_SHAPES)[number];
