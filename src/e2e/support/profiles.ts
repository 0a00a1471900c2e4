import fs from 'node:fs';
import type { Download, Page } from 'playwright-core';
import * as XLSX from '@e965/xlsx';
import { ACCESS_MESSAGES } from '../../shared/common/messages';
import { MODULES, type ModuleEntry, type ModuleKey } from '../../shared/auth/modules';
import { permissionsFor } from '../../shared/auth/permissions';
import type { Profile } from '../../shared/auth/profiles';
import { seriousViolations, type AxeFinding } from './axe';
import { keepForReview } from './billing-data';
import { PHONE } from './browser';
import { settle } from './settle';

/**
 * Helpers for walking the app as each of the four profiles: the screens a profile may not open,
 * checked by URL at both window sizes; a downloaded Excel file read back as rows; sidebar moves.
 */

/** The screens of the sidebar this profile may not open. */
export const blockedModules = (profile: Profile): ModuleEntry[] =>
  MODULES.filter((m) => !permissionsFor(profile)[m.area]);

export const moduleOf = (key: ModuleKey): ModuleEntry => MODULES.find((m) => m.key === key)!;

/** Clicks the sidebar entry of the screen and waits for its address. */
export async function openFromSidebar(page: Page, key: ModuleKey) {
  const module = moduleOf(key);
  await page
    .getByRole('navigation', { name: 'Modules' })
    .getByRole('link', { name: module.title, exact: true })
    .click();
  await page.waitForURL((url) => url.pathname === module.path);
}

/** openFromSidebar, then waits for the screen's heading (its title) to show. */
export async function openScreen(page: Page, key: ModuleKey) {
  await openFromSidebar(page, key);
  await page.getByRole('heading', { level: 1, name: moduleOf(key).title, exact: true }).waitFor();
}

/**
 * Opens each blocked screen by its address, as a bookmark or a shared link would, and answers what
 * axe finds serious or critical there, at the laptop size the page has and again at 390 x 844.
 * Each screen must show the access message in its body. The page's size is put back afterwards.
 */
export async function checkBlockedScreens(
  page: Page,
  profile: Profile,
): Promise<{ opened: string[]; findings: AxeFinding[] }> {
  const findings: AxeFinding[] = [];
  const opened: string[] = [];
  const laptop = page.viewportSize()!;
  try {
    for (const module of blockedModules(profile)) {
      await page.goto(module.path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('main').getByText(ACCESS_MESSAGES.noAccess, { exact: true }).waitFor();
      await settle(page);
      opened.push(module.path);
      findings.push(...(await seriousViolations(page, `${profile} laptop ${module.path} (blocked)`)));
      await page.setViewportSize(PHONE);
      findings.push(...(await seriousViolations(page, `${profile} phone ${module.path} (blocked)`)));
      await page.setViewportSize(laptop);
    }
  } finally {
    await page.setViewportSize(laptop);
  }
  return { opened, findings };
}

/** An Excel download read back: its sheet names, the header row and the data rows below it (row 1 is the title). */
export interface SheetRows {
  fileName: string;
  sheetNames: string[];
  header: string[];
  rows: unknown[][];
  /** The values of one column, by its header, over the data rows. */
  column: (header: string) => unknown[];
}

export async function readDownloadedSheet(download: Download): Promise<SheetRows> {
  const file = await download.path();
  keepForReview(file, download.suggestedFilename());
  const book = XLSX.read(fs.readFileSync(file), { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]];
  const [header, ...rows] = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, range: 1 }) as [
    string[],
    ...unknown[][],
  ];
  return {
    fileName: download.suggestedFilename(),
    sheetNames: book.SheetNames,
    header,
    rows,
    column: (name) => {
      const index = header.indexOf(name);
      if (index < 0)
        throw new Error(`${download.suggestedFilename()} has no column ${name}: ${header.join(', ')}`);
      return rows.map((r) => r[index]);
    },
  };
}

/** Clicks Download Excel (of `scope`'s page) and reads the file it saves. */
export async function downloadSheetRows(page: Page, click: () => Promise<void>): Promise<SheetRows> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()]);
  return readDownloadedSheet(download);
}

/** Every editable control of a form: enabled and not read-only (what a clerk could change). */
export function editableControls(page: Page, formName: string): Promise<string[]> {
  return page.getByRole('form', { name: formName }).evaluate((form) =>
    Array.from(
      form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        'input, select, textarea',
      ),
    )
      .filter((c) => c.type !== 'hidden' && !c.disabled && !(c as HTMLInputElement).readOnly)
      .map((c) => c.labels?.[0]?.textContent ?? c.getAttribute('aria-label') ?? c.name),
  );
}

/** The text a control's aria-describedby points at (its error or hint), as a screen reader reads it out. */
export function describedByText(page: Page, label: string): Promise<string> {
  return page.getByLabel(label, { exact: true }).evaluate((control) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

/** How far the page itself scrolls sideways (a wide table scrolls inside its own box instead). */
export const pageScrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);
