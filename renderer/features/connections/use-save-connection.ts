import type { ConnectionView } from '../../../electron/ipc/contract';
import { call } from '../../api/explorer';
import { optionalNumber } from './connection-draft';
import type { ConnectionDraft } from './connection-draft';
import { useAppMutation } from './use-app-mutation';

/** Create, or update what changed (fields, then the token when a new one was entered). */
export function useSaveConnection(existing: ConnectionView | null) {
  return useAppMutation(async (api, draft: ConnectionDraft) => {
    const maxPageSize = optionalNumber(draft.maxPageSize);
    const requestTimeoutMs = optionalNumber(draft.timeoutSeconds, 1000);
    if (!existing) {
      return api.createConnection({
        label: draft.label.trim(),
        baseUrl: draft.baseUrl.trim(),
        token: draft.token.trim(),
        keepToken: draft.keepToken,
        locations: draft.locations.map((location) => ({ id: location.id, ...(location.name ? { name: location.name } : {}) })),
        ...(maxPageSize !== undefined ? { maxPageSize } : {}),
        ...(requestTimeoutMs !== undefined ? { requestTimeoutMs } : {}),
      });
    }
    const changes = {
      ...(draft.label.trim() !== existing.label ? { label: draft.label.trim() } : {}),
      ...(draft.baseUrl.trim() !== existing.baseUrl ? { baseUrl: draft.baseUrl.trim() } : {}),
      ...(maxPageSize !== undefined && maxPageSize !== existing.maxPageSize ? { maxPageSize } : {}),
      ...(requestTimeoutMs !== undefined && requestTimeoutMs !== existing.requestTimeoutMs ? { requestTimeoutMs } : {}),
    };
    let saved = existing;
    if (Object.keys(changes).length > 0) saved = await call(api.updateConnection({ connectionId: existing.id, ...changes }));
    if (draft.token.trim()) return api.setToken({ connectionId: existing.id, token: draft.token.trim(), keepToken: draft.keepToken });
    return { ok: true as const, value: saved };
  });
}
