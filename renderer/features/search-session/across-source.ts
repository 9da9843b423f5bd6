import type { AcrossLocationsScreen } from '../../../common/ipc/contract';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { mainProcess } from '../../api/main-process';
import { queries } from '../../api/queries';
import type { AcrossSessionParams } from '../../api/queries';
import type { PageSource, SessionPage } from './page-source';
import { requestInMain } from './request-in-main';

/** A screen of a merged search: each stream's walk pauses and stops in main, shown per location in the strip. */
export type AcrossScreen = AcrossLocationsScreen & SessionPage;

export interface AcrossSourceOptions {
  /** One id per view: a new screen of it cancels the one before, and cancelling it stops every location's request. */
  requestId: string;
  /**
   * The fields a new search's merge orders by (the connection's one detection), read before its
   * first screen: at once when known, so the first screen is asked without waiting a turn.
   */
  fieldsForFirst: () => RoleFields | undefined | Promise<RoleFields | undefined>;
  /** A new search's first screen came. */
  onFirstScreen: () => void;
}

/**
 * N streams merged in main (electron/across-locations/): each screen is a page of the session,
 * and where the next one resumes is main's opaque cursor, good once, so a screen is never asked
 * twice (the session hook joins a second ask; nothing is refetched behind the user's back). A
 * location that failed keeps a next screen to ask for (its retry), whether or not the others have more.
 */
export function acrossSource(params: AcrossSessionParams, options: AcrossSourceOptions): PageSource<AcrossScreen> {
  const { requestId } = options;
  return {
    queryKey: queries.acrossKey(params),
    read: ({ place, signal, activity }) => {
      const ask = async (fields: RoleFields | undefined) => {
        const screen = await requestInMain(requestId, signal, activity, () =>
          mainProcess.searchAcrossLocations({
            requestId,
            connectionId: params.connectionId,
            locationIds: [...params.locationIds],
            body: params.body,
            pageSize: params.pageSize,
            ...(params.numbers && { numbers: [...params.numbers] }),
            ...(place !== null && { cursor: place }),
            ...(fields && { fields }),
          }),
        );
        if (place === null) options.onFirstScreen();
        return screen;
      };
      const fields = place === null ? options.fieldsForFirst() : undefined;
      return fields instanceof Promise ? fields.then(ask) : ask(fields);
    },
    rowsOf: (screen) => screen.rows.length,
    nextPlace: (last) => (last.more || last.locations.some((location) => location.error) ? last.cursor : undefined),
  };
}
