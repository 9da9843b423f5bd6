import type { ThreadMessage } from './thread-message';

/** 1536 → "1.5 KB": attachment sizes as people read them. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/** "image/jpeg" → "Image (JPEG)"; an unknown type says so. */
export function mediaTypeText(type: string | null): string {
  if (!type) return 'Attachment (type not given)';
  const [kind = '', subtype = ''] = type.split('/');
  const word = { image: 'Image', video: 'Video', audio: 'Audio', text: 'Text', application: 'File' }[kind.toLowerCase()] ?? 'Attachment';
  return subtype ? `${word} (${subtype.toUpperCase()})` : word;
}

/** One line per attachment, or the count alone when the record gives only that. */
export function mediaLines(media: NonNullable<ThreadMessage['media']>): string[] {
  if (media.items.length === 0) return [`${media.count} attachment${media.count === 1 ? '' : 's'} (type and size not given)`];
  return media.items.map((item) => `${mediaTypeText(item.type)}${item.size === null ? ', size not given' : `, ${sizeText(item.size)}`}`);
}
