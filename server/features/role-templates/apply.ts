/**
 * Applying a role template to users (issue 17, SPEC 7 `api/access-rights/role-template`):
 *
 *   POST /api/access-rights/role-template/:id/apply   { users: [id, …] }   { results: [{ id, outcome, message? }] }
 *
 * Sets each user's permissions to the template's, as an update of the user record (validated, through
 * the users' hooks, with its history entry), all in one transaction. Allowed to whoever may see the
 * template and edit users, for at most MAX_APPLY_USERS users of its organization; a template holding a
 * permission the caller lacks is refused as a whole (400 on `permissions`, as when it is written). A
 * user of another organization, one the caller may not manage (mayManageUser) or one whose record the
 * change would make invalid is `refused` with the reason in sv and en; the others are `updated`.
 */
import { effectiveAccess } from '../../../src/domain/roles.ts';
import { param } from '../../routing/params.ts';
import { MAX_APPLY_USERS } from '../../../src/domain/validators/role-templates.ts';
import { hasControlCharacters, isStorableText } from '../../../src/domain/validators/text.ts';
import { mayManageUser } from '../../../src/domain/validators/user.ts';
import { storageOf } from '../../../src/schema/define-resource.ts';
import { ApiError, notFound, type LocalizedText } from '../../http/errors.ts';
import { apiError } from '../../resources/api-errors.ts';
import { forgetWrite } from '../../resources/forget.ts';
import { readBody } from '../../resources/input.ts';
import { hooksFor } from '../../resources/storage-hooks.ts';
import { findRow, findRows } from '../../resources/storage.ts';
import { updateRecord } from '../../resources/write-record.ts';
import { refuseUnheldPermissions } from './role-template-hooks.ts';
import type { Routes } from '../../routing/route-table.ts';
import type { FeatureEnv } from '../define-feature.ts';

interface ApplyResult {
  id: string;
  outcome: 'updated' | 'refused';
  message?: LocalizedText;
}

const NOT_IN_ORGANIZATION: LocalizedText = {
  en: 'No such user in your organization',
  sv: 'Ingen sådan användare i din organisation',
};
const NOT_MANAGEABLE: LocalizedText = {
  en: 'You cannot change the permissions of this user',
  sv: 'Du kan inte ändra behörigheterna för den här användaren',
};

const isId = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length > 0 &&
  value.length <= 200 &&
  isStorableText(value) &&
  !hasControlCharacters(value);

const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The user ids of the body, each once: 1 to MAX_APPLY_USERS ids, else 400 on `users`. */
function usersOf(body: Record<string, unknown>): string[] {
  const { users } = body;
  if (!Array.isArray(users) || users.length === 0 || users.length > MAX_APPLY_USERS || !users.every(isId))
    throw ApiError.of(
      400,
      'validation.role_template.users',
      `Choose between 1 and ${MAX_APPLY_USERS} users`,
      `Välj mellan 1 och ${MAX_APPLY_USERS} användare`,
      'users',
    );
  return [...new Set(users)];
}

export function roleTemplateRoutes(routes: Routes, { deps, registry }: FeatureEnv) {
  const lookup = (name: string) => registry.get(name);
  const templates = registry.get('role-templates');
  const users = registry.get('users');
  if (!templates || !users) return;

  routes.post(
    `/${templates.api}/:id/apply`,
    { resource: 'role-templates', action: 'show', also: [{ resource: 'users', action: 'edit' }] },
    {
      summary: "Sets users' permissions to the template's, each as an update of the user",
      body: '{ users: [id, ...] }',
    },
    async (c, { caller, organizationId }) => {
      const templateId = param(c, 'id');
      if (!isId(templateId)) throw apiError(400, 'errors.invalid_id', undefined, 'id');
      const ids = usersOf(await readBody(c.req.raw));
      const roles = effectiveAccess(caller, organizationId !== null).roles;
      const writer = { caller, organizationId, roles, lookup };
      const rowVisible = hooksFor(users).rowVisible;
      const results = await deps.db
        .transaction(async (tx) => {
          const template = await findRow(tx, templates, templateId, organizationId);
          if (!template) throw notFound();
          const permissions = textsOf(template.data.permissions);
          refuseUnheldPermissions(caller, organizationId, permissions);
          const found = new Map((await findRows(tx, users, ids, organizationId)).map((row) => [row.id, row]));
          const answered: ApplyResult[] = [];
          for (const id of ids) {
            const row = found.get(id);
            const visible =
              row &&
              (!rowVisible || (await rowVisible(tx, { caller, definition: users, organizationId }, row)));
            if (!row || !visible) {
              answered.push({ id, outcome: 'refused', message: NOT_IN_ORGANIZATION });
              continue;
            }
            if (!mayManageUser(roles, textsOf(row.data.groups))) {
              answered.push({ id, outcome: 'refused', message: NOT_MANAGEABLE });
              continue;
            }
            await tx.query('SAVEPOINT apply_user');
            try {
              if (!(await updateRecord(tx, writer, users, row, { permissions })))
                throw apiError(409, 'errors.conflict');
              await tx.query('RELEASE SAVEPOINT apply_user');
              answered.push({ id, outcome: 'updated' });
            } catch (error) {
              await tx.query('ROLLBACK TO SAVEPOINT apply_user');
              if (!(error instanceof ApiError)) throw error;
              const message = error.items[0]?.errorMessage;
              answered.push({ id, outcome: 'refused', ...(message ? { message } : {}) });
            }
          }
          return answered;
        })
        .finally(() => {
          for (const id of ids) forgetWrite(deps.db, storageOf(users), id);
        });
      return c.json({ results });
    },
  );
}
