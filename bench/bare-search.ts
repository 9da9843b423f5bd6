// The baselines' HTTP: the same request the app's client sends, with nothing around it.
export interface BareTarget {
  baseUrl: string;
  token: string;
  locationId: string;
  pageSize: number;
  /** Filters sent with every page, as the app's search sends them (a number of a list, say). */
  filters?: Record<string, unknown>;
}

export interface BarePage {
  items: Record<string, unknown>[];
  next: string | undefined;
}

export async function bareSearch(target: BareTarget, pageToken: string | undefined): Promise<BarePage> {
  const response = await fetch(`${target.baseUrl}/analytics/v1/smsMessages:search`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${target.token}`,
      'Location-Id': target.locationId,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({
      ...target.filters,
      page_size: target.pageSize,
      ...(pageToken !== undefined && { page_token: pageToken }),
    }),
  });
  if (!response.ok) throw new Error(`The demo API answered ${response.status}.`);
  const body = (await response.json()) as { smsMessages: Record<string, unknown>[]; next_page_token?: string };
  return { items: body.smsMessages, next: body.next_page_token || undefined };
}
