/**
 * POST /api/handshakes/3.0/handshake   { serialNumber, pairingCode }   (SPEC 7; issue 14)
 *
 * A card terminal pairs itself: no user signs in on it, so it proves itself with the single-use code
 * the back office showed for its serial number. The code is counted before it is checked; five wrong
 * tries for a serial number from one client address lock that pair for five minutes, and 30 from one
 * address lock the address (login_failures, as sign-ins); a paired terminal's code is gone. The answer's message is in the language the terminal asks for (Accept-Language, SPEC 7:
 * "A language header is added to payment and handshake calls"; Swedish by default), errors in both.
 */
import { countAttempt } from '../../auth/login-throttle.ts';
import { ApiError } from '../../http/errors.ts';
import { readBody } from '../../resources/input.ts';
import { forgetWrite } from '../../resources/forget.ts';
import { findRow, toRecord } from '../../resources/storage.ts';
import { systemWriter, updateRecord } from '../../resources/write-record.ts';
import type { Routes } from '../../routing/route-table.ts';
import { qb, run } from '../../storage/query-builder.ts';
import type { FeatureEnv } from '../define-feature.ts';
import { clientAddress } from '../../http/client-address.ts';
import { sql } from 'kysely';
import { MAX_SERIAL_LENGTH } from '../../../src/domain/validators/devices.ts';

/** Wrong codes for one terminal from one client address before that pair is locked. */
const MAX_TRIES = 5;
/** Wrong codes from one client address, whatever the terminals, before the address is locked. */
const MAX_TRIES_PER_ADDRESS = 30;
const LOCK_SECONDS = 300;

const locked = () =>
  ApiError.of(
    429,
    'errors.handshake.locked',
    'Too many wrong codes for this terminal. Try again in 5 minutes.',
    'För många felaktiga koder för terminalen. Försök igen om 5 minuter.',
  );

const unknownTerminal = () =>
  ApiError.of(
    404,
    'errors.handshake.unknown',
    'No terminal waits for pairing with this serial number and code',
    'Ingen terminal väntar på parkoppling med det serienumret och den koden',
  );

export function handshakeRoutes(routes: Routes, { deps, registry }: FeatureEnv) {
  const devices = registry.get('devices');
  if (!devices) return;
  const lookup = (name: string) => registry.get(name);
  routes.post(
    '/api/handshakes/3.0/handshake',
    { public: 'a terminal has no user: it proves itself with its single-use pairing code' },
    {
      summary: 'A card terminal pairs itself with its serial number and pairing code',
      body: '{ serialNumber, pairingCode }',
    },
    async (c) => {
      const body = await readBody(c.req.raw);
      const serial = typeof body.serialNumber === 'string' ? body.serialNumber.trim() : '';
      const code = typeof body.pairingCode === 'string' ? body.pairingCode.trim() : '';
      // Longer than any device's: refused before it becomes a throttle key, which PostgreSQL's index
      // could not hold past about 2.7 kB.
      if (serial.length > MAX_SERIAL_LENGTH)
        throw ApiError.of(
          400,
          'errors.handshake.serial_too_long',
          `The serial number is too long (at most ${MAX_SERIAL_LENGTH} characters)`,
          `Serienumret är för långt (högst ${MAX_SERIAL_LENGTH} tecken)`,
          'serialNumber',
        );
      if (!serial || !/^\d{6}$/.test(code))
        throw ApiError.of(
          400,
          'errors.handshake.invalid',
          'Send the serial number and the 6-digit pairing code',
          'Skicka serienumret och den sexsiffriga parkopplingskoden',
        );
      // Counted per terminal and client address (server/http/client-address.ts), so that wrong codes
      // sent from elsewhere cannot lock a real terminal out of its pairing, and per address across
      // terminals, so that one address cannot guess on through many serial numbers.
      const address = clientAddress(c, deps.config);
      const key = `handshake:${address}:${serial.toLowerCase()}`;
      if (
        (await countAttempt(deps.db, `handshake-address:${address}`, MAX_TRIES_PER_ADDRESS, LOCK_SECONDS)) > 0
      )
        throw locked();
      if ((await countAttempt(deps.db, key, MAX_TRIES, LOCK_SECONDS)) > 0) throw locked();
      const paired = await deps.db.transaction(async (tx) => {
        const [row] = await run<{ id: string; organization_id: string }>(
          tx,
          qb
            .selectFrom('devices')
            .select(['id', 'organization_id'])
            .where(sql`lower(serial_number)`, '=', serial.toLowerCase())
            .where('kind', '=', 'terminal'),
        );
        const before = row ? await findRow(tx, devices, row.id, row.organization_id, true) : undefined;
        if (!before || before.data.pairingCode !== code) {
          if (before?.data.status === 'paired')
            throw ApiError.of(
              409,
              'errors.handshake.already_paired',
              'This terminal is already paired. Pair it again from the back office for a new code.',
              'Terminalen är redan parkopplad. Para om den i Backoffice för en ny kod.',
            );
          throw unknownTerminal();
        }
        const data = {
          ...before.data,
          status: 'paired',
          pairingCode: null,
          pairedAt: new Date().toISOString(),
        };
        // No one signs in on a terminal: the pairing is the system's write, in the terminal's organization.
        const writer = systemWriter('handshake', row!.organization_id, lookup);
        const updated = await updateRecord(tx, writer, devices, before, data);
        if (!updated) throw unknownTerminal();
        await run(tx, qb.deleteFrom('login_failures').where('throttle_key', '=', key));
        // A pairing that worked takes its attempt back from the address's count.
        await run(
          tx,
          qb
            .updateTable('login_failures')
            .set({ failures: sql`greatest(failures - 1, 0)` })
            .where('throttle_key', '=', `handshake-address:${address}`)
            .where('locked_until', 'is', null),
        );
        return updated;
      });
      forgetWrite(deps.db, 'devices', paired.id);
      const [store] = await run<{ name: string }>(
        deps.db,
        qb.selectFrom('stores').select('name').where('id', '=', String(paired.data.store)),
      );
      const english = /^en\b/i.test(c.req.header('Accept-Language') ?? '');
      const record = toRecord(devices, paired);
      return c.json({
        paired: true,
        terminal: record.name,
        number: record.number,
        store: store?.name ?? null,
        message: english
          ? `Paired as ${String(record.name)} of ${store?.name ?? 'the store'}`
          : `Parkopplad som ${String(record.name)} i ${store?.name ?? 'butiken'}`,
      });
    },
  );
}
