// Which suites one `npm run bench` runs: all by default, or those `--only a,b` names, so one
// suite can be measured alone on a shared machine.
export const SUITES = ['browse', 'export', 'formats', 'count', 'renderer', 'wide', 'across', 'list', 'conversation', 'start'] as const;
/** Suites that take minutes: run only when --only names them. */
export const OPT_IN_SUITES = ['follow'] as const;
export type Suite = (typeof SUITES)[number] | (typeof OPT_IN_SUITES)[number];
const KNOWN: readonly string[] = [...SUITES, ...OPT_IN_SUITES];

/** An unknown or missing name stops the run before anything starts, naming the choices. */
export function chosenSuites(argv: readonly string[]): ReadonlySet<Suite> {
  const at = argv.indexOf('--only');
  if (at === -1) return new Set(SUITES);
  const names = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !KNOWN.includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(
      `--only takes suite names separated by commas, out of: ${KNOWN.join(', ')}${unknown.length > 0 ? ` (not: ${unknown.join(', ')})` : ''}.`,
    );
  }
  return new Set(names as Suite[]);
}
