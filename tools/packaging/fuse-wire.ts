import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import type { RELEASE_FUSES } from './fuses';

type ReleaseFuse = keyof typeof RELEASE_FUSES;

// A fuse is one byte of the wire: ASCII '1' on, '0' off, 'r' removed by this Electron version.
const ENABLED = '1'.charCodeAt(0);
const REMOVED = 'r'.charCodeAt(0);

/** electron-builder's option names for the fuses, as positions in Electron's fuse wire. */
const WIRE_POSITION: Record<ReleaseFuse, FuseV1Options> = {
  runAsNode: FuseV1Options.RunAsNode,
  enableNodeOptionsEnvironmentVariable: FuseV1Options.EnableNodeOptionsEnvironmentVariable,
  enableNodeCliInspectArguments: FuseV1Options.EnableNodeCliInspectArguments,
  enableCookieEncryption: FuseV1Options.EnableCookieEncryption,
  onlyLoadAppFromAsar: FuseV1Options.OnlyLoadAppFromAsar,
  enableEmbeddedAsarIntegrityValidation: FuseV1Options.EnableEmbeddedAsarIntegrityValidation,
  grantFileProtocolExtraPrivileges: FuseV1Options.GrantFileProtocolExtraPrivileges,
};

/**
 * The release fuses as they are in a packaged executable (on macOS the path inside the .app
 * bundle), read from the binary itself: what ships, rather than what was configured.
 */
export async function readReleaseFuses(executable: string): Promise<Record<ReleaseFuse, boolean | 'removed'>> {
  const wire = await getCurrentFuseWire(executable);
  const read = (position: FuseV1Options): boolean | 'removed' => {
    const state = wire[position];
    if (state === REMOVED) return 'removed';
    return state === ENABLED;
  };
  return Object.fromEntries(Object.entries(WIRE_POSITION).map(([name, position]) => [name, read(position)])) as Record<
    ReleaseFuse,
    boolean | 'removed'
  >;
}
