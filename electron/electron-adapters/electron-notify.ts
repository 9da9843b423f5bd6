import type { Notification, NotificationConstructorOptions } from 'electron';
import type { Notify } from '../use-cases/failure-notice';
import { escapeMarkup } from '../use-cases/notice-text';

/** Electron's Notification class, as much of it as the app uses. */
export interface NotificationClass {
  new (options: NotificationConstructorOptions): Pick<Notification, 'show'>;
  isSupported(): boolean;
}

/**
 * OS notifications through Electron's Notification (main process). Unlike the web API, creating
 * one shows nothing until show(); where the system has none (isSupported() false) nothing is shown.
 * On Linux, Electron hands the body to the notification daemon, which reads it as markup: it is
 * escaped there, so a server's `<a href>` is shown as text. macOS and Windows show text as given
 * (escaped, it would show `&amp;`).
 */
export function createElectronNotify(NotificationClass: NotificationClass, platform: NodeJS.Platform): Notify {
  const bodyOf = platform === 'linux' ? escapeMarkup : (text: string) => text;
  return (notice) => {
    if (!NotificationClass.isSupported()) return;
    new NotificationClass({ title: notice.title, body: bodyOf(notice.body) }).show();
  };
}
