/**
 * A PDF downloaded by the page, checked with the tools a reader would trust:
 * `qpdf --check` (structure), `pdftotext` (the words really are text, in
 * Cyrillic, with «₽» and «м²»), `pdfinfo` (pages) and `pdfimages` (the plan
 * is embedded). poppler-utils and qpdf come from Debian; CI installs them.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Locator, type Page } from '@playwright/test';

const run = promisify(execFile);

export interface SavedPdf {
  file: string;
  fileName: string;
  /** pdftotext output with no-break spaces and runs of spaces made single spaces. */
  text: string;
  pages: number;
  images: number;
}

async function inspectPdf(file: string): Promise<Omit<SavedPdf, 'fileName'>> {
  // Exit code 0 only when qpdf finds neither errors (2) nor warnings (3).
  const check = await run('qpdf', ['--check', file]);
  expect(check.stdout).toContain('No syntax or stream encoding errors');
  const { stdout: raw } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  const { stdout: info } = await run('pdfinfo', [file]);
  const { stdout: images } = await run('pdfimages', ['-list', file]);
  return {
    file,
    text: raw.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' '),
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0),
    // Two header lines, then one line per image (an SMask of a PNG counts as its own line).
    images: images
      .trim()
      .split('\n')
      .slice(2)
      .filter((line) => / image /.test(line)).length,
  };
}

/** Clicks `button`, waits for the download and checks the file. */
export async function downloadPdf(page: Page, button: Locator): Promise<SavedPdf> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
  expect(await download.failure()).toBeNull();
  const fileName = download.suggestedFilename();
  const file = test.info().outputPath(fileName);
  await download.saveAs(file);
  expect(path.extname(file)).toBe('.pdf');
  return { fileName, ...(await inspectPdf(file)) };
}
