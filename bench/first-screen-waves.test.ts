import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bareWaves, firstPageTarget, firstScreenWaveFigures } from './first-screen-waves';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A search endpoint that notes each body and how many requests it held at once, answering each after a turn. */
async function countingServer() {
  const seen = { bodies: [] as unknown[], atOnce: 0, most: 0 };
  const server = createServer((request, response) => {
    seen.atOnce += 1;
    seen.most = Math.max(seen.most, seen.atOnce);
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      seen.bodies.push(JSON.parse(text) as unknown);
      setTimeout(() => {
        seen.atOnce -= 1;
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ smsMessages: [] }));
      }, 5);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { seen, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('the bare waves of a merged first screen', () => {
  it('reads every first page, as many at once as asked and never more, with the filters the app sends', async () => {
    const { seen, baseUrl } = await countingServer();
    const targets = Array.from({ length: 7 }, (_, index) =>
      firstPageTarget({ baseUrl, token: 't', locationId: 'loc', filters: { phone_number: `+1555000000${index}` } }),
    );
    await bareWaves(targets, 3);
    expect(seen.bodies).toHaveLength(7);
    expect(seen.most).toBe(3);
    expect(seen.bodies[6]).toEqual({ phone_number: '+15550000006', page_size: 10 });
  });

  it('holds the first screen to 1.2 × the waves: the bare ones always, the issue’s ⌈n / 6⌉ × latency when there is one', () => {
    const [overBare, nominal] = firstScreenWaveFigures('f', [200, 210, 190], [170, 180, 160], 20, 40);
    expect(overBare).toMatchObject({ key: 'f_over_bare_waves', value: 1.18, target: { comparison: '<=', value: 1.2 } });
    expect(nominal).toMatchObject({ key: 'f_ms', value: 200, target: { comparison: '<=', value: 192 } });
    expect(firstScreenWaveFigures('f', [50], [40], 30, 0).map((figure) => figure.key)).toEqual(['f_over_bare_waves']);
    expect(firstScreenWaveFigures('f', [50], [40], 30, 40)[1]?.target?.value).toBe(240);
  });
});
