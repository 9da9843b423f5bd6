import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious or critical axe violations on the page as it is now, one per line (as accessibility.spec.ts reads them). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself, not in a new blank page the harness's bridge would load into.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 3).join(' ')}`,
      ),
    );
}
