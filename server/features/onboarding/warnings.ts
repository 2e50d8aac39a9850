/**
 * The compliance warnings of an agreement's onboarding, found again from the whole agreement each time
 * a step is saved (docs/decisions.md, "Compliance warnings"): a company the registry has not registered
 * for sales tax (VAT, SPEC 8); a signing officer whose name is not the
 * registry's for the personal number; an account number its check digit does not confirm; a bank that
 * is not the clearing number's (src/domain/validators/compliance-warnings.ts); a politically exposed
 * person the registry knows among the signatory, the signing officers and the owners. Such a person is
 * also ticked as PEP and listed on the agreement by the server, whatever the partner ticked.
 */
import {
  bankWarnings,
  sameName,
  type ComplianceWarning,
} from '../../../src/domain/validators/compliance-warnings.ts';
import { parsePersonnummer } from '../../../src/domain/validators/personnummer.ts';
import { exposedOffice, registeredName } from '../compliance/checks.ts';

type Data = Record<string, unknown>;
type Person = { name: string; personalNumber: string };

const rows = (value: unknown): Data[] =>
  Array.isArray(value) ? value.filter((row): row is Data => typeof row === 'object' && row !== null) : [];

/** The people the agreement names with a personal number: the signatory, the officers, the owners. */
function peopleOf(data: Data): Person[] {
  const people: Person[] = [];
  const add = (name: unknown, personalNumber: unknown) => {
    const normalized =
      typeof personalNumber === 'string' ? parsePersonnummer(personalNumber)?.normalized : undefined;
    if (normalized && !people.some((p) => p.personalNumber === normalized))
      people.push({ name: typeof name === 'string' ? name : '', personalNumber: normalized });
  };
  add(data.signatoryName, data.signatoryPersonalNumber);
  for (const table of ['signingOfficers', 'beneficialOwners', 'alternateOwners'])
    for (const row of rows(data[table])) add(row.name, row.personalNumber);
  return people;
}

/**
 * The agreement's warnings, and what the registry adds to its PEP step: `anyPep` ticked and each
 * exposed person the partner did not list (by name), with the registry's office.
 */
export function complianceWarnings(data: Data): { warnings: ComplianceWarning[]; pep: Data } {
  const warnings: ComplianceWarning[] = [];
  const registered = registeredName(data.organizationNumber, data.signatoryPersonalNumber);
  const typed = typeof data.signatoryName === 'string' ? data.signatoryName : '';
  if (registered && typed !== '' && !sameName(typed, registered))
    warnings.push({ code: 'signatoryName', field: 'signatoryName', detail: registered });
  if (data.vatRegistered === false)
    warnings.push({
      code: 'vatUnregistered',
      field: 'vatRegistered',
      detail: String(data.organizationNumber),
    });
  warnings.push(...bankWarnings(data));

  const listed = rows(data.pepPersons);
  const added: Data[] = [];
  for (const person of peopleOf(data)) {
    const office = exposedOffice(person.personalNumber);
    if (!office) continue;
    const name = person.name || person.personalNumber;
    warnings.push({ code: 'pep', field: 'anyPep', detail: name });
    if (!listed.some((row) => typeof row.name === 'string' && sameName(row.name, name)))
      added.push({ name, publicFunction: office.sv, relation: 'self' });
  }
  const pep =
    added.length || (warnings.some((w) => w.code === 'pep') && data.anyPep !== true)
      ? { anyPep: true, pepPersons: [...listed, ...added] }
      : {};
  return { warnings, pep };
}
