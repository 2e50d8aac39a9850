/** The registry the generated views read; the app's by default, a fixture registry in tests. */
import { createContext, useContext, type ReactNode } from 'react';
import { useResourceContext } from 'react-admin';
import { registry as appRegistry } from '../../resources/registry';
import type { Registry } from '../registry-core';
import type { ResourceDefinition } from '../types';

const RegistryContext = createContext<Registry>(appRegistry);

export function RegistryProvider({ registry, children }: { registry: Registry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export const useRegistry = (): Registry => useContext(RegistryContext);

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
