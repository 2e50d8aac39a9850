/**
 * The merchant portal user a signed agreement names, made the new organization's merchant admin and
 * invited by an e-mail in the organization's outbox (src/resources/emails.ts) with its username and a
 * temporary password to change after the first sign-in.
 */
import { randomInt } from 'node:crypto';
import emails from '../../../src/resources/emails.ts';
import { PERMISSION_LABELS } from '../../../src/resources/shared/permissions.ts';
import users from '../../../src/resources/users.ts';
import { splitFullName } from '../../../src/domain/validators/person-name.ts';
import type { Queryable } from '../../db/db.ts';
import { createRecord, type Writer } from '../../resources/write-record.ts';

const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';

const pick = (alphabet: string, n: number) =>
  Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('');

/** 14 characters with letters and digits, as the password rule asks; no look-alike characters. */
export const temporaryPassword = () => `${pick(LETTERS, 4)}-${pick(DIGITS, 4)}-${pick(LETTERS + DIGITS, 4)}`;

interface Invitee {
  name: string;
  email: string;
  store: string;
  now: Date;
}

/** The user made and its invitation sent: the user's id. */
export async function inviteMerchantAdmin(tx: Queryable, writer: Writer, invitee: Invitee): Promise<string> {
  const id = crypto.randomUUID();
  const password = temporaryPassword();
  await createRecord(tx, writer, users, id, {
    ...splitFullName(invitee.name),
    username: invitee.email,
    email: invitee.email,
    password,
    groups: ['MerchantAdmin'],
    status: 'active',
    stores: [invitee.store],
    permissions: Object.keys(PERMISSION_LABELS),
  });
  await createRecord(tx, writer, emails, crypto.randomUUID(), {
    sentAt: invitee.now.toISOString(),
    to: invitee.email,
    subject: 'Välkommen till backoffice / Welcome to the back office',
    body: [
      `Hej ${invitee.name}!`,
      '',
      'Avtalet är signerat och ert konto i backoffice är klart.',
      `Användarnamn: ${invitee.email}`,
      `Tillfälligt lösenord: ${password}`,
      'Byt lösenordet efter första inloggningen.',
      '',
      'The agreement is signed and your back-office account is ready.',
      `Username: ${invitee.email}`,
      `Temporary password: ${password}`,
      'Change the password after your first sign-in.',
    ].join('\n'),
  });
  return id;
}
