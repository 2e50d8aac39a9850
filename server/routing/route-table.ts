/**
 * The one way to declare an API route: its method, path, access (access.ts) and a one-line summary,
 * recorded in one table that mounts every route on the app. The table is what the role-by-route tests,
 * the fuzz suite and /api/openapi.json read, so a route added in a feature's folder is listed, guarded,
 * fuzzed and described without an edit elsewhere. Public routes are mounted before the authentication of
 * /api/*, the rest after it; a handler runs only once its access check has passed, the feature it
 * belongs to is on for the caller's organization (server/feature-flags) and the tables follow the
 * definitions.
 */
import type { Context, Hono } from 'hono';
import type { LoginRefusal } from '../../src/domain/roles.ts';
import type { Registry } from '../../src/schema/registry-core.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import { authenticate } from '../http/auth-middleware.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { ensureSchema } from '../storage/sync.ts';
import { checkRequestValues } from './params.ts';
import { featureFlagsFor } from '../feature-flags/store.ts';
import { apiError } from '../resources/api-errors.ts';
import { accessCheck, featureOf, isPublic, resourcesOf, type Access, type Granted } from './access.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDoc {
  /** What the route does, in a line (English: the OpenAPI document's language). */
  summary: string;
  /** Query parameters it reads, with a line each. */
  query?: Readonly<Record<string, string>>;
  /** The body it takes, in a line (JSON unless it says otherwise). */
  body?: string;
  /** The resource whose record (or list of records) it answers, for the document's schema. */
  answers?: string;
}

export interface RouteEntry extends RouteDoc {
  method: Method;
  path: string;
  access: Access;
  /** The feature (server/features/<name>) or part of the platform that declares it. */
  owner: string;
}

type PublicHandler = (c: Context<AppEnv>) => Response | Promise<Response>;
type GuardedHandler = (c: Context<AppEnv>, granted: Granted) => Response | Promise<Response>;

interface Declared extends RouteEntry {
  handler: PublicHandler | GuardedHandler;
}

/** Declares routes for one owner; `table.mount` registers all of them. */
export interface Routes {
  readonly registry: Registry;
  get(path: string, access: { public: string }, doc: RouteDoc | string, handler: PublicHandler): void;
  get(
    path: string,
    access: Exclude<Access, { public: string }>,
    doc: RouteDoc | string,
    handler: GuardedHandler,
  ): void;
  post(path: string, access: { public: string }, doc: RouteDoc | string, handler: PublicHandler): void;
  post(
    path: string,
    access: Exclude<Access, { public: string }>,
    doc: RouteDoc | string,
    handler: GuardedHandler,
  ): void;
  put(
    path: string,
    access: Exclude<Access, { public: string }>,
    doc: RouteDoc | string,
    handler: GuardedHandler,
  ): void;
  delete(
    path: string,
    access: Exclude<Access, { public: string }>,
    doc: RouteDoc | string,
    handler: GuardedHandler,
  ): void;
}

export class RouteTable {
  private readonly declared: Declared[] = [];

  constructor(
    readonly registry: Registry,
    private readonly definitions: readonly ResourceDefinition[],
  ) {}

  /** Every route declared, in the order they are matched. */
  get entries(): readonly RouteEntry[] {
    return this.ordered().map(({ handler: _handler, ...entry }) => entry);
  }

  /** The declarations of `owner`; a route naming a resource that is not served is left out. */
  routesOf(owner: string): Routes {
    const add =
      (method: Method) =>
      (path: string, access: Access, doc: RouteDoc | string, handler: PublicHandler | GuardedHandler) => {
        if (resourcesOf(access).some((name) => !this.registry.get(name))) return;
        const described = typeof doc === 'string' ? { summary: doc } : doc;
        this.declared.push({ method, path, access, owner, ...described, handler });
      };
    return {
      registry: this.registry,
      get: add('GET'),
      post: add('POST'),
      put: add('PUT'),
      delete: add('DELETE'),
    } as Routes;
  }

  /** Public routes first (in declaration order), then the authentication of /api/*, then the rest. */
  private ordered(): Declared[] {
    return [
      ...this.declared.filter((d) => isPublic(d.access)),
      ...this.declared.filter((d) => !isPublic(d.access)),
    ];
  }

  mount(app: Hono<AppEnv>, deps: Deps): void {
    const refusedPaths = this.refusedPaths();
    const signIn = authenticate(deps, refusedPaths);
    let authenticated = false;
    // The tables follow the definitions before a route reads them (server/storage/sync.ts; once per process).
    const schema = () => ensureSchema(deps.db, this.definitions);
    for (const route of this.ordered()) {
      const { access, handler } = route;
      if (isPublic(access)) {
        app.on(route.method, route.path, async (c) => {
          checkRequestValues(c);
          await schema();
          return (handler as PublicHandler)(c);
        });
        continue;
      }
      if (!authenticated) {
        app.use('/api/*', signIn);
        authenticated = true;
      }
      const check = accessCheck(this.registry, access);
      const feature = featureOf(this.registry, access);
      const guarded = async (c: Context<AppEnv>) => {
        const granted = check(c);
        checkRequestValues(c);
        await schema();
        if (feature && !(await featureFlagsFor(deps.db, granted.organizationId))[feature])
          throw apiError(403, 'errors.feature_disabled');
        return (handler as GuardedHandler)(c, granted);
      };
      // Outside /api (the upload addresses SPEC 7 names) the route signs its caller in itself.
      if (route.path.startsWith('/api/')) app.on(route.method, route.path, guarded);
      else app.on(route.method, route.path, signIn, guarded);
    }
    if (!authenticated) app.use('/api/*', signIn);
  }

  /** The paths users the back office refuses may still call, by refusal (static paths only). */
  private refusedPaths(): Map<LoginRefusal, Set<string>> {
    const paths = new Map<LoginRefusal, Set<string>>();
    for (const { access, path } of this.declared) {
      if (!('signedIn' in access) || !access.refused) continue;
      if (path.includes(':') || path.includes('*'))
        throw new Error(`A route open to refused users needs a fixed path: ${path}`);
      for (const refusal of access.refused) {
        const set = paths.get(refusal) ?? new Set<string>();
        set.add(path);
        paths.set(refusal, set);
      }
    }
    return paths;
  }
}
