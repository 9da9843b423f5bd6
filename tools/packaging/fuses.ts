import type { Configuration } from 'electron-builder';

/**
 * The Electron fuses of every packaged build. electron-builder flips them in the copied Electron
 * binary right after packing and before signing, so the signature (and on macOS and Windows the
 * embedded ASAR integrity hash) covers the flipped binary.
 */
export const RELEASE_FUSES = {
  // ELECTRON_RUN_AS_NODE would turn the signed app into a general-purpose Node runtime.
  runAsNode: false,
  // NODE_OPTIONS / NODE_EXTRA_CA_CERTS could inject code or trust into the main process.
  enableNodeOptionsEnvironmentVariable: false,
  // --inspect / SIGUSR1 would open a debugger into the process that holds the tokens.
  enableNodeCliInspectArguments: false,
  enableCookieEncryption: true,
  // Only app.asar is loaded, and its integrity is checked (macOS; Windows since Electron 30).
  onlyLoadAppFromAsar: true,
  enableEmbeddedAsarIntegrityValidation: true,
  // The page is served over app:// (electron-adapters/app-protocol.ts), never file://, so file://
  // pages need none of their historical extra privileges.
  grantFileProtocolExtraPrivileges: false,
} as const satisfies NonNullable<Configuration['electronFuses']>;
