/** The compliance warnings the API keeps on an agreement (docs/decisions.md), as the wizard reads them. */
import type { ComplianceWarning } from '../../domain/validators/compliance-warnings';

/** The agreement's warnings on these fields. */
export function warningsOn(record: Record<string, unknown>, fields: readonly string[]): ComplianceWarning[] {
  const all = Array.isArray(record.complianceWarnings)
    ? (record.complianceWarnings as ComplianceWarning[])
    : [];
  return all.filter((warning) => fields.includes(warning.field));
}

/** Warnings on these fields that `after` has and `before` had not: the partner has not seen them yet. */
export function newWarnings(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): ComplianceWarning[] {
  const key = (w: ComplianceWarning) => `${w.code}|${w.field}|${w.detail}`;
  const seen = new Set(warningsOn(before, fields).map(key));
  return warningsOn(after, fields).filter((warning) => !seen.has(key(warning)));
}
