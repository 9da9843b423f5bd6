/** The size a window opens at when no saved state fits a display. */
export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 800 } as const;
/** The smallest the window may get; a saved state below it is not used. */
export const MIN_WINDOW_SIZE = { width: 800, height: 500 } as const;
