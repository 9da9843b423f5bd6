import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { DETECTION_SAMPLE } from '../../../common/records/vocabulary/role-detection';
import { exportPlaceOf, useExportAll } from '../export/use-export-all';
import { checkDraft, initialDraft } from '../search/search-draft';
import type { SearchDraft } from '../search/search-draft';
import { useSearchDraft } from '../search/use-search-draft';
import { phoneRegionFor } from '../numbers/phone-number';
import { withTimeRange } from '../activity/range-draft';
import { countAllKey } from '../activity/use-activity';
import { nextTimeZoneMode, timeDisplayFor } from '../time-zone/time-display';
import type { TimeZoneMode } from '../time-zone/time-display';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { copyLinkKey } from '../links/copy-link-key';
import { useCopyLink } from '../links/use-copy-link';
import { useConnectionFields } from '../message-fields/use-detection';
import { useFieldsForSearch } from '../message-fields/use-fields-for-search';
import { useKeyboardPlace } from '../../ui/dialog/use-keyboard-place';
import { listRunDraft } from '../history/list-run-draft';
import { useRecordListRuns } from '../history/use-record-list-runs';
import { useAcrossActivity } from './use-across-activity';
import { useAcrossGrid } from './use-across-grid';
import { useAcrossSearch } from './use-across-search';
import { useVerifyRefused } from './use-verify-refused';

/** What the across view is opened on, and how it hands the user on. */
export interface AcrossPlace {
  connection: ConnectionView;
  /** The locations searched: every one, or the chosen ones, in the connection's order. */
  locationIds: readonly string[];
  /** The user asked for the chosen set and none is chosen yet. */
  chooseFirst: boolean;
  onChoose: (locationIds: string[]) => void;
  onOpenLocation: (locationId: string) => void;
  /**
   * A draft to search with at once, its times read in the zone this view reads typed times in: a
   * list of numbers pasted at one location, or a link's search, searched here.
   */
  startDraft?: ((zone: string) => SearchDraft) | undefined;
}

