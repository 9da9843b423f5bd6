// The channel of every operation and event, written here once, and nothing else: the preload
// (and the e2e bridge) build `window.explorer` from this module alone, so they carry no zod and no
// schemas. contract.ts declares each operation under the same name and takes its channel from here
// (with-channels.ts); adding an operation is one line here, its entry there and main's handler line.
export const operationChannels = {
  getState: 'app:get-state',
  dismissNotice: 'app:dismiss-notice',
  createConnection: 'connections:create',
  updateConnection: 'connections:update',
  testConnection: 'connections:test',
  setToken: 'connections:set-token',
  deleteConnection: 'connections:delete',
  addLocation: 'locations:add',
  renameLocation: 'locations:rename',
  removeLocation: 'locations:remove',
  verifyLocation: 'locations:verify',
  selectLocation: 'locations:select',
  searchMessages: 'messages:search',
  cancelRequest: 'requests:cancel',
  copyAsCurl: 'messages:copy-as-curl',
  exportRows: 'export:rows',
  exportAll: 'export:all',
  cancelExport: 'export:cancel',
  countAll: 'activity:count-all',
  cancelCountAll: 'activity:cancel-count',
  showInFolder: 'export:show-in-folder',
  clipboardWriteText: 'clipboard:write-text',
  clipboardReadText: 'clipboard:read-text',
  notifyFailures: 'notifications:failures',
  getColumnLayout: 'layouts:get',
  saveColumnLayout: 'layouts:save',
  resetColumnLayout: 'layouts:reset',
  setLocationTimeZone: 'locations:set-time-zone',
  setFieldChoices: 'connections:set-field-choices',
  listSearches: 'searches:list',
  recordSearch: 'searches:record',
  noteSearchRows: 'searches:note-rows',
  saveSearch: 'searches:save',
  deleteSearch: 'searches:delete',
  clearRecentSearches: 'searches:clear-recent',
  listDismissedBanners: 'banners:list-dismissed',
  dismissBanner: 'banners:dismiss',
  searchAcrossLocations: 'messages:search-across-locations',
  retryAcrossLocation: 'messages:retry-across-location',
  showOthersNow: 'messages:show-others-now',
  countAllAcrossLocations: 'activity:count-all-across-locations',
  exportAcrossLocations: 'export:across-locations',
  takeOpenedLinks: 'links:take-opened',
  getLinkSetting: 'links:get-setting',
  setLinkSetting: 'links:set-setting',
} as const;

/** Main → renderer pushes. Each becomes an `on<Name>(listener)` method returning an unsubscribe. */
export const eventChannels = {
  requestRetry: 'events:request-retry',
  exportProgress: 'events:export-progress',
  countProgress: 'events:count-progress',
  linkOpened: 'events:link-opened',
} as const;

/** The method of `window.explorer` that subscribes to an event: requestRetry → onRequestRetry. */
export function subscriptionMethod<K extends keyof typeof eventChannels>(name: K): `on${Capitalize<K>}` {
  return `on${name[0]!.toUpperCase()}${name.slice(1)}` as `on${Capitalize<K>}`;
}
