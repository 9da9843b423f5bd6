/**
 * The renderer's only way to the system clipboard. Every copy and paste goes through here, so the
 * transport behind it (the browser's clipboard today) can change in one place.
 */
export async function copyText(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}

export async function readText(): Promise<string> {
  return navigator.clipboard.readText();
}
