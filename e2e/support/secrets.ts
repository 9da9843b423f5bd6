import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Explorer } from '../harness';

/**
 * The ways a secret could show up in text: as is, without its last 4 characters (the hint the UI
 * may show, so what is left must never appear), and in the encodings a careless writer would use.
 */
function formsOf(secret: string): Record<string, string> {
  const bytes = Buffer.from(secret, 'utf8');
  return {
    plain: secret.slice(0, -4),
    base64: bytes.toString('base64').slice(0, -4),
    base64url: bytes.toString('base64url').slice(0, -4),
    hex: bytes.toString('hex').slice(0, -8),
  };
}

/** Which secrets a text holds, in which form, as "secret #n (form)"; empty when none. */
export function leaksIn(text: string, secrets: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return secrets.flatMap((secret, index) =>
    Object.entries(formsOf(secret))
      .filter(([form, value]) => (form === 'hex' ? lower.includes(value) : text.includes(value)))
      .map(([form]) => `secret #${index + 1} (${form})`),
  );
}

/** Every file under a folder, recursively. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The files under a folder that hold a secret, with where and how. */
export async function leaksInFiles(dir: string, secrets: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of await filesUnder(dir)) {
    const bytes = await readFile(path);
    // Text as UTF-8 and as Latin-1, so a secret in a binary file is found too.
    for (const leak of new Set([...leaksIn(bytes.toString('utf8'), secrets), ...leaksIn(bytes.toString('latin1'), secrets)])) {
      found.push(`${path}: ${leak}`);
    }
  }
  return found;
}

/** Everything the page holds as text: the DOM (attributes included), field values, storage, the accessibility tree. */
export async function pageText(page: Page): Promise<string> {
  const dom = await page.evaluate(() =>
    [
      document.documentElement.outerHTML,
      ...[...document.querySelectorAll('input, textarea, select')].map((field) => (field as HTMLInputElement).value),
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
      document.title,
    ].join('\n'),
  );
  return `${dom}\n${await page.locator('body').ariaSnapshot()}`;
}

/** What the app last put on the system clipboard (through the contract's clipboardWriteText). */
export function readClipboard(explorer: Explorer): Promise<string> {
  return explorer.clipboard.readText();
}
