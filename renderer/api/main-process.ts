// The renderer's calls to main: one named function per operation of the contract
// (common/ipc/contract.ts), resolving to the operation's value. Main never throws across IPC: it
// answers { ok: false }, which becomes a rejection here, as the same ExplorerFailure main's
// services threw, so TanStack Query (and any caller) sees the error with its kind intact.
import type { EventPayloads, OperationInput, OperationName, OperationResult, Result } from '../../common/ipc/contract';
import { unwrap } from './explorer';

type Invoke<K extends OperationName> = (input: OperationInput<K>) => Promise<OperationResult<K>>;

function operation<K extends OperationName>(name: K): Invoke<K> {
  // Looked up per call: window.explorer is the preload's (or a test's) and may be set after import.
  return async (input) => {
    const send = window.explorer[name] as (input: OperationInput<K>) => Promise<Result<OperationResult<K>>>;
    return unwrap(await send(input));
  };
}

export const getState = operation('getState');
export const dismissNotice = operation('dismissNotice');
export const createConnection = operation('createConnection');
export const updateConnection = operation('updateConnection');
export const testConnection = operation('testConnection');
export const setToken = operation('setToken');
export const deleteConnection = operation('deleteConnection');
export const addLocation = operation('addLocation');
export const renameLocation = operation('renameLocation');
export const removeLocation = operation('removeLocation');
export const verifyLocation = operation('verifyLocation');
export const selectLocation = operation('selectLocation');
export const searchMessages = operation('searchMessages');
export const cancelRequest = operation('cancelRequest');
export const copyAsCurl = operation('copyAsCurl');
export const exportRows = operation('exportRows');
export const exportAll = operation('exportAll');
export const cancelExport = operation('cancelExport');
export const showInFolder = operation('showInFolder');
export const countAll = operation('countAll');
export const cancelCountAll = operation('cancelCountAll');
export const clipboardWriteText = operation('clipboardWriteText');
export const clipboardReadText = operation('clipboardReadText');
export const notifyFailures = operation('notifyFailures');
export const getColumnLayout = operation('getColumnLayout');
export const saveColumnLayout = operation('saveColumnLayout');
export const resetColumnLayout = operation('resetColumnLayout');
export const setLocationTimeZone = operation('setLocationTimeZone');
export const setFieldChoices = operation('setFieldChoices');
export const listSearches = operation('listSearches');
export const recordSearch = operation('recordSearch');
export const noteSearchRows = operation('noteSearchRows');
export const saveSearch = operation('saveSearch');
export const deleteSearch = operation('deleteSearch');
export const clearRecentSearches = operation('clearRecentSearches');
export const listDismissedBanners = operation('listDismissedBanners');
export const dismissBanner = operation('dismissBanner');
export const searchAcrossLocations = operation('searchAcrossLocations');
export const retryAcrossLocation = operation('retryAcrossLocation');
export const showOthersNow = operation('showOthersNow');
export const countAllAcrossLocations = operation('countAllAcrossLocations');
export const exportAcrossLocations = operation('exportAcrossLocations');
export const takeOpenedLinks = operation('takeOpenedLinks');
export const getLinkSetting = operation('getLinkSetting');
export const setLinkSetting = operation('setLinkSetting');

export function onRequestRetry(listener: (notice: EventPayloads['requestRetry']) => void): () => void {
  return window.explorer.onRequestRetry(listener);
}

export function onExportProgress(listener: (progress: EventPayloads['exportProgress']) => void): () => void {
  return window.explorer.onExportProgress(listener);
}

export function onCountProgress(listener: (progress: EventPayloads['countProgress']) => void): () => void {
  return window.explorer.onCountProgress(listener);
}

export function onLinkOpened(listener: (opened: EventPayloads['linkOpened']) => void): () => void {
  return window.explorer.onLinkOpened(listener);
}
