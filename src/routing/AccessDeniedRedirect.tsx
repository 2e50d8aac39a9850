/**
 * react-admin's accessDenied slot: a user without access to a resource view goes to its landing, or
 * is told in place that the view is switched off for it (a partner admin whose partner may not onboard,
 * on the agreements: routeOutcome), as the role-by-route matrix expects.
 */
import { Loading } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { requirementIn } from '../schema/registry-core';
import { useEngineIfAny } from '../schema/ui/EngineContext';
import { NotEnabled } from './NotEnabled';
import { deniedRedirect, routeOutcome } from './routeOutcome';
import { useAccessSubject } from './useAccessSubject';

export function AccessDeniedRedirect() {
  const { subject, isPending } = useAccessSubject();
  const engine = useEngineIfAny();
  const { pathname } = useLocation();
  if (isPending) return <Loading />;
  const registration = engine?.registry.registrations.find(
    (r) => pathname === r.path || pathname.startsWith(`${r.path}/`),
  );
  const requirement =
    registration && engine ? requirementIn(engine.registry, registration.name, 'list') : null;
  const outcome = requirement ? routeOutcome(requirement, subject) : null;
  if (outcome?.kind === 'notEnabled') return <NotEnabled reason={outcome.reason} />;
  return <Navigate to={deniedRedirect(subject).to} replace />;
}
