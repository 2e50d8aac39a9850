/**
 * The dashboard on a phone (issue 39: "at 390 px for the dashboard"), in Swedish and English: a merchant
 * with trade reads today against the same weekday up to the same time and the week's chart, with no raw
 * message keys and nothing wider than the screen, and opens this month against last year in one click; a new merchant without products gets its first steps,
 * each a link to where the step is done.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/session';

const PHONE = { width: 390, height: 844 };

async function expectFitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expect(page.locator('main')).not.toContainText(/(statistics|pages\.dashboard)\.[a-z]/);
}

async function inEnglish(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }]);
  await page.reload();
}

test('on a phone, a merchant reads today and the week on the dashboard, in Swedish and English', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin@kaffebaren.test');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByText('I dag', { exact: true })).toBeVisible();
  await expect(page.getByText(/förra veckan fram till \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Försäljning per dag' })).toBeVisible();
  await expectFitsThePhone(page);
  // "How did this month go against the same month last year": one click from here.
  await page.getByRole('link', { name: 'Månaden mot förra året' }).click();
  await expect(page).toHaveURL(/statistics\/overview\?preset=thisMonth&compare=lastYear/);
  await expect(page.getByLabel('Jämför med')).toContainText('Samma datum förra året');
  await expect(page.getByText('Den här månaden').first()).toBeVisible();
  await page.goBack();

  await inEnglish(page);
  await expect(page.getByText('Today', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Compared with last \w+ up to \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sales per day' })).toBeVisible();
  await expectFitsThePhone(page);
});

test('on a phone, a new merchant without products gets its first steps, each a link', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin@nystart.test');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Kom igång' })).toBeVisible();
  const products = page.getByRole('link', { name: /Lägg in produkter/ });
  await expect(products).toBeVisible();
  await expectFitsThePhone(page);

  await inEnglish(page);
  await expect(page.getByRole('heading', { name: 'Get started' })).toBeVisible({ timeout: 15_000 });
  await expectFitsThePhone(page);
  await page.getByRole('link', { name: /Add products/ }).click();
  await expect(page).toHaveURL(/products/);
});
