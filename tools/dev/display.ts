/** The command that gives a headed Chromium a display on a Linux machine that has none. */
export const XVFB_COMMAND = 'xvfb-run -a npm run preview';

/**
 * Why a window cannot open here, or null when it can. Only Linux has no display without saying
 * so: macOS and Windows always have one, and a Linux desktop sets DISPLAY (X11) or WAYLAND_DISPLAY.
 */
export function missingDisplayMessage(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env): string | null {
  if (platform !== 'linux' || env.DISPLAY || env.WAYLAND_DISPLAY) return null;
  return `\`npm run preview\` opens a Chromium window, and this machine has no display (neither DISPLAY nor WAYLAND_DISPLAY is set): run it under a virtual one with \`${XVFB_COMMAND}\`.`;
}
