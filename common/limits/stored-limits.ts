// Bounds of what main keeps in settings.json on the renderer's behalf. conf rewrites the whole
// file on every change and re-reads it on every access, so each stored collection is bounded:
// the IPC contract refuses what is over them (with the limit in the message), and the stores
// evict their least recently used entries past a total. Browser-safe: no Node imports.

/**
 * Locations one connection keeps. A token is scoped to every location its account may access, and
 * chains of several hundred outlets are common (500 was too few: a 600-location connection was
 * set aside at the next start). Searching across them stays capped per search
 * (MAX_ACROSS_LOCATIONS), so a long list costs only its bytes in settings.json: 2,000 locations
 * of the longest ids and names take about 700 KB.
 */
export const MAX_CONNECTION_LOCATIONS = 2_000;

/**
 * Bytes of settings.json on disk, as conf writes it (8 MiB): every collection in it has its own
 * bound, and their sum is held here too, so no mix of them makes each small write slow (conf
 * rewrites the whole file: 8 MiB is about 100 ms a write on a slow disk, 21.9 MiB held main for
 * a second). Layouts take at most half of it (MAX_SAVED_LAYOUTS_CHARS); a connection of 2,000
 * locations about 700 KB.
 */
export const MAX_SETTINGS_BYTES = 8 * 1024 * 1024;

/**
 * Bytes of secrets.json on disk (2 MiB): one entry per saved connection, a few hundred bytes for a
 * common token and about 5.7 KB for the longest one a token may be (4,096 characters), so
 * thousands of connections fit, and a write of the file stays a few milliseconds.
 */
export const MAX_SECRETS_BYTES = 2 * 1024 * 1024;

/** Columns one layout may order, size or hide: the grid shows up to 10,000 columns. */
export const MAX_LAYOUT_COLUMNS = 10_000;
/** Characters of a column name: a flattened path (a.b.c) of a deep record fits. */
export const MAX_COLUMN_NAME_CHARS = 500;
/** Characters of one layout as JSON (1 MiB): 10,000 columns of typical names fit several times over. */
export const MAX_LAYOUT_CHARS = 1024 * 1024;
/** Layouts kept at most; the least recently saved go first. */
export const MAX_SAVED_LAYOUTS = 200;
/** Characters of all layouts as JSON (4 MiB), so a settings write stays a few milliseconds; the least recently saved go first. */
export const MAX_SAVED_LAYOUTS_CHARS = 4 * 1024 * 1024;
/** Banners kept dismissed; the app has a handful, so only the least recently dismissed of a flood go. */
export const MAX_DISMISSED_BANNERS = 50;
/**
 * Temp files of running exports (their `.part` files and conversation spools) whose paths are kept
 * so a start after the app was killed removes them: two per export, so 16 exports at once; past
 * that the oldest path is forgotten (its export most likely ended with the app).
 */
export const MAX_PENDING_EXPORT_FILES = 32;
