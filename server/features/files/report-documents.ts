/**
 * The organization's Z reports as documents: each a PDF made when it is downloaded, by the code the
 * report's page makes it with (src/resources/z-reports), in Swedish or English.
 */
import { sql } from 'kysely';
import type { OrganizationFile } from '../../../src/domain/files.ts';
import type { FormatLocale } from '../../../src/domain/format.ts';
import { storedFigures } from '../../../src/domain/z-report.ts';
import zReports from '../../../src/resources/z-reports/index.ts';
import messages from '../../../src/resources/z-reports/messages.ts';
import { reportPdf } from '../../../src/resources/z-reports/reportPdf.ts';
import { reportSheet, zReportHeader, zReportName } from '../../../src/resources/z-reports/reportSheet.ts';
import { interpolate } from '../../../src/schema/messages.ts';
import type { Db } from '../../db/db.ts';
import { ofOrganization } from '../../resources/row-scope.ts';
import { findRow, toRecord } from '../../resources/storage.ts';
import { qb, run } from '../../storage/query-builder.ts';
import { MAX_LISTED_FILES } from './uploads-listed.ts';
import { useFontFiles } from './pdf-fonts.ts';

export const REPORT_DOCUMENTS = '/api/document/report/';

export async function reportFiles(db: Db, organizationId: string): Promise<OrganizationFile[]> {
  const rows = await run(
    db,
    qb
      .selectFrom('z_reports')
      .select(['id', 'serial_number', 'made_at', 'created_at', sql<string>`business_day::text`.as('day')])
      .where(ofOrganization(organizationId))
      .orderBy('made_at', 'desc')
      .orderBy('id')
      .limit(MAX_LISTED_FILES),
  );
  return rows.map((row) => ({
    id: row.id,
    url: `${REPORT_DOCUMENTS}${encodeURIComponent(row.id)}`,
    name: `${zReportName({ serialNumber: row.serial_number, businessDay: row.day })}.pdf`,
    kind: 'report',
    contentType: 'application/pdf',
    size: null,
    createdAt: new Date(row.made_at ?? row.created_at).toISOString(),
  }));
}

/** A key of the reports' texts (`zReports.sheet.day`) in `locale`, its `%{name}` filled in. */
function translator(locale: FormatLocale) {
  return (key: string, options?: Record<string, unknown>): string => {
    let found: unknown = messages[locale];
    for (const part of key.split('.')) found = (found as Record<string, unknown> | undefined)?.[part];
    return typeof found === 'string' ? interpolate(found, options as Record<string, string | number>) : key;
  };
}

/** The Z report's PDF and file name, or null when the organization has no such report. */
export async function reportDocument(
  db: Db,
  organizationId: string,
  id: string,
  locale: FormatLocale,
): Promise<{ pdf: Blob; name: string } | null> {
  const row = await findRow(db, zReports, id, organizationId);
  if (!row) return null;
  const record = toRecord(zReports, row);
  useFontFiles();
  const sheet = reportSheet(zReportHeader(record), storedFigures(record), translator(locale), locale);
  return { pdf: await reportPdf(sheet), name: `${zReportName(record)}.pdf` };
}
