import { describe, expect, it } from 'vitest';
import { createBuilderConfig } from './builder-config';

/** What a release must have; loosening any of these in fuses.ts must fail this test. */
const HARDENED = {
  runAsNode: false,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableCookieEncryption: true,
  onlyLoadAppFromAsar: true,
  enableEmbeddedAsarIntegrityValidation: true,
  grantFileProtocolExtraPrivileges: false,
};

describe('the Electron fuses of a release', () => {
  it.each([[{}], [{ CSC_LINK: 'fake', CSC_KEY_PASSWORD: 'fake', WIN_CSC_LINK: 'fake', WIN_CSC_KEY_PASSWORD: 'fake' }]])(
    'are all hardened, signed or not (%#)',
    (env) => {
      const fuses = createBuilderConfig(env).electronFuses ?? {};
      for (const [fuse, value] of Object.entries(HARDENED)) {
        expect({ fuse, value: fuses[fuse as keyof typeof fuses] }).toEqual({ fuse, value });
      }
    },
  );
});
