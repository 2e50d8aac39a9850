/**
 * What the app hands the engine: its registry and its resources' components (a fixture registry in
 * tests). The engine imports nothing of the app; every generated view reads these through the hooks
 * below, so they must render inside <EngineProvider>.
 */
import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { useResourceContext } from 'react-admin';
import type { Registry } from '../registry-core';
import type { ResourceDefinition } from '../types';
import type { ComponentIndex } from './components';

interface Engine {
  registry: Registry;
  components: ComponentIndex;
  /** The feature flags that are on (a definition's `featureFlag`); a resource whose flag is off opens `notEnabled`. */
  flags?: Readonly<Record<string, boolean>>;
  notEnabled?: ReactElement;
}

const EngineContext = createContext<Engine | null>(null);
const NO_COMPONENTS: ComponentIndex = new Map();

export function EngineProvider({
  registry,
  components = NO_COMPONENTS,
  flags,
  notEnabled,
  children,
}: {
  registry: Registry;
  components?: ComponentIndex;
  flags?: Readonly<Record<string, boolean>>;
  notEnabled?: ReactElement;
  children: ReactNode;
}) {
  // One value while the registry, components and flags stay: a new object per render of the shell would
  // re-render every reader (each menu entry, each generated view) with it.
  const engine = useMemo(
    () => ({ registry, components, flags, notEnabled }),
    [registry, components, flags, notEnabled],
  );
  return <EngineContext.Provider value={engine}>{children}</EngineContext.Provider>;
}

function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('The generated views need <EngineProvider registry={...}> around <Admin>');
  return engine;
}

export const useRegistry = (): Registry => useEngine().registry;

/** The registry and the components where the engine is there (the shell renders without it in tests), else null. */
export const useEngineIfAny = (): Engine | null => useContext(EngineContext);

/** What a resource's views show instead of themselves while its feature flag is off; null while it is on. */
export function useFlagRefusal(resource: string): ReactElement | null {
  const { registry, flags, notEnabled } = useEngine();
  const flag = registry.get(resource)?.featureFlag;
  return flag && flags?.[flag] === false ? (notEnabled ?? <></>) : null;
}

/** The client components of the app's resources (see components.ts). */
export const useComponentIndex = (): ComponentIndex => useEngine().components;

/** The definition of the current react-admin resource and its react-admin name. */
export function useDefinition(): { name: string; definition: ResourceDefinition } {
  const name = useResourceContext();
  const definition = useRegistry().get(name ?? '');
  if (!name || !definition) throw new Error(`No resource definition for "${name}"`);
  return { name, definition };
}

/** The react-admin name of a referenced resource, in the current area where it is registered there. */
export function useReferenceName(target: string): string {
  const registry = useRegistry();
  const { name } = useDefinition();
  return registry.registrationFor(target, name.split('/')[1])?.name ?? target;
}
