// The bench's numeric flags (`--name N`), each checked against its rule before anything runs.

export interface NumberRule {
  fallback: number;
  /** The value must be greater than this. */
  above: number;
  max: number;
  /** What the flag takes, for the refusal. */
  says: string;
}

export function numberFlag(argv: readonly string[], flag: string, rule: NumberRule): number {
  const at = argv.indexOf(flag);
  if (at === -1) return rule.fallback;
  const value = Number(argv[at + 1]);
  if (!Number.isFinite(value) || value <= rule.above || value > rule.max)
    throw new Error(`${flag} takes ${rule.says}, not ${JSON.stringify(argv[at + 1] ?? '')}.`);
  return value;
}

/**
 * `--server-latency-ms N` (default 0): how long the demo API waits before each answer in the
 * suites of several searches (across, list). At 0 they measure the app's own cost; a real server's
 * wait shows what requests at once buy.
 */
export function serverLatencyMs(argv: readonly string[]): number {
  return numberFlag(argv, '--server-latency-ms', {
    fallback: 0,
    above: -1,
    max: 5000,
    says: 'milliseconds from 0 to 5000 the demo API waits before each answer, such as 40',
  });
}
