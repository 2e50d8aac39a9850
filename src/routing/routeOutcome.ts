/** What the guards do with a user on a route (SPEC 4, "Route guard"): show it, or redirect and where. */
import {
  isAllowed,
  lacksOnlyPartnerOnboarding,
  landingFor,
  type AccessRequirement,
  type AccessSubject,
} from '../domain/roles';
import { LOGIN_PATH } from './appRoutes';

export type RouteOutcome =
  | { kind: 'show' }
  | { kind: 'redirect'; to: string; keepPath: boolean }
  /** The route stays and says, at once, that it is switched off for the user (its partner may not onboard). */
  | { kind: 'notEnabled'; reason: 'partnerOnboarding' };

/**
 * Where a user without access goes: with no role to /login, keeping the path for after the sign-in;
 * with roles to its role's landing.
 */
export function deniedRedirect(subject: AccessSubject): Extract<RouteOutcome, { kind: 'redirect' }> {
  if (subject.roles.length === 0) return { kind: 'redirect', to: LOGIN_PATH, keepPath: true };
  return { kind: 'redirect', to: landingFor(subject.roles), keepPath: false };
}

export function routeOutcome(
  requirement: AccessRequirement | null | undefined,
  subject: AccessSubject,
): RouteOutcome {
  if (isAllowed(requirement, subject)) return { kind: 'show' };
  if (lacksOnlyPartnerOnboarding(requirement, subject))
    return { kind: 'notEnabled', reason: 'partnerOnboarding' };
  return deniedRedirect(subject);
}
