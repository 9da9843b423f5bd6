import { missingDisplayMessage } from './display';

// First step of `npm run preview`: one sentence naming xvfb-run instead of Playwright's 70-line
// "Missing X server or $DISPLAY" stack, and before the build rather than after it.
const message = missingDisplayMessage();
if (message) {
  console.error(message);
  process.exit(1);
}
