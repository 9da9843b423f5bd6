import type { MacConfiguration, WindowsConfiguration } from 'electron-builder';

/** The CI secrets, as environment variables electron-builder itself reads when it signs. */
export type SigningEnv = Partial<
  Record<
    | 'CSC_LINK'
    | 'CSC_KEY_PASSWORD'
    | 'APPLE_ID'
    | 'APPLE_APP_SPECIFIC_PASSWORD'
    | 'APPLE_TEAM_ID'
    | 'WIN_CSC_LINK'
    | 'WIN_CSC_KEY_PASSWORD',
    string | undefined
  >
>;

export interface SigningPlan {
  mac: Pick<MacConfiguration, 'identity' | 'hardenedRuntime' | 'notarize' | 'forceCodeSigning'>;
  win: Pick<WindowsConfiguration, 'forceCodeSigning'>;
  /** One line per platform for the build log: what will be signed, and why not otherwise. */
  summary: string[];
}

// GitHub Actions passes an unset secret as an empty string.
const present = (env: SigningEnv, ...names: Array<keyof SigningEnv>): boolean => names.every((name) => Boolean(env[name]?.trim()));

/**
 * Signs and notarizes only with complete credentials; without them the build goes on unsigned
 * (macOS ad-hoc, so it still starts on Apple Silicon) instead of failing or half-signing.
 * With a certificate, forceCodeSigning makes a signing failure fail the build.
 */
export function signingPlan(env: SigningEnv): SigningPlan {
  const macCertificate = present(env, 'CSC_LINK', 'CSC_KEY_PASSWORD');
  const notarize = macCertificate && present(env, 'APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID');
  const winCertificate = present(env, 'WIN_CSC_LINK', 'WIN_CSC_KEY_PASSWORD');
  return {
    mac: macCertificate
      ? { identity: undefined, hardenedRuntime: true, notarize, forceCodeSigning: true }
      : // Ad-hoc signing with the hardened runtime would fail library validation at launch.
        { identity: '-', hardenedRuntime: false, notarize: false, forceCodeSigning: false },
    win: { forceCodeSigning: winCertificate },
    summary: [
      macCertificate
        ? `macOS: signed with CSC_LINK; ${notarize ? 'notarized' : 'not notarized (APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID not all set)'}`
        : 'macOS: ad-hoc signed only, not notarized (CSC_LINK and CSC_KEY_PASSWORD not set)',
      winCertificate ? 'Windows: signed with WIN_CSC_LINK' : 'Windows: unsigned (WIN_CSC_LINK and WIN_CSC_KEY_PASSWORD not set)',
    ],
  };
}
