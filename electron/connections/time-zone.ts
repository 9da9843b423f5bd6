import { fail } from '../../common/errors/failure';
import { isKnownTimeZone } from '../../common/time/time-text';

/** The zone's canonical spelling (`america/chicago` → `America/Chicago`), or an invalid_request. */
export function canonicalTimeZone(name: string): string {
  if (!isKnownTimeZone(name)) {
    return fail(
      'invalid_request',
      `“${name}” is not a time zone this computer knows. Use an IANA name such as America/Chicago or Europe/Paris.`,
      {
        field: 'timeZone',
      },
    );
  }
  return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
}
