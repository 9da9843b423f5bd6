import type { Notification, NotificationConstructorOptions } from 'electron';
import type { Notify } from '../use-cases/failure-notice';

/** Electron's Notification class, as much of it as the app uses. */
export interface NotificationClass {
  new (options: NotificationConstructorOptions): Pick<Notification, 'show'>;
  isSupported(): boolean;
}

/**
 * OS notifications through Electron's Notification (main process). Unlike the web API, creating
 * one shows nothing until show(); where the system has none (isSupported() false) nothing is shown.
 */
export function createElectronNotify(NotificationClass: NotificationClass): Notify {
  return (notice) => {
    if (!NotificationClass.isSupported()) return;
    new NotificationClass({ title: notice.title, body: notice.body }).show();
  };
}
