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
  /** Whether the OS now hands sms-explorer:// links to this app (setAsDefaultProtocolClient's answer). */
  registered: boolean;
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

/**
 * Makes the app the OS's handler of sms-explorer:// links and gathers the links it is handed: on
 * macOS as 'open-url' (which may come before 'ready' for the link that launched the app, so this
 * runs before it), elsewhere as the argv of the app's own start or of a second instance, which
 * the single-instance lock turns into 'second-instance' here. Each link brings the window forward.
 * Started as `electron .`, the OS must be told the app folder too, or it would start bare Electron.
 */
export function handleProtocolLinks(app: Pick<App, 'setAsDefaultProtocolClient' | 'on'>, launch: LaunchFacts, bringForward: () => void): ProtocolLinks {
  const appFolder = launch.argv[1];
  const registered = launch.defaultApp
    ? appFolder !== undefined && app.setAsDefaultProtocolClient(LINK_SCHEME, launch.execPath, [resolve(appFolder)])
    : app.setAsDefaultProtocolClient(LINK_SCHEME);
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
    registered,
    deliverTo(open) {
      deliver = open;
      for (const url of held.splice(0)) open(url);
    },
  };
}
