/**
 * Role templates (SPEC 2 and 6, issue 17): a user gives only the permissions it holds itself, in a
 * template and when applying one to users. The API enforces it (server/features/role-templates/); a form that
 * knows the caller's permissions can ask the same question.
 */
import type { Texts } from './rule';

/**
 * Given by whoever may manage users, held or not: the register login is no SPEC 6 key but the user
 * form's second login permission (docs/decisions.md "Login permissions"), which no one holds.
 */
const GIVEN_BY_ANY = ['login-register'];

/** Most users a template is applied to at once. */
export const MAX_APPLY_USERS = 100;

export const PERMISSION_NOT_HELD = 'validation.role_template.permission_not_held';

/** The permissions of `wanted` that a caller holding `held` may not give, each once, in their order. */
export function permissionsNotHeld(held: readonly string[], wanted: readonly string[]): string[] {
  return [...new Set(wanted)].filter((key) => !held.includes(key) && !GIVEN_BY_ANY.includes(key));
}

/** The refusal of one permission, named by its label. */
export const permissionNotHeldMessage = (permission: Texts): Texts => ({
  en: `You cannot grant the permission "${permission.en}"`,
  sv: `Du kan inte ge behörigheten "${permission.sv}"`,
});
