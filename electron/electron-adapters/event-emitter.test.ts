import type { WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import { events } from '../../common/ipc/contract';
import { createEventEmitter } from './event-emitter';

function fakeContents(destroyed = false) {
  const sent: { channel: string; payload: unknown }[] = [];
  const contents = { isDestroyed: () => destroyed, send: (channel: string, payload: unknown) => sent.push({ channel, payload }) };
  return { contents: contents as unknown as WebContents, sent };
}

describe('createEventEmitter (webContents.send)', () => {
  it('sends each event on its contract channel to the app window', () => {
    const { contents, sent } = fakeContents();
    const emit = createEventEmitter(() => contents);
    const progress = { jobId: 'e1', pages: 1, rows: 10, rowsPerSecond: 5, elapsedMs: 2000, restarts: 0 };
    emit('exportProgress', progress);
    expect(sent).toEqual([{ channel: events.exportProgress.channel, payload: progress }]);
  });

  it('sends nothing when the window is closed or destroyed', () => {
    const destroyed = fakeContents(true);
    createEventEmitter(() => destroyed.contents)('requestRetry', {
      requestId: 'r',
      attempt: 1,
      delayMs: 1,
      error: { kind: 'server', message: 'x' },
    });
    expect(destroyed.sent).toEqual([]);
    expect(() =>
      createEventEmitter(() => undefined)('requestRetry', {
        requestId: 'r',
        attempt: 1,
        delayMs: 1,
        error: { kind: 'server', message: 'x' },
      }),
    ).not.toThrow();
  });
});
