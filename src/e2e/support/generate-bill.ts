import type { Page, Response } from 'playwright-core';

/**
 * On Generate Bill with its trips ticked: Generate Bill, then the dialog's Generate Bill. Waits for
 * the answer and the PDF download; answers the new bill's id (checked to look like one) and the answer.
 */
export async function confirmGenerateBill(page: Page): Promise<{ billId: string; response: Response }> {
  await page.getByRole('button', { name: 'Generate Bill', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Bill' });
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/logistics/generate-pdf-bill'),
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Generate Bill', exact: true }).click(),
  ]);
  const billId = response.headers()['x-bill-id'];
  expect(billId).toMatch(/^B\d+$/);
  return { billId, response };
}
