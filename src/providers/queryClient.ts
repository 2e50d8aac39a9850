import { QueryClient } from '@tanstack/react-query';

/** The authProvider's questions that one /userinfo answer settles, as react-admin keys them. */
const SESSION_QUESTIONS = ['checkAuth', 'canAccess', 'getPermissions', 'getIdentity'] as const;

/**
 * react-admin's query client, but with the session check, access checks, permissions and the identity
 * kept until something invalidates them (a refresh, which entering or leaving an organization does; a
 * logout clears everything). With react-query's default every view's mount asked them again, and each
 * answer re-rendered react-admin's routes, the layout and the open view: twice per question (its
 * refetch starting and ending), the list with its rows after its first paint. All four come from the one
 * /userinfo answer the authProvider keeps per access token; an expired token is renewed by the
 * httpClient before the request that needs it.
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient();
  for (const question of SESSION_QUESTIONS)
    queryClient.setQueryDefaults(['auth', question], { staleTime: Infinity });
  return queryClient;
}
