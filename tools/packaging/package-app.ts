import { build } from 'electron-builder';
import { createBuilderConfig, ICONS_DIR, PROJECT_DIR, signingSummary } from './builder-config';
import { generateIcons } from './icons';
import { packagingFailure } from './packaging-failure';

// `npm run package`: installers for the OS this runs on (after `npm run build`), in dist/packages.
try {
  await generateIcons(ICONS_DIR);
  for (const line of signingSummary(process.env)) console.log(line);
  await build({
    projectDir: PROJECT_DIR,
    config: createBuilderConfig(process.env),
    // Never upload from here: releases are published from the CI artifacts by hand.
    publish: 'never',
  });
} catch (error) {
  console.error(packagingFailure(error));
  // Not exitCode: electron-builder's exit hook would end the process with 0.
  process.exit(1);
}