/** Everything the across view's panes read and do, as useWorkspace is for one location; `viewRef`: the view's element, where the focus goes on a search. */
export function useAcrossWorkspace(place: AcrossPlace, viewRef: RefObject<HTMLElement | null>) {
  const { connection, locationIds: asked, startDraft } = place;
  // One array per set, not per render: the rows and the chart are worked out again only when the set changes.
  const idsKey = asked.join('\n');
  const locationIds = useMemo(() => idsKey.split('\n'), [idsKey]);
  const names = useMemo(
    () => new Map(connection.locations.map((location) => [location.id, location.name ?? location.id])),
    [connection.locations],
  );
  const nameOf = useCallback((locationId: string) => names.get(locationId) ?? locationId, [names]);
  // The connection's one detection, as the one-location grid reads it; main merges by its time.
  const across = useAcrossSearch(connection.id, locationIds, useFieldsForSearch(connection.id, connection.fieldChoices));
  const verification = useVerifyRefused(connection.id, (locationId, number) => void across.retry(locationId, number));
  const sample = useMemo(() => across.rows.slice(0, DETECTION_SAMPLE).map((row) => row.item), [across.rows]);
  const { fields } = useConnectionFields(connection.id, sample, true, connection.fieldChoices);
  const activity = useAcrossActivity(across, connection.id, locationIds, nameOf, fields);
  const locationNames = useMemo(() => locationIds.map(nameOf), [locationIds, nameOf]);
  const view = useAcrossGrid(across, connection.id, nameOf, fields, locationNames);
  const exportAll = useExportAll(fields);
  // An export started here ends here: every location's, or a conversation's at one of them.
  const ended = exportAll.state.phase === 'ended' ? exportPlaceOf(exportAll.state.about.request) : null;
  const exportPlace =
    ended?.connectionId === connection.id && locationIds.includes(ended.locationId)
      ? ended
      : { connectionId: connection.id, locationId: locationIds.join(',') };
  // Typed times, the chart and the grid's times are in one zone, chosen as on one location (no
  // location's own zone: they may differ), and named where times are shown.
  const [timeMode, setTimeMode] = useState<TimeZoneMode>('local');
  const time = timeDisplayFor(timeMode, undefined);
  // One location (a list pasted there) reads national numbers in its country, as its own form did.
  const zoneOfOnly =
    locationIds.length === 1 ? connection.locations.find((location) => location.id === locationIds[0])?.timeZone : undefined;
  const context = { zone: time.zone, phoneRegion: phoneRegionFor(zoneOfOnly), locations: locationIds.length };
  // The one form's draft, as one location's: searched, it folds to its chips (the rows of several locations need the height).
  const [opened] = useState(() => startDraft?.(time.zone) ?? initialDraft);
  const form = useSearchDraft({ draft: initialDraft, search: { body: {}, pageSize: 0 } }, opened);
  const [beforePick, setBeforePick] = useState<SearchDraft | null>(null);
  const focus = useKeyboardPlace(viewRef);

  // Opened with a list at one location: named as that location, with the way back to its own view.
  const here = startDraft !== undefined && locationIds.length === 1 ? locationIds[0] : undefined;
  // Its runs are that location's searches: in its Recent searches, as its own form's are.
  const recent = useRecordListRuns(connection.id, here, across.submitted?.run ?? 0, across.screens.length > 0, across.rows.length);

  // Every location (and number) is sent the same body and page size: main asks each a small first page, then pages of this size.
  const run = (next: SearchDraft) => {
    const checked = checkDraft(next, connection.maxPageSize, new Date(), context);
    if (!checked.ok) {
      form.refused(next);
      return;
    }
    focus.searched();
    across.search({ ...checked.search, numbers: checked.numbers, unread: checked.unread });
    recent.ran(listRunDraft(next, checked.numbers));
    form.sent({ draft: next, search: checked.search, numbers: checked.numbers });
  };
  // Opened with a list to search (from one location's form): searched once, as that form's Search asked.
  const searchedInitial = useRef(false);
  useEffect(() => {
    if (!startDraft || searchedInitial.current) return;
    searchedInitial.current = true;
    run(form.draft);
  });
  const back = () => {
    if (!beforePick) return;
    setBeforePick(null);
    run(beforePick);
  };

  // The ids come from the connection's own list, so as many as it has is every one of them.
  const everyLocation = locationIds.length === connection.locations.length;
  const places =
    here !== undefined
      ? nameOf(here)
      : everyLocation
        ? `All ${locationIds.length} locations`
        : `${locationIds.length} of ${connection.locations.length} locations`;
  const links = useCopyLink({
    connection,
    locationIds,
    body: across.submitted?.body ?? null,
    numbers: across.submitted?.numbers,
    ranAt: across.ranAt,
    phoneRegion: context.phoneRegion,
  });
  const searchWith = (change: Partial<SearchDraft['filters']>) => {
    setBeforePick(null);
    run({ ...form.draft, filters: { ...form.draft.filters, ...change } });
  };

  const showResults = across.submitted !== null && (across.rows.length > 0 || across.query.data !== undefined);
  useShortcuts({
    toggleActivity: across.submitted ? activity.toggle : null,
    countAll: across.submitted ? countAllKey(activity) : null,
    back: beforePick ? back : null,
    cycleTimeZone: () => setTimeMode((mode) => nextTimeZoneMode(mode, undefined)),
    // The results' own handler takes the key once they show (it knows the open conversation).
    copyLink: showResults ? null : copyLinkKey(links, null),
  });

  return {
    ...place,
    locationIds,
    names,
    nameOf,
    across,
    verification,
    fields,
    activity,
    view,
    exportAll,
    exportPlace,
    time,
    setTimeMode,
    context,
    form,
    here,
    everyLocation,
    title: `${places} of “${connection.label}”`,
    numberCount: across.submitted?.numbers?.length,
    links,
    showResults,
    search: () => {
      setBeforePick(null);
      run(form.draft);
    },
    /** Back to the filters before a bar of the chart set the time; null with nothing to go back to. */
    back: beforePick ? back : null,
    pickRange: (fromMs: number, toMs: number) => {
      setBeforePick((previous) => previous ?? form.applied.draft);
      run(withTimeRange(form.draft, fromMs, toMs, time.zone));
    },
    followNumber: (phoneNumber: string) => searchWith({ phoneNumber }),
    searchText: (query: string) => searchWith({ query }),
    /** The ids searched less one: the set without a location the user leaves out. */
    leaveOut: (locationId: string) => place.onChoose(locationIds.filter((id) => id !== locationId)),
  };
}

export type AcrossWorkspace = ReturnType<typeof useAcrossWorkspace>;
