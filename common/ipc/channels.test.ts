import { describe, expect, it } from 'vitest';
import { eventChannels, operationChannels, subscriptionMethod } from './channels';
import { events, operations } from './contract';

// The preload builds window.explorer from channels.ts alone; main dispatches by the contract's
// channels, which withChannels takes from it. Were the two to differ, an operation would reach no handler.
describe('the channel list the preload uses', () => {
  it('names every operation of the contract, each with its contract channel, and nothing else', () => {
    expect(operationChannels).toEqual(Object.fromEntries(Object.entries(operations).map(([name, { channel }]) => [name, channel])));
  });

  it('names every event of the contract, each with its contract channel, and nothing else', () => {
    expect(eventChannels).toEqual(Object.fromEntries(Object.entries(events).map(([name, { channel }]) => [name, channel])));
  });

  it('gives every operation its own channel', () => {
    const channels = [...Object.values(operationChannels), ...Object.values(eventChannels)];
    expect(new Set(channels).size).toBe(channels.length);
  });

  it('names each subscription on<Event>', () => {
    expect(subscriptionMethod('exportProgress')).toBe('onExportProgress');
  });
});
