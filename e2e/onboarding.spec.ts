/**
 * Onboarding end to end (issue 16), in Swedish: a partner admin starts an onboarding from the company
 * registry (a number not in it is refused), is refused a signing officer without the right to sign,
 * stops at step 6 and signs out; signed in again in another browser, resumes at step 6, fills the rest
 * and submits. A sales admin asks for a supplement (comments required), the partner answers with an
 * attachment, and the sales admin approves and signs: the agreement is done, its contracts (online
 * checkout included on its own page) signed, its CRM failure shown, and the merchant set up: the new
 * organization's merchant admin, invited by e-mail, signs in and sees its store, terminals and licences.
 * The terminal transfer refuses a date 3 days ahead; the contract PDFs have each version's figures;
 * deleting the lead annuls its contracts.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readPdf } from '../tests/pdf-text';
import { helperOf, labelled } from './helpers/form';
import { apiToken } from './helpers/routeData';
import { apiGetAs, signIn, signOutFromTopBar } from './helpers/session';

const PARTNER = 'partner@kassagruppen.test';
const SALES = 'sales@demo.test';
const AGREEMENTS = '/apps/partneradmin/agreements';
const nextYear = `${new Date().getFullYear() + 1}-04-15`;

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'sv-SE' })).newPage();
  await signIn(page, username);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  return page;
}

const next = (page: Page) => page.getByRole('button', { name: 'Spara och fortsätt' }).click();
const stepHeading = (page: Page, title: string) =>
  expect(page.getByRole('heading', { level: 2 })).toHaveText(new RegExp(`^\\d+\\. ${title}$`));

async function choose(page: Page, label: string, option: string) {
  await labelled(page, label).click();
  await page.getByRole('option', { name: option }).click();
}

/** Adds a row to the table labelled `table` and fills its cells by their labels. */
async function addRow(page: Page, table: string, cells: Record<string, string>) {
  const section = page.locator('.ra-input', { has: page.getByText(table, { exact: true }) }).first();
  await section.getByRole('button', { name: 'Lägg till' }).click();
  for (const [label, value] of Object.entries(cells)) {
    const select = section.getByRole('combobox', { name: label });
    if ((await select.count()) > 0) {
      await select.last().click();
      await page.getByRole('option', { name: value }).click();
    } else
      await section
        .getByLabel(new RegExp(`^${label}(\\s*\\*)?$`))
        .last()
        .fill(value);
  }
}

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The text a downloaded PDF of the app draws, one line of it per line (tests/pdf-text.ts). */
async function downloadedPdfText(page: Page, click: () => Promise<void>): Promise<string> {
  const download = page.waitForEvent('download');
  await click();
  const bytes = await readFile((await (await download).path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return (await readPdf(new Uint8Array(bytes))).text;
}

test('a partner onboards a company, resumes on another device and submits; sales has it supplemented and signed', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  let page = await signedIn(browser, PARTNER);
  await page.goto(AGREEMENTS);
  await page.getByRole('button', { name: 'Ny onboarding' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Organisationsnummer' }).fill('559999-9991');
  await dialog.getByRole('button', { name: 'Hämta och starta' }).click();
  await expect(dialog.getByText('Organisationsnumret finns inte i det offentliga registret')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Organisationsnummer' }).fill('5594120734');
  await dialog.getByRole('button', { name: 'Hämta och starta' }).click();

  // Step 2, filled from the registry.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onboarding: Solrosens Bageri AB');
  const wizardUrl = page.url();
  expect(wizardUrl).toMatch(/\/apps\/partneradmin\/agreements\/L-\d{5}\/onboard$/);
  await stepHeading(page, 'Företagsinformation');
  await expect(labelled(page, 'Ort')).toHaveValue('Göteborg');
  await labelled(page, 'Företagets e-post').fill('info@solrosensbageri.se');
  await next(page);

  await stepHeading(page, 'Firmatecknare');
  await labelled(page, 'Firmatecknare').fill('Gunnar Holm');
  await labelled(page, 'Personnummer').fill('19600923-4748');
  await labelled(page, 'Firmatecknarens e-post').fill('gunnar@solrosensbageri.se');
  await next(page);
  await expect(page.getByText('Personen är inte firmatecknare för bolaget')).toBeVisible();
  await labelled(page, 'Firmatecknare').fill('Sofia Holm');
  await labelled(page, 'Personnummer').fill('19830512-6198');
  await labelled(page, 'Firmatecknarens e-post').fill('sofia@solrosensbageri.se');
  await next(page);

  await stepHeading(page, 'Butiksuppgifter');
  await labelled(page, 'Butikens namn').fill('Solrosens Bageri Järntorget');
  await labelled(page, 'Butikens gatuadress').fill('Järntorget 4');
  await labelled(page, 'Butikens postnummer').fill('413 04');
  await labelled(page, 'Butikens ort').fill('Göteborg');
  await next(page);
  await stepHeading(page, 'Butikschef');
  await labelled(page, 'Butikschef').fill('Elin Åberg');
  await labelled(page, 'Butikschefens e-post').fill('elin@solrosensbageri.se');
  await next(page);
  await stepHeading(page, 'Om verksamheten');
  await signOutFromTopBar(page);
  await expect(page).toHaveURL(/\/login/);
  await page.context().close();

  // Another device: the draft resumes at step 6.
  page = await signedIn(browser, PARTNER);
  await page.goto(wizardUrl);
  await stepHeading(page, 'Om verksamheten');
  await labelled(page, 'Vad verksamheten säljer').fill('Surdegsbröd, bullar och kaffe över disk.');
  await labelled(page, 'Förväntad kortomsättning per år').fill('4200000');
  await labelled(page, 'Genomsnittligt köp').fill('89');
  await labelled(page, 'Andel som betalas med kort').fill('85');
  await next(page);
  await stepHeading(page, 'Beställda varor och handpenning');
  await next(page);
  await stepHeading(page, 'Kortpriser och serviceavgifter');
  await choose(page, 'Kortpriskategori', 'Standard (1,39 %)');
  // Card acquiring is a contract of its own only with a card brand to take.
  await page.getByRole('checkbox', { name: 'Visa' }).check();
  await page.getByRole('checkbox', { name: 'Mastercard' }).check();
  await labelled(page, 'Serviceavgift per månad').fill('395');
  await next(page);
  await stepHeading(page, 'Fakturauppgifter');
  await choose(page, 'Fakturor via', 'E-post');
  await next(page);
  await expect(page.getByText('Obligatoriskt')).toBeVisible();
  await labelled(page, 'E-post för fakturor').fill('faktura@solrosensbageri.se');
  await next(page);
  await stepHeading(page, 'Bankuppgifter');
  await labelled(page, 'Bank').fill('Swedbank');
  await labelled(page, 'Clearingnummer').fill('8327-9');
  await labelled(page, 'Kontonummer').fill('123 456 789-7');
  await labelled(page, 'Kontoinnehavare').fill('Solrosens Bageri AB');
  await next(page);
  await stepHeading(page, 'Konto i handlarportalen');
  await labelled(page, 'Portalanvändarens namn').fill('Sofia Holm');
  await labelled(page, 'Portalanvändarens e-post').fill('sofia@solrosensbageri.se');
  await next(page);
  await stepHeading(page, 'Terminaler');
  await addRow(page, 'Terminaler', { Modell: 'PAX A920 Pro', Leverantör: 'PAX Nordic', Antal: '2' });
  await labelled(page, 'Installationsdatum').fill(nextYear);
  await next(page);
  await stepHeading(page, 'Verkliga huvudmän och koncern');
  await addRow(page, 'Verkliga huvudmän', {
    Namn: 'Sofia Holm',
    Personnummer: '19830512-6198',
    Ägarandel: '100',
    Röster: '100',
    'Skatterättslig hemvist': 'Sverige',
  });
  // At 1024 px the row's labels and values read whole: they wrap onto more lines instead of being cut.
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 1024, height: wide.height });
  const owners = page.locator('.ra-input', { has: page.getByText('Verkliga huvudmän', { exact: true }) });
  await expect(owners.first().getByLabel(/^Skatterättslig hemvist/)).toBeVisible();
  const cut = await owners
    .first()
    .evaluate((section) =>
      [...section.querySelectorAll<HTMLElement>('label, input:not([type=hidden])')]
        .filter((element) => element.offsetParent && element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent || (element as HTMLInputElement).value),
    );
  expect(cut).toEqual([]);
  await page.setViewportSize(wide);
  await next(page);
  await stepHeading(page, 'PEP och firmatecknare');
  await next(page);
  await stepHeading(page, 'Licenser');
  await labelled(page, 'Kassalicenser').fill('2');
  await choose(page, 'Licensnivå', 'Pro');
  await next(page);
  await stepHeading(page, 'Kontaktpersoner');
  // The signing officer handles the accounting, and everything else as well.
  await page.getByRole('button', { name: 'Samma som firmatecknaren' }).first().click();
  await expect(labelled(page, 'Kontaktperson ekonomi')).toHaveValue('Sofia Holm');
  for (const sameAsAccounting of await page.getByRole('button', { name: 'Samma som ekonomi' }).all())
    await sameAsAccounting.click();
  await next(page);
  await stepHeading(page, 'Sammanfattning');
  await expect(page.getByText('Alla steg är ifyllda. Granska och skicka in.')).toBeVisible();

  // The online checkout is a contract of its own: once included, its terms are needed.
  await page.getByRole('link', { name: 'Avtal om onlinekassa' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Avtal om onlinekassa: Solrosens Bageri AB',
  );
  await page.getByLabel('Onlinekassa ingår').check();
  const saveTerms = () => page.getByRole('button', { name: 'Spara avtalsvillkoren' }).click();
  await saveTerms();
  await expect(helperOf(page, 'Webbutikens adress')).toHaveText('Obligatoriskt');
  await labelled(page, 'Webbutikens adress').fill('https://solrosensbageri.se');
  await choose(page, 'Plattform för webbutiken', 'WooCommerce');
  await labelled(page, 'Dagar från betalning till leverans').fill('2');
  await saveTerms();
  await expect(page.getByText('Avtalsvillkoren sparades')).toBeVisible();
  await page.goto(wizardUrl);
  await stepHeading(page, 'Sammanfattning');
  const checkoutRow = page.getByRole('listitem').filter({ hasText: 'Avtal om onlinekassa' });
  await expect(checkoutRow).toContainText('Ingår');
  await page.getByRole('button', { name: 'Skicka in avtalet' }).click();
  await expect(page.getByText('Avtalet skickades in')).toBeVisible();
  const leadId = /agreements\/(L-\d{5})\/onboard/.exec(wizardUrl)![1]!;
  const stored = async (as: Page, username: string) => {
    const filter = encodeURIComponent(JSON.stringify({ leadId }));
    const [record] = (await (await apiGetAs(as, username, `/api/leads/3.0?filter=${filter}`)).json()) as {
      status: string;
      supplementAttachments?: unknown[];
    }[];
    return record!;
  };
  expect((await stored(page, PARTNER)).status).toBe('submitted');

  // Sales asks for a supplement; comments are required.
  const sales = await signedIn(browser, SALES);
  await sales.goto(`/apps/salesadmin/agreements?filter=${encodeURIComponent(JSON.stringify({ leadId }))}`);
  await sales.getByRole('cell', { name: leadId, exact: true }).click();
  await sales.getByRole('button', { name: 'Begär komplettering' }).click();
  const ask = sales.getByRole('dialog');
  await ask.getByRole('button', { name: 'Begär komplettering' }).click();
  await expect(ask.getByText('Obligatoriskt')).toBeVisible();
  await ask.getByLabel(/^Kommentarer om kompletteringen/).fill('Bifoga senaste årsredovisningen.');
  await ask.getByRole('button', { name: 'Begär komplettering' }).click();
  await expect(sales.getByText('Komplettering begärdes')).toBeVisible();
  expect((await stored(sales, SALES)).status).toBe('needForSupplement');

  // The partner answers with an attachment.
  await page.goto(`${AGREEMENTS}?filter=${encodeURIComponent(JSON.stringify({ leadId }))}`);
  await page.getByRole('cell', { name: leadId, exact: true }).click();
  await page.getByRole('button', { name: 'Skicka komplettering' }).click();
  const answer = page.getByRole('dialog');
  await answer.getByLabel(/^Kommentarer till kompletteringen/).fill('Årsredovisningen för 2025 bifogad.');
  await answer.getByRole('button', { name: 'Lägg till' }).click();
  await answer.locator('input[type="file"]').setInputFiles({
    name: 'arsredovisning-2025.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await answer.getByRole('button', { name: 'Skicka komplettering' }).click();
  await expect(page.getByText('Kompletteringen skickades')).toBeVisible();
  const supplemented = await stored(page, PARTNER);
  expect(supplemented.status).toBe('supplementDocumentsSubmitted');
  expect(supplemented.supplementAttachments).toEqual([
    {
      file: {
        src: expect.stringMatching(/^\/infrastructure\/3\.0\/image\//),
        title: 'arsredovisning-2025.pdf',
      },
    },
  ]);

  // Sales approves and registers the signature.
  await sales.reload();
  await sales.getByRole('button', { name: 'Godkänn och skicka för signering' }).click();
  await expect(sales.getByText('Avtalet skickades för signering')).toBeVisible();
  await sales.getByRole('button', { name: 'Signera', exact: true }).click();
  await expect(sales.getByText('Avtalet är signerat')).toBeVisible();
  const signed = await stored(sales, SALES);
  expect(signed).toMatchObject({ status: 'done', signingStatus: 'signed', crmError: 'noPartnerTier' });
  // Kassagruppen has no partner tier in the CRM: saving there again says so.
  await sales.getByRole('button', { name: 'Spara i CRM' }).click();
  await expect(sales.getByText('Kunde inte spara i CRM: ingen partnernivå hittades')).toBeVisible();

  // Signing set up the merchant: the agreement's page lists each step, the lead is linked to its organization.
  await sales.reload();
  for (const done of [
    'Organisationen skapades',
    'Butiken skapades',
    'Användaren skapades och bjöds in via e-post',
    'Licenserna skapades',
    'Terminalerna skapades',
    'Betalsätten skapades',
    'E-post skickades till inlösaren',
  ])
    await expect(sales.getByText(done, { exact: true })).toBeVisible();
  await expect(sales.getByRole('button', { name: 'Försök sätta upp igen' })).toHaveCount(0);
  const { organization } = (await stored(sales, SALES)) as { organization?: string };
  expect(organization).toEqual(expect.any(String));

  // The portal user's invitation, in the new organization's outbox, as a super admin working in it reads it.
  const superToken = await apiToken(sales.request, 'super@demo.test');
  const outbox = await sales.request.get('/api/infrastructure/3.0/email', {
    headers: { Authorization: `Bearer ${superToken}`, organizationId: organization! },
  });
  const mails = (await outbox.json()) as { to: string; body: string }[];
  // Beside it, the e-mail that told the acquirer of the signed card-acquiring agreement.
  expect(mails.map((mail) => mail.to).sort()).toEqual([
    'kortinlosen@acquirer.test',
    'sofia@solrosensbageri.se',
  ]);
  const invitation = mails.find((mail) => mail.to === 'sofia@solrosensbageri.se');
  const temporaryPassword = /Tillfälligt lösenord: (\S+)/.exec(invitation!.body)![1]!;

  // The new merchant admin signs in and finds its store, its two terminals and its two licences.
  const merchant = await (await browser.newContext({ locale: 'sv-SE' })).newPage();
  await signIn(merchant, 'sofia@solrosensbageri.se', temporaryPassword);
  await expect(merchant).not.toHaveURL(/\/login/, { timeout: 20_000 });
  await merchant.goto('/apps/setting/stores');
  await expect(merchant.getByRole('cell', { name: 'Solrosens Bageri Järntorget' })).toBeVisible();
  await merchant.goto('/apps/merchant/devices');
  await expect(merchant.locator('tbody tr').filter({ hasText: 'Kortterminal' })).toHaveCount(2);
  await merchant.goto('/apps/merchant/licenses');
  await expect(merchant.locator('tbody tr').filter({ hasText: 'Kassalicens Pro' })).toHaveCount(2);
  await merchant.context().close();
  // Submitting made a contract of each included type; signing signed them.
  const contractsOfLead = `/apps/salesadmin/contracts?filter=${encodeURIComponent(JSON.stringify({ leadId }))}`;
  await sales.goto(contractsOfLead);
  const contractRows = sales.locator('tbody tr');
  await expect(contractRows).toHaveCount(3);
  await expect(contractRows.filter({ hasText: 'Signerat' })).toHaveCount(3);
  await expect(contractRows.filter({ hasText: 'Onlinekassa' })).toHaveCount(1);
  await sales.goBack();

  // The terminal transfer: a date 3 days ahead is refused.
  await sales.getByRole('link', { name: 'Överlåtelseavtal' }).click();
  await expect(sales.getByRole('heading', { level: 1 })).toHaveText('Överlåtelseavtal: Solrosens Bageri AB');
  await labelled(sales, 'Nuvarande kund').fill('Bageri Holm HB');
  await labelled(sales, 'Nuvarande kunds MID').fill('4711001');
  await labelled(sales, 'Övertagande kund').fill('Solrosens Bageri AB');
  await labelled(sales, 'Övertagande kunds MID').fill('4711001');
  await labelled(sales, 'Antal terminaler').fill('2');
  await choose(sales, 'Terminalmodell', 'PAX A920 Pro');
  await labelled(sales, 'Serienummer').fill('1850012345\n1850012346');
  await labelled(sales, 'Önskat överlåtelsedatum').fill(daysAhead(3));
  const saveTransfer = () => sales.getByRole('button', { name: 'Spara överlåtelseavtalet' }).click();
  await saveTransfer();
  await expect(sales.getByText('Överlåtelsedatumet måste vara minst 7 dagar fram')).toBeVisible();
  await expect(sales.getByText('MID måste vara olika')).toBeVisible();
  await labelled(sales, 'Övertagande kunds MID').fill('4711002');
  await labelled(sales, 'Önskat överlåtelsedatum').fill(daysAhead(10));
  await saveTransfer();
  await expect(sales.getByText('Överlåtelseavtalet sparades')).toBeVisible();

  // The contract PDF, in both versions.
  await sales.getByRole('link', { name: 'Öppna avtalet' }).click();
  await sales.getByRole('link', { name: 'Avtal (PDF)' }).click();
  await expect(sales.getByRole('heading', { level: 1 })).toHaveText('Avtal (PDF): Solrosens Bageri AB');
  const download = () => sales.getByRole('link', { name: 'Ladda ner PDF' }).click();
  const current = await downloadedPdfText(sales, download);
  expect(current).toContain('Avtalsversion 2022-06');
  expect(current).toContain('Pappersdokument per kundnummer och månad, inkl. moms\n69,00 kr');
  expect(current).toContain('Servicearbete per påbörjad 30-minutersperiod\n595,00 kr');
  expect(current).toContain('Sofia Holm');
  await sales.getByRole('button', { name: '2021-10' }).click();
  const older = await downloadedPdfText(sales, download);
  expect(older).toContain('Pappersdokument per kundnummer och månad, inkl. moms\n45,00 kr');

  // The online checkout's own contract, with its terms.
  await sales.goto(`/apps/salesadmin/agreements/${leadId}/onboard/edit/checkout/PDFPreview`);
  const checkout = await downloadedPdfText(sales, download);
  expect(checkout).toContain('https://solrosensbageri.se');

  // Deleting the lead annuls all its contracts, signed ones too.
  await sales.goto(`/apps/salesadmin/agreements?filter=${encodeURIComponent(JSON.stringify({ leadId }))}`);
  await sales.getByRole('cell', { name: leadId, exact: true }).click();
  await sales.getByRole('button', { name: 'Ta bort' }).click();
  await sales
    .getByRole('dialog')
    .getByRole('button', { name: /Bekräfta|Ta bort/ })
    .click();
  await expect(sales.getByRole('cell', { name: leadId, exact: true })).toHaveCount(0);
  await sales.goto(contractsOfLead);
  await expect(contractRows.filter({ hasText: 'Leadet raderades' })).toHaveCount(3);
});

test('"Ny onboarding" of a company with a lead offers the partner’s own draft and refuses another partner’s', async ({
  browser,
}) => {
  const page = await signedIn(browser, PARTNER);
  await page.goto(AGREEMENTS);
  await page.getByRole('button', { name: 'Ny onboarding' }).click();
  const dialog = page.getByRole('dialog');
  const number = dialog.getByRole('textbox', { name: 'Organisationsnummer' });
  // Hamnkrogen i Ystad is Nordic Payments' draft (the demo's).
  await number.fill('559187-4622');
  await dialog.getByRole('button', { name: 'Hämta och starta' }).click();
  await expect(
    dialog.getByText('Organisationen finns redan hos en annan partner: kontakta supporten'),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Fortsätt onboardingen' })).toHaveCount(0);
  // Kassagruppen's own draft (L-25014) is offered to resume; no second one is made.
  await number.fill('559530-1473');
  await dialog.getByRole('button', { name: 'Hämta och starta' }).click();
  await expect(
    dialog.getByText(/Bolaget har redan en onboarding genom den här partnern \(lead L-25014\)/).first(),
  ).toBeVisible();
  await dialog.getByRole('link', { name: 'Fortsätt onboardingen' }).click();
  await expect(page).toHaveURL(/\/apps\/partneradmin\/agreements\/L-25014\/onboard$/);
  await page.context().close();
});
