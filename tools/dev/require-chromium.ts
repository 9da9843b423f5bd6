import { findChromium, MISSING_CHROMIUM_MESSAGE } from './find-chromium';

// First step of `npm test`, `npm run bench` and `npm run preview`: say how to get a Chromium
// before minutes of type checks and builds end in Playwright's "executable doesn't exist".
if (!findChromium()) {
  console.error(MISSING_CHROMIUM_MESSAGE);
  process.exit(1);
}
