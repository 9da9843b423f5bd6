// The bound of a search across locations, shared by the IPC contract and the links that name several locations.

/** Locations one search across locations reads. */
export const MAX_ACROSS_LOCATIONS = 50;
