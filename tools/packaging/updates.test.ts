import { describe, expect, it } from 'vitest';
import { updatePublishing } from './updates';

describe('auto-update publishing', () => {
  it('is off by default: no feed, so no update metadata is built', () => {
    expect(updatePublishing({})).toEqual({ publish: null });
    expect(updatePublishing({ SMS_EXPLORER_UPDATE_URL: '' })).toEqual({ publish: null });
  });

  it('is turned on by an https feed address', () => {
    expect(updatePublishing({ SMS_EXPLORER_UPDATE_URL: 'https://updates.example.com/sms-explorer' })).toEqual({
      publish: [{ provider: 'generic', url: 'https://updates.example.com/sms-explorer' }],
    });
  });

  it('refuses a feed that is not https, saying how to build without updates', () => {
    expect(() => updatePublishing({ SMS_EXPLORER_UPDATE_URL: 'http://updates.example.com' })).toThrow(/https:\/\/[^]*Unset it/);
    expect(() => updatePublishing({ SMS_EXPLORER_UPDATE_URL: 'not a url' })).toThrow(/https:\/\//);
  });
});
