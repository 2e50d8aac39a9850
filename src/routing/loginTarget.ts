/** Where a successful sign-in goes: the saved path (SPEC 4, "Route guard"), else '/' and the role's landing. */
import { isReturnPath } from './appRoutes';

interface ReturnState {
  nextPathname?: unknown;
  nextSearch?: unknown;
}

export function loginTarget(state: unknown): string {
  const { nextPathname, nextSearch } = (state ?? {}) as ReturnState;
  if (typeof nextPathname !== 'string' || nextPathname === '/' || !isReturnPath(nextPathname)) return '/';
  return `${nextPathname}${typeof nextSearch === 'string' ? nextSearch : ''}`;
}
