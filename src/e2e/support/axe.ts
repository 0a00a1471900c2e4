import fs from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * axe-core's own build, evaluated in the page under test (never bundled into the app). Evaluated
 * rather than added as a script tag: the app's Content-Security-Policy rightly refuses inline scripts.
 */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA: what every screen must pass. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Impacts that fail the check; moderate and minor findings are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/**
 * Runs axe-core over the whole page as it stands and answers its serious and critical violations,
 * each with the CSS selectors of the offending elements. label-content-name-mismatch is an
 * "experimental" rule that axe leaves out unless asked; it is the fault the issue measured.
 */
export async function seriousViolations(page: Page, screen: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = (await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }
      ).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: { 'label-content-name-mismatch': { enabled: true } },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  )) as AxeResult;
  return result.violations
    .filter((v) => v.impact !== null && FAILING_IMPACTS.has(v.impact))
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' >> ')),
    }));
}

/** One line per violation: where, which rule, how bad, and the elements to fix. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings
    .map(
      (f) =>
        `${f.screen}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.targets.slice(0, 8).join('\n    ')}${f.targets.length > 8 ? `\n    … and ${f.targets.length - 8} more` : ''}`,
    )
    .join('\n');
}
