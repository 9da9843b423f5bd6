// The in-page halves of the wide-records benchmark. Like renderer-page.ts, each function is
// serialised by Playwright and runs in the app's page: it uses nothing from its module.

interface WidenedWindow {
  __explorerInvoke: (channel: string, inputJson: string | undefined) => Promise<string>;
}

/**
 * Makes every search answer carry records with `fields` more fields, as a server with very wide
 * records would: the demo API's page is widened as JSON text (prebuilt once), so the page still
 * pays for parsing it, as it does for any answer, and the benchmark not for building records.
 */
export function widenSearchResults({ fields }: { fields: number }): void {
  const page = window as unknown as WidenedWindow;
  const invoke = page.__explorerInvoke;
  const extra = Array.from({ length: fields }, (_, index) => `"field_${index}":"value ${index}"`).join(',');
  page.__explorerInvoke = async (channel, input) => {
    const text = await invoke(channel, input);
    if (channel !== 'messages:search') return text;
    const result = JSON.parse(text) as { ok: boolean; value?: { items: object[] } };
    if (!result.ok || !result.value) return text;
    const items = result.value.items.map((item) => `${JSON.stringify(item).slice(0, -1)},${extra}}`);
    return JSON.stringify({ ...result, value: { ...result.value, items: [] } }).replace('"items":[]', `"items":[${items.join(',')}]`);
  };
}
