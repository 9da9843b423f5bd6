import { randomUUID } from 'node:crypto';
import { sendText, startScriptedServer } from '../../electron/test/api-servers';
import type { ScriptedServer, SeenRequest } from '../../electron/test/api-servers';
import type { PresetConnection } from '../harness';

export const REPLAY_LOCATION = { id: 'loc-replay', name: 'Replay Clinic' };
export const REPLAY_CUSTOMER = '+15125550148';

/** The only two messages the server has: one each way with the same customer. */
const MESSAGES = [
  {
    id: 'SMreplay-2',
    location_id: REPLAY_LOCATION.id,
    direction: 'OUTBOUND',
    status: 'DELIVERED',
    from: '+15125550199',
    to: REPLAY_CUSTOMER,
    contact: { name: 'Rita Replay', phone: REPLAY_CUSTOMER },
    body: 'Yes, it is ready for pickup.',
    created_at: '2025-03-04T10:05:00Z',
    delivered_at: '2025-03-04T10:05:02Z',
    media_count: 0,
  },
  {
    id: 'SMreplay-1',
    location_id: REPLAY_LOCATION.id,
    direction: 'INBOUND',
    status: 'RECEIVED',
    from: REPLAY_CUSTOMER,
    to: '+15125550199',
    contact: { name: 'Rita Replay', phone: REPLAY_CUSTOMER },
    body: 'Is my order ready?',
    created_at: '2025-03-04T10:00:00Z',
    delivered_at: null,
    media_count: 0,
  },
];

export interface ReplayingServer extends ScriptedServer {
  connection: PresetConnection;
  /** Search requests for the customer's number (the conversation's), as opposed to the grid's. */
  conversationRequests: () => SeenRequest[];
}

/**
 * A server that answers every search with the same two messages and a fresh next_page_token, for
 * ever: the walk's tokens never repeat, only its rows do. With `rejectConversationRequest: n`, the
 * conversation's n-th request (one with a page token) is refused as an invalid token (HTTP 400)
 * instead, so its walk also restarts once.
 */
export async function startReplayingServer(options: { rejectConversationRequest?: number } = {}): Promise<ReplayingServer> {
  let issued = 0;
  let conversation = 0;
  const server = await startScriptedServer((request, response) => {
    const body = JSON.parse(request.body || '{}') as { page_token?: string };
    issued += 1;
    if (request.body.includes(REPLAY_CUSTOMER)) conversation += 1;
    if (body.page_token !== undefined && request.body.includes(REPLAY_CUSTOMER) && conversation === options.rejectConversationRequest) {
      sendText(response, 400, 'application/json', JSON.stringify({ error: { message: 'Invalid page token' } }));
      return;
    }
    sendText(response, 200, 'application/json', JSON.stringify({ smsMessages: MESSAGES, next_page_token: `replay-${issued}` }));
  });
  const token = `e2e-${randomUUID()}`;
  return {
    ...server,
    connection: { label: 'Replaying', baseUrl: server.baseUrl, token, locations: [REPLAY_LOCATION] },
    conversationRequests: () => server.requests.filter((request) => request.body.includes(REPLAY_CUSTOMER)),
  };
}
