import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/query-client';
import type { FakeExplorer } from './fake-explorer';

/** Renders with a fresh query client and `window.explorer` set to the fake. */
export function renderWithExplorer(ui: ReactElement, fake: FakeExplorer) {
  window.explorer = fake.api;
  const client = createQueryClient();
  return { client, ...render(<AppProviders client={client}>{ui}</AppProviders>) };
}
