import { describe, expect, it } from 'vitest';
import { signingPlan } from './signing';

const MAC_CERTIFICATE = { CSC_LINK: 'fake-mac-certificate', CSC_KEY_PASSWORD: 'fake-mac-password' };
const NOTARY = { APPLE_ID: 'fake@example.com', APPLE_APP_SPECIFIC_PASSWORD: 'fake-app-password', APPLE_TEAM_ID: 'FAKETEAM01' };
const WIN_CERTIFICATE = { WIN_CSC_LINK: 'fake-win-certificate', WIN_CSC_KEY_PASSWORD: 'fake-win-password' };

describe('signing from CI secrets', () => {
  it('without secrets: macOS ad-hoc and not notarized, Windows unsigned, and nothing forced', () => {
    const plan = signingPlan({});
    expect(plan.mac).toEqual({ identity: '-', hardenedRuntime: false, notarize: false, forceCodeSigning: false });
    expect(plan.win).toEqual({ forceCodeSigning: false });
    expect(plan.summary.join('\n')).toMatch(/macOS: ad-hoc signed only[^]*Windows: unsigned/);
  });

  it('treats secrets GitHub passes as empty strings as absent', () => {
    const blank = Object.fromEntries(Object.keys({ ...MAC_CERTIFICATE, ...NOTARY, ...WIN_CERTIFICATE }).map((name) => [name, ' ']));
    expect(signingPlan(blank)).toEqual(signingPlan({}));
  });

  it('with every secret: macOS signed with the hardened runtime and notarized, Windows signed, failures fail the build', () => {
    const plan = signingPlan({ ...MAC_CERTIFICATE, ...NOTARY, ...WIN_CERTIFICATE });
    expect(plan.mac).toEqual({ identity: undefined, hardenedRuntime: true, notarize: true, forceCodeSigning: true });
    expect(plan.win).toEqual({ forceCodeSigning: true });
    expect(plan.summary).toEqual(['macOS: signed with CSC_LINK; notarized', 'Windows: signed with WIN_CSC_LINK']);
  });

  it('signs but does not notarize when one notary secret is missing', () => {
    const plan = signingPlan({ ...MAC_CERTIFICATE, ...NOTARY, APPLE_TEAM_ID: undefined });
    expect(plan.mac).toMatchObject({ identity: undefined, notarize: false });
    expect(plan.summary[0]).toMatch(/not notarized/);
  });

  it('does not sign with a certificate whose password is missing', () => {
    expect(signingPlan({ CSC_LINK: 'fake-mac-certificate', WIN_CSC_LINK: 'fake-win-certificate' })).toEqual(signingPlan({}));
  });

  it('never puts a secret into the configuration or the log', () => {
    const plan = JSON.stringify(signingPlan({ ...MAC_CERTIFICATE, ...NOTARY, ...WIN_CERTIFICATE }));
    for (const secret of Object.values({ ...MAC_CERTIFICATE, ...NOTARY, ...WIN_CERTIFICATE })) expect(plan).not.toContain(secret);
  });
});
