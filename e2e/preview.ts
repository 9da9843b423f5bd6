import { APP_DEMO_SETTINGS } from '../demo-api/app-demo-settings';
import { launchExplorer } from './harness';

// `npm run preview`: the app in a Chromium window, on the demo connection, for machines without
// the Electron binary. Same renderer, same main-process services, the app's demo settings (new
// messages at Harbor for Follow); closes when the window does.
const explorer = await launchExplorer({
  headed: true,
  demoConfig: APP_DEMO_SETTINGS,
  clipboard: 'browser',
  pasteAnswer: 'paste',
  columns: 'app-default',
});
console.log(`SMS Explorer preview running (demo API at ${explorer.demo.baseUrl}). Close the window or press Ctrl+C to stop.`);
const stop = async () => {
  await explorer.close();
  process.exit(0);
};
explorer.page.on('close', () => void stop());
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
