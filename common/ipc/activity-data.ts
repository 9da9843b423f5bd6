// What an activity count is, as it crosses IPC: counts per time unit and series, never rows.
// Browser-safe: no Node imports.
import type { ExplorerError } from './contract-data';

/**
 * How the bars are split: by the message's status, its direction, or (across locations) the
 * location it came from, or (a list of numbers) the listed number whose search found it.
 */
export type StackKey = 'status' | 'direction' | 'location' | 'number';

/** The stackings read from the record itself: every count has them. */
export type RecordStackKey = Exclude<StackKey, 'location' | 'number'>;

export interface StackCounts {
  /** Series labels, in the order first seen (scrubbed and bounded: they come from the server). */
  series: string[];
  /** One row per time unit with any message, sorted by time: [unit start (epoch ms), count of series 0, 1, ...]. */
  units: number[][];
  /** How many labels the "(other)" series holds, where the counter knows them all (a list's numbers past the legend's room). */
  otherHolds?: number;
}

export interface ActivityCounts {
  /** The record field the times were read from (the vocabulary's time role); null when none was found. */
  timeField: string | null;
  /** Width of one unit in ms: a minute, or a quarter hour for long spans (every zone's offset is a whole quarter hour). */
  unitMs: number;
  /** Messages counted, with or without a time. */
  rows: number;
  /** Messages without a readable time (no time field, or a value that is no time): counted here, drawn nowhere, said apart. */
  untimed: number;
  /** Messages whose time lies outside the plausible range (plausible-time.ts): counted here, drawn nowhere. */
  outside?: number;
  /**
   * By location only when the rows were counted with where they came from (a search across
   * locations); by number only when they were counted with the listed number that found them.
   */
  stacks: Record<RecordStackKey, StackCounts> & { location?: StackCounts; number?: StackCounts };
}

/** Pushed while "Count all" walks the pages. */

/**
 * How a "Count all" ended. A cancelled count keeps nothing (the user asked for nothing); a failed
 * one keeps what it counted, which the chart must label as cut short, never as all messages.
 */
export type CountAllOutcome =
  | { status: 'complete'; counts: ActivityCounts; pages: number; restarts: number }
  | { status: 'cancelled'; rows: number; pages: number }
  | { status: 'failed'; rows: number; pages: number; error: ExplorerError; counts: ActivityCounts | null };
