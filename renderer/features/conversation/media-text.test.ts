import { describe, expect, it } from 'vitest';
import { mediaLines, mediaTypeText, sizeText } from './media-text';

describe('attachments in words', () => {
  it('gives type and size as people read them, and says what the record leaves out', () => {
    expect(sizeText(512)).toBe('512 B');
    expect(sizeText(1536)).toBe('1.5 KB');
    expect(sizeText(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(mediaTypeText('image/jpeg')).toBe('Image (JPEG)');
    expect(mediaTypeText(null)).toBe('Attachment (type not given)');
    expect(mediaLines({ count: 2, items: [] })).toEqual(['2 attachments (type and size not given)']);
    expect(mediaLines({ count: 1, items: [{ type: 'video/mp4', size: null }] })).toEqual(['Video (MP4), size not given']);
  });
});
