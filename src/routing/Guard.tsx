/**
 * Shows its children only to users the requirement admits, by the one rule of domain/roles.ts;
 * others are told the route is switched off for them, or redirected, as routeOutcome says. react-admin's CustomRoutes check nothing themselves.
 */
import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import type { AccessRequirement } from '../domain/roles';
import { NotEnabled } from './NotEnabled';
import { routeOutcome } from './routeOutcome';
import { useAccessSubject } from './useAccessSubject';

export interface GuardProps {
  requirement: AccessRequirement | null | undefined;
  children: ReactNode;
}

function CheckedGuard({ requirement, children }: GuardProps) {
  const { subject, isPending } = useAccessSubject();
  const location = useLocation();
  if (isPending) return <Loading />;
  const outcome = routeOutcome(requirement, subject);
  if (outcome.kind === 'show') return <>{children}</>;
  if (outcome.kind === 'notEnabled') return <NotEnabled reason={outcome.reason} />;
  const state = outcome.keepPath
    ? { nextPathname: location.pathname, nextSearch: location.search }
    : undefined;
  return <Navigate to={outcome.to} replace state={state} />;
}

export function Guard({ requirement, children }: GuardProps) {
  // No requirement admits everyone: nothing to wait for.
  if (requirement?.roles === undefined || requirement.roles === null) return <>{children}</>;
  return <CheckedGuard requirement={requirement}>{children}</CheckedGuard>;
}
