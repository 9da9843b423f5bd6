import { findElectron, missingElectronMessage } from './electron-binary';

// First step of `npm start`: one sentence and a non-zero exit instead of Electron's stack trace.
const binary = findElectron();
if ('missing' in binary) {
  console.error(missingElectronMessage(binary.missing));
  process.exit(1);
}
