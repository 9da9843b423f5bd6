/**
 * What the app shows, and accepts as a connection's address, for the demo API built into it:
 * its port changes at every start, so main stores this name and finds the port per request.
 */
export const DEMO_BASE_URL_LABEL = 'Built-in demo API';
