// Test support: one valid input per operation, so each IPC test changes one thing only.
import type { OperationName } from '../../common/ipc/contract';

const DRAFT = {
  filters: { query: 'refund', direction: '', status: 'FAILED', phoneNumber: '', range: '24h', createdFrom: '', createdTo: '' },
  rawBody: '',
  pageSize: '0',
};
const query = { connectionId: 'c1', locationId: 'loc-1', body: { query: 'hi' }, pageSize: 50 };

export const VALID_INPUTS: { [K in OperationName]: Record<string, unknown> } = {
  getState: {},
  dismissNotice: { noticeId: 'n1' },
  createConnection: { label: 'Support', baseUrl: 'https://api.example.test', token: 'tok-abc', keepToken: 'disk', locations: [{ id: 'loc-1' }] },
  updateConnection: { connectionId: 'c1', label: 'Renamed' },
  testConnection: { label: 'Support', baseUrl: 'https://api.example.test', token: 'tok-abc', locations: ['loc-1'] },
  setToken: { connectionId: 'c1', token: 'tok-new', keepToken: 'session' },
  deleteConnection: { connectionId: 'c1' },
  addLocation: { connectionId: 'c1', locationId: 'loc-2', name: 'Harbor' },
  renameLocation: { connectionId: 'c1', locationId: 'loc-2', name: 'Harbour' },
  removeLocation: { connectionId: 'c1', locationId: 'loc-2' },
  verifyLocation: { connectionId: 'c1', locationId: 'loc-2' },
  selectLocation: { connectionId: 'c1', locationId: 'loc-2' },
  searchMessages: { ...query, requestId: 'r1', pageToken: 'opaque_token-1' },
  cancelRequest: { requestId: 'r1' },
  copyAsCurl: query,
  exportRows: { ...query, scope: 'page', pages: [1], rows: [{ id: 'm1' }], bom: true, suggestedName: 'page-1.csv' },
  exportAll: { ...query, exportId: 'e1', bom: false, columns: ['id', 'body'], suggestedName: 'all.csv' },
  cancelExport: { exportId: 'e1' },
  countAll: { ...query, countId: 'k1' },
  cancelCountAll: { countId: 'k1' },
  showInFolder: { path: '/tmp/x.csv' },
  clipboardWriteText: { text: 'copied' },
  clipboardReadText: {},
  getColumnLayout: { connectionId: 'c1', locationId: 'loc-1' },
  saveColumnLayout: { connectionId: 'c1', locationId: 'loc-1', layout: { order: ['created_at', 'body'], widths: { body: 400 }, hidden: ['id'] } },
  resetColumnLayout: { connectionId: 'c1', locationId: 'loc-1' },
  setLocationTimeZone: { connectionId: 'c1', locationId: 'loc-1', timeZone: 'America/Chicago' },
  listSearches: { connectionId: 'c1', locationId: 'loc-1' },
  recordSearch: { connectionId: 'c1', locationId: 'loc-1', draft: DRAFT },
  noteSearchRows: { searchId: 's1', rowsSeen: 120 },
  saveSearch: { searchId: 's1', name: 'Failed today', pinned: true },
  deleteSearch: { searchId: 's1' },
  clearRecentSearches: { connectionId: 'c1', locationId: 'loc-1' },
  listDismissedBanners: {},
  dismissBanner: { bannerId: 'demo-intro' },
};
