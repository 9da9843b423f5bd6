import { build } from 'electron-builder';
import { createBuilderConfig, ICONS_DIR, PROJECT_DIR, signingSummary } from './builder-config';
import { generateIcons } from './icons';

// `npm run package`: installers for the OS this runs on (after `npm run build`), in dist/packages.
await generateIcons(ICONS_DIR);
for (const line of signingSummary(process.env)) console.log(line);
await build({
  projectDir: PROJECT_DIR,
  config: createBuilderConfig(process.env),
  // Never upload from here: releases are published from the CI artifacts by hand.
  publish: 'never',
});
