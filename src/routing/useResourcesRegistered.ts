import { Children, Fragment, isValidElement, useLayoutEffect, type ReactNode } from 'react';
import { useResourceDefinitionContext, type ResourceDefinition } from 'react-admin';

type Registering = { registerResource: (props: object) => ResourceDefinition };

/** The definitions of the <Resource> elements among `routes` (fragments opened), as react-admin makes them. */
function definitionsOf(routes: ReactNode): ResourceDefinition[] {
  const definitions: ResourceDefinition[] = [];
  Children.forEach(routes, (element) => {
    if (!isValidElement<{ children?: ReactNode }>(element)) return;
    if (element.type === Fragment) definitions.push(...definitionsOf(element.props.children));
    const type = element.type as Partial<Registering> & { raName?: string };
    if (type.raName === 'Resource' && type.registerResource)
      definitions.push(type.registerResource(element.props));
  });
  return definitions;
}

/**
 * Registers the resources of `routes` (the signed-in app's, once loaded) as soon as they are known,
 * before react-admin's routes take them one effect later and render the opened view. react-admin
 * registers them only after that view's first render, and the new definitions then rendered the view
 * again (every button and link of a list reads them: a list's rows rendered twice before their first
 * paint). Its own registration finds the same definitions then and changes nothing.
 */
export function useResourcesRegistered(routes: ReactNode | undefined): void {
  const { register } = useResourceDefinitionContext();
  useLayoutEffect(() => {
    if (routes) definitionsOf(routes).forEach(register);
  }, [routes, register]);
}
