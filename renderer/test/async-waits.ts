import { configure } from '@testing-library/react';

// Every renderer test's findBy* and waitFor wait for what they need, not Testing Library's 1 s: on
// a loaded machine a render through the app takes seconds with nothing wrong. A real failure still
// ends the wait, before the test's own 20 s timeout, with the query's own message.
configure({ asyncUtilTimeout: 15_000 });
