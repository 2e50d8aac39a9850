/**
 * The organization's contracts as documents: those of the agreement whose signature set the organization
 * up (its `organization`), made by its submission, not annulled. Each is a PDF made when it is downloaded,
 * by the code the agreement's pages make it with (src/wizards), from the agreement as it stands.
 */
import type { OrganizationFile } from '../../../src/domain/files.ts';
import type { FormatLocale } from '../../../src/domain/format.ts';
import agreements from '../../../src/resources/agreements/index.ts';
import { contractLanguageOf, contractVersionOf } from '../../../src/wizards/contracts/contractSheet.ts';
import { acquiringPdf } from '../../../src/wizards/contracts/acquiringPdf.ts';
import { checkoutPdf } from '../../../src/wizards/contracts/checkoutPdf.ts';
import { contractPdf } from '../../../src/wizards/onboarding/contractPdf.ts';
import { safeFileName } from '../../../src/wizards/onboarding/contractFileName.ts';
import { isContractVersion } from '../../../src/domain/contract-terms.ts';
import type { Db } from '../../db/db.ts';
import { findWhere, toRecord } from '../../resources/storage.ts';
import { qb, run } from '../../storage/query-builder.ts';
import { useFontFiles } from './pdf-fonts.ts';

export const CONTRACT_DOCUMENTS = '/api/document/contract/';

interface ContractRow {
  id: string;
  lead_id: string;
  type: string;
  contract_version: string | null;
  created: Date | string;
  signed_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The name the agreement's pages download it by: `avtal-<lead>.pdf`, `<lead>-acquiring.pdf` ... */
const fileNameOf = (contract: ContractRow): string =>
  contract.type === 'product'
    ? `avtal-${safeFileName(contract.lead_id)}.pdf`
    : `${safeFileName(contract.lead_id)}-${contract.type}.pdf`;

/** The organization's contracts that are in force or waiting for a signature. */
async function contractsOf(db: Db, organizationId: string, id?: string): Promise<ContractRow[]> {
  let query = qb
    .selectFrom('contracts')
    .select(['id', 'lead_id', 'type', 'contract_version', 'created', 'signed_at'])
    .where('status', '!=', 'annulled')
    .where(
      'lead_id',
      'in',
      qb.selectFrom('agreements').select('lead_id').where('organization', '=', organizationId),
    )
    .orderBy('created', 'desc')
    .orderBy('id');
  if (id !== undefined) query = query.where('id', '=', id);
  return (await run(db, query)) as ContractRow[];
}

export async function contractFiles(db: Db, organizationId: string): Promise<OrganizationFile[]> {
  return (await contractsOf(db, organizationId)).map((contract) => ({
    id: contract.id,
    url: `${CONTRACT_DOCUMENTS}${encodeURIComponent(contract.id)}`,
    name: fileNameOf(contract),
    kind: 'contract',
    contentType: 'application/pdf',
    size: null,
    createdAt: iso(contract.signed_at ?? contract.created),
  }));
}

/**
 * The contract's PDF and file name, or null when the organization has no such contract. Written in
 * `asked`, else as its agreement's page first shows it (Swedish for a Swedish company).
 */
export async function contractDocument(
  db: Db,
  organizationId: string,
  id: string,
  asked: FormatLocale | null,
): Promise<{ pdf: Blob; name: string } | null> {
  const [contract] = await contractsOf(db, organizationId, id);
  if (!contract) return null;
  const [row] = await findWhere(db, agreements, null, { leadId: contract.lead_id }, 1);
  if (!row) return null;
  const agreement = toRecord(agreements, row);
  useFontFiles();
  const locale = asked ?? contractLanguageOf(agreement, 'sv');
  const name = fileNameOf(contract);
  if (contract.type === 'acquiring') return { pdf: await acquiringPdf(agreement, locale), name };
  if (contract.type === 'checkout') return { pdf: await checkoutPdf(agreement, locale), name };
  const version = isContractVersion(contract.contract_version)
    ? contract.contract_version
    : contractVersionOf(agreement);
  return { pdf: await contractPdf(agreement, version, locale), name };
}
