import { describe, expect, it } from 'vitest';
import { serverLatencyMs } from './flags';

describe('the server latency flag', () => {
  it('is 0 unless given, takes 0 to 5000 ms, and refuses anything else naming what it takes', () => {
    expect(serverLatencyMs(['--only', 'list'])).toBe(0);
    expect(serverLatencyMs(['--server-latency-ms', '0'])).toBe(0);
    expect(serverLatencyMs(['--server-latency-ms', '40'])).toBe(40);
    expect(() => serverLatencyMs(['--server-latency-ms', '-1'])).toThrow('--server-latency-ms takes milliseconds from 0 to 5000');
    expect(() => serverLatencyMs(['--server-latency-ms', '5001'])).toThrow('not "5001".');
    expect(() => serverLatencyMs(['--server-latency-ms'])).toThrow('not "".');
  });
});
