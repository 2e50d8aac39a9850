/**
 * An agreement on a 390 px phone (issue 38, item 9): every button and link of its page lies on the
 * screen, in Swedish and English, and its contract PDF page downloads the PDF.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/session';

const PHONE = { width: 390, height: 844 };
const AGREEMENT = '/apps/salesadmin/agreements/lead-l-25001/show';

/** Every visible button and link of the page's content starts at x >= 0 and ends by the screen's edge. */
async function expectEveryControlOnScreen(page: Page): Promise<void> {
  const controls = page.locator('main').getByRole('button').or(page.locator('main').getByRole('link'));
  const boxes = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (box) boxes.push({ name: (await control.innerText()).trim(), left: box.x, right: box.x + box.width });
  }
  expect(boxes.length).toBeGreaterThan(3);
  expect(boxes.filter((box) => box.left < 0 || box.right > PHONE.width)).toEqual([]);
}

test('on a phone, a sales admin reaches every action of an agreement and downloads its PDF', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'sales@demo.test');
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  await page.goto(AGREEMENT);
  // Each with its label shown, not an icon alone (react-admin's buttons on a phone, theirs given apart).
  await expect(page.getByRole('link', { name: 'Överlåtelseavtal' })).toHaveText('Överlåtelseavtal', {
    timeout: 20_000,
  });
  await expect(page.getByRole('link', { name: 'Avtal (PDF)' })).toHaveText('Avtal (PDF)');
  await expect(page.getByRole('button', { name: 'Avtalstyper' })).toHaveText('Avtalstyper');
  await expectEveryControlOnScreen(page);

  await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Transfer agreement' })).toHaveText('Transfer agreement', {
    timeout: 20_000,
  });
  await expectEveryControlOnScreen(page);

  await page.getByRole('link', { name: 'Contract (PDF)' }).click();
  const button = page.getByRole('link', { name: 'Download PDF' });
  await expect(button).toHaveText('Download PDF');
  const box = await button.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  const download = page.waitForEvent('download');
  await button.click();
  expect((await download).suggestedFilename()).toBe('avtal-L-25001.pdf');
  const bytes = await readFile((await (await download).path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
