/** The two window sizes and both themes every visual journey is looked at in (issue 17). */
export const VIEWPORTS = [
  { width: 1024, height: 640 },
  { width: 1920, height: 1080 },
] as const;

export const THEMES = ['light', 'dark'] as const;

export const LOOKS = THEMES.flatMap((colorScheme) =>
  VIEWPORTS.map((viewport) => ({ colorScheme, viewport, name: `${colorScheme}-${viewport.width}x${viewport.height}` })),
);
