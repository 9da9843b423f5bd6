import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/query-client';
import { RowBudgetContext } from '../features/search-session/row-budget';
import type { FakeExplorer } from './fake-explorer';

export interface RenderOptions {
  /** A small row budget, so a test reaches it with a few pages instead of 100,000 rows. */
  rowBudget?: number;
}

/** Renders with a fresh query client and `window.explorer` set to the fake. */
export function renderWithExplorer(ui: ReactElement, fake: FakeExplorer, options: RenderOptions = {}) {
  window.explorer = fake.api;
  const client = createQueryClient();
  const withBudget = options.rowBudget === undefined ? ui : <RowBudgetContext value={options.rowBudget}>{ui}</RowBudgetContext>;
  return { client, ...render(<AppProviders client={client}>{withBudget}</AppProviders>) };
}
