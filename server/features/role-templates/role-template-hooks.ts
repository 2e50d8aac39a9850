/**
 * The role templates' storage (issue 17): a caller puts into a template only the permissions it holds
 * itself (src/domain/validators/role-templates.ts); the others are refused on `permissions`, one error
 * per permission, in sv and en.
 */
import { effectiveAccess } from '../../../src/domain/roles.ts';
import {
  PERMISSION_NOT_HELD,
  permissionNotHeldMessage,
  permissionsNotHeld,
} from '../../../src/domain/validators/role-templates.ts';
import roleTemplates from '../../../src/resources/role-templates/index.ts';
import { PERMISSION_LABELS } from '../../../src/resources/shared/permissions.ts';
import type { Caller } from '../../http/env.ts';
import { ApiError } from '../../http/errors.ts';
import { storageHooks } from '../../resources/hooks.ts';

const labelOf = (key: string) =>
  PERMISSION_LABELS[key as keyof typeof PERMISSION_LABELS] ?? { en: key, sv: key };

/** 400 on `permissions` when the caller, acting in `organizationId`, does not hold all of `wanted`. */
export function refuseUnheldPermissions(
  caller: Caller,
  organizationId: string | null,
  wanted: readonly string[],
): void {
  const held = effectiveAccess(caller, organizationId !== null).permissions;
  const refused = permissionsNotHeld(held, wanted);
  if (refused.length)
    throw new ApiError(
      400,
      refused.map((key) => ({
        errorCode: PERMISSION_NOT_HELD,
        errorMessage: permissionNotHeldMessage(labelOf(key)),
        field: 'permissions',
      })),
    );
}

export const roleTemplateStorageHooks = storageHooks(roleTemplates, {
  async beforeWrite(_tx, ctx, data) {
    const before = ctx.before?.data.permissions ?? [];
    // Keys already in the template stay: a caller may rename a template it could not have made.
    const added = (data.permissions ?? []).filter((key) => !before.includes(key));
    refuseUnheldPermissions(ctx.caller, ctx.organizationId, added);
  },
});
