import { useQueryClient } from '@tanstack/react-query';
import type { ConnectionView } from '../../../common/ipc/contract';
import { mainProcess } from '../../api/main-process';
import { queries } from '../../api/queries';
import { optionalNumber } from './connection-draft';
import type { ConnectionDraft } from './connection-draft';
import { useAppMutation } from './use-app-mutation';

/** Create, or update what changed (fields, then the token when a new one was entered). */
export function useSaveConnection(existing: ConnectionView | null) {
  const queryClient = useQueryClient();
  return useAppMutation(async (draft: ConnectionDraft) => {
    const maxPageSize = optionalNumber(draft.maxPageSize);
    const requestTimeoutMs = optionalNumber(draft.timeoutSeconds, 1000);
    const followIntervalMs = optionalNumber(draft.followSeconds, 1000);
    const requestsAtOnce = optionalNumber(draft.requestsAtOnce);
    if (!existing) {
      return mainProcess.createConnection({
        label: draft.label.trim(),
        baseUrl: draft.baseUrl.trim(),
        token: draft.token.trim(),
        keepToken: draft.keepToken,
        locations: draft.locations.map((location) => ({ id: location.id, ...(location.name ? { name: location.name } : {}) })),
        ...(maxPageSize !== undefined ? { maxPageSize } : {}),
        ...(requestTimeoutMs !== undefined ? { requestTimeoutMs } : {}),
        ...(followIntervalMs !== undefined ? { followIntervalMs } : {}),
        ...(requestsAtOnce !== undefined ? { requestsAtOnce } : {}),
      });
    }
    const changes = {
      ...(draft.label.trim() !== existing.label ? { label: draft.label.trim() } : {}),
      ...(draft.baseUrl.trim() !== existing.baseUrl ? { baseUrl: draft.baseUrl.trim() } : {}),
      ...(maxPageSize !== undefined && maxPageSize !== existing.maxPageSize ? { maxPageSize } : {}),
      ...(requestTimeoutMs !== undefined && requestTimeoutMs !== existing.requestTimeoutMs ? { requestTimeoutMs } : {}),
      ...(followIntervalMs !== undefined && followIntervalMs !== existing.followIntervalMs ? { followIntervalMs } : {}),
      ...(requestsAtOnce !== undefined && requestsAtOnce !== existing.requestsAtOnce ? { requestsAtOnce } : {}),
    };
    let saved = existing;
    if (Object.keys(changes).length > 0) saved = await mainProcess.updateConnection({ connectionId: existing.id, ...changes });
    // A refused token rejects here, so what follows runs only once it is saved.
    const result = draft.token.trim()
      ? await mainProcess.setToken({ connectionId: existing.id, token: draft.token.trim(), keepToken: draft.keepToken })
      : saved;
    // Another token or server answers differently: what was shown (a 401 above all) belongs to the
    // old one, so the connection's searches start again from the first page.
    if (draft.token.trim() || changes.baseUrl !== undefined) {
      void queryClient.resetQueries({ queryKey: queries.searchesOf(existing.id) });
    }
    return result;
  });
}
