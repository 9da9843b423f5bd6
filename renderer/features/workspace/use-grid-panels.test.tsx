import '../../test/setup';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { demoConnection } from '../../test/fake-data';
import { DEMO_FIELDS, DEMO_MESSAGE } from '../../test/demo-fields';
import { createFakeExplorer } from '../../test/fake-explorer';
import { NO_SELECTION } from '../results/row-selection';
import { phoneRegionFor } from '../numbers/phone-number';
import { initialDraft } from '../search/search-draft';
import { timeDisplayFor } from '../time-zone/time-display';
import type { GridRows, OpenedRow } from './grid-rows';
import { useGridPanels } from './use-grid-panels';

const connection = demoConnection({
  id: 'acme',
  locations: [
    { id: 'loc-9', name: 'Paris' },
    { id: 'loc-10', name: 'Lyon' },
  ],
});
/** Two rows of two locations, each with its own customer, as a merged session gives them. */
const ROWS = [
  { item: { ...DEMO_MESSAGE, id: 'a', location_id: 'loc-9' }, locationId: 'loc-9' },
  {
    item: { ...DEMO_MESSAGE, id: 'b', location_id: 'loc-10', from: '+14155550177', contact: { name: 'Bo', phone: '+14155550177' } },
    locationId: 'loc-10',
  },
];

function rowsWith(opened: OpenedRow | null, open: (index: number) => void = () => {}, close: () => void = () => {}): GridRows {
  return {
    rowCount: ROWS.length,
    rowOffset: 0,
    rowAt: (index) => ROWS[index]?.item,
    recordAt: (index) => ROWS[index]?.item,
    itemAt: (index) => ROWS[index]?.item,
    locationAt: (index) => ROWS[index]?.locationId,
    visibleColumns: ['id', 'body'],
    copyColumns: ['id', 'body'],
    allColumns: ['id', 'body'],
    fields: DEMO_FIELDS,
    sort: null,
    clearSort: () => {},
    opened,
    open,
    close,
  };
}

const links = { copySearchLink: null, copyConversationLink: () => {}, nothingToLink: () => {} };

function renderPanels(initial: { place: string; anchor: number | null; opened?: OpenedRow | null }) {
  const fake = createFakeExplorer({ connections: [connection] });
  window.explorer = fake.api;
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <AppProviders client={client}>{children}</AppProviders>;
  return renderHook(
    ({ place, anchor, opened }) =>
      useGridPanels({
        connection,
        locationId: null,
        place,
        pageSize: initialDraft.pageSize,
        rows: rowsWith(opened ?? null),
        readContext: { zone: 'UTC', phoneRegion: phoneRegionFor(undefined) },
        gridRef: { current: null },
        selection: { ...NO_SELECTION, anchor },
        time: timeDisplayFor('utc', undefined),
        links,
        searchServer: () => {},
      }),
    { wrapper, initialProps: { place: 'acme|loc-9,loc-10', anchor: initial.anchor, opened: initial.opened ?? null } },
  );
}

describe('the grid panels every workspace composes', () => {
  it('opens the focused row’s conversation at that row’s location, and the same key closes it', () => {
    const { result } = renderPanels({ place: 'acme|loc-9,loc-10', anchor: 1 });
    act(() => result.current.side.toggleConversation?.());
    const open = result.current.side.conversation;
    expect(open?.phoneNumber).toBe('+14155550177');
    expect(open?.params.locationId).toBe('loc-10');
    act(() => result.current.side.toggleConversation?.());
    expect(result.current.side.conversation).toBeNull();
  });

  it('opens a conversation from the details at the opened row’s location, replacing the details', () => {
    const { result } = renderPanels({ place: 'acme|loc-9,loc-10', anchor: null, opened: ROWS[0] });
    expect(result.current.side.detail?.locationId).toBe('loc-9');
    act(() => result.current.side.openConversation('+14155550123', 'loc-9'));
    expect(result.current.side.conversation?.params.locationId).toBe('loc-9');
    expect(result.current.side.detail).toBeNull();
  });

  it('sends Find to the open conversation, and closes that conversation when the workspace shows another place', () => {
    const { result, rerender } = renderPanels({ place: 'acme|loc-9,loc-10', anchor: 0 });
    act(() => result.current.side.toggleConversation?.());
    act(() => result.current.find.show());
    expect(result.current.find.conversationRequest).toBe(1);
    expect(result.current.find.gridRequest).toBe(0);
    rerender({ place: 'acme|loc-9', anchor: 0, opened: null });
    expect(result.current.side.conversation).toBeNull();
    act(() => result.current.find.show());
    expect(result.current.find.gridRequest).toBe(1);
  });

  it('offers no conversation where the focused row has no number to open', () => {
    const { result } = renderPanels({ place: 'acme|loc-9,loc-10', anchor: null });
    expect(result.current.side.toggleConversation).toBeNull();
  });
});
