const NETWORK_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENETUNREACH']);

function networkCode(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (code && NETWORK_CODES.has(code)) return code;
  }
  return undefined;
}

/**
 * One sentence for a failed `npm run package` instead of a stack trace. electron-builder
 * downloads Electron's release zips and its own tools (AppImage, NSIS, signing helpers) from
 * GitHub, which not every machine reaches.
 */
export function packagingFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (networkCode(error)) {
    return `Packaging needs downloads from Electron's and electron-builder's releases, which failed here (${message}): run \`npm run package\` where the network reaches them, or let the release workflow build the installers.`;
  }
  return `Packaging failed: ${message}`;
}
