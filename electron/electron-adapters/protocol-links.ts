import { resolve } from 'node:path';
import type { App } from 'electron';
import { LINK_SCHEME } from '../../common/searches/search-link';

/** What Electron's `process` says about how the app was started. */
export interface LaunchFacts {
  /** True when run as `electron <app folder>` (development), not as a packaged app. */
  defaultApp: boolean;
  execPath: string;
  argv: readonly string[];
}

export interface ProtocolLinks {
  /**
   * The user's link setting: on, the app asks the OS to hand it sms-explorer:// links (at each
   * start, as Electron's docs advise); off, it gives the scheme up if it holds it. Answers whether
   * the OS now hands the links to this app.
   */
  claim(openLinks: boolean): boolean;
  /** From now on each link goes to `open`; the links that came before (the app's own start included) go first. */
  deliverTo(open: (url: string) => void): void;
}

/**
 * The link an argv carries: its last argument in the app's scheme. On Windows and Linux the OS
 * starts the app with the link as an argument; Chromium may add switches, in any order (Electron's
 * docs on 'second-instance'), so the link is looked for, not taken by its position.
 */
export function linkInArgv(argv: readonly string[]): string | null {
  return argv.findLast((arg) => arg.toLowerCase().startsWith(`${LINK_SCHEME}:`)) ?? null;
}

type ProtocolClientApp = Pick<App, 'setAsDefaultProtocolClient' | 'isDefaultProtocolClient' | 'removeAsDefaultProtocolClient' | 'on'>;

/**
 * Gathers the sms-explorer:// links the app is handed: on macOS as 'open-url' (which may come
 * before 'ready' for the link that launched the app, so this runs before it), elsewhere as the
 * argv of the app's own start or of a second instance, which the single-instance lock turns into
 * 'second-instance' here. Each link brings the window forward. Whether the app is the scheme's
 * handler waits for `claim`, once the settings are read; a link that comes while the user has
 * links off (a packaged app's protocol entry still names it) is the link inbox's to refuse.
 * Started as `electron .`, the OS must be told the app folder too, or it would start bare Electron.
 */
export function handleProtocolLinks(app: ProtocolClientApp, launch: LaunchFacts, bringForward: () => void): ProtocolLinks {
  const appFolder = launch.argv[1];
  // The same executable and arguments for every call: Windows checks and removes the entry by them.
  const client: [string, string?, string[]?] =
    launch.defaultApp && appFolder !== undefined ? [LINK_SCHEME, launch.execPath, [resolve(appFolder)]] : [LINK_SCHEME];
  const claim = (openLinks: boolean): boolean => {
    if (launch.defaultApp && appFolder === undefined) return false;
    // PROTOCOL_HANDLER_JS_CHECK: what a link can do is bounded where it arrives: the link inbox parses it as untrusted input into filters and a place, never a file or a connection change.
    if (openLinks) return app.setAsDefaultProtocolClient(...client); /* eng-disable PROTOCOL_HANDLER_JS_CHECK */
    if (app.isDefaultProtocolClient(...client)) app.removeAsDefaultProtocolClient(...client);
    return app.isDefaultProtocolClient(...client);
  };
  const held: string[] = [];
  let deliver: ((url: string) => void) | null = null;
  const handOver = (url: string) => {
    if (deliver) deliver(url);
    else held.push(url);
    bringForward();
  };

  const own = linkInArgv(launch.argv);
  if (own) held.push(own);
  app.on('open-url', (event, url) => {
    event.preventDefault();
    handOver(url);
  });
  app.on('second-instance', (_event, argv) => {
    const link = linkInArgv(argv);
    if (link) handOver(link);
    else bringForward();
  });

  return {
    claim,
    deliverTo(open) {
      deliver = open;
      for (const url of held.splice(0)) open(url);
    },
  };
}
