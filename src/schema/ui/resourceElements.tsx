/**
 * The registry as react-admin elements, for <Admin>'s children: one <Resource> per registration, named
 * by its URL path without the leading slash (`apps/setting/stores`), so react-admin's own sub-routes
 * give `/apps/setting/stores`, `/create`, `/:id`, `/:id/show`; and the SPEC's `:operation/:id?` URLs
 * (`/apps/setting/stores/edit/42`) redirecting to them.
 */
import type { ComponentType, ReactElement } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import type { Registry } from '../registry-core';
import type { ResourceDefinition, ViewName } from '../types';
import { overrideView } from './overrides';
import { ResourceCreate } from './ResourceCreate';
import { ResourceEdit } from './ResourceEdit';
import { ResourceList } from './ResourceList';
import { ResourceShow } from './ResourceShow';

const GENERATED: Record<ViewName, ComponentType> = { list: ResourceList, show: ResourceShow, edit: ResourceEdit, create: ResourceCreate };

/** SPEC operation words -> react-admin's sub-route (`:id` replaced by the record id). */
export const LEGACY_OPERATIONS: Readonly<Record<string, string>> = {
  new: 'create',
  add: 'create',
  edit: ':id',
  update: ':id',
  view: ':id/show',
  show: ':id/show',
  details: ':id/show',
};

function LegacyRedirect({ base, target }: { base: string; target: string }) {
  const { id } = useParams();
  return <Navigate replace to={`${base}/${target.replace(':id', encodeURIComponent(id ?? ''))}`} />;
}

function view(definition: ResourceDefinition, name: ViewName): ComponentType | undefined {
  if (definition.access[name === 'show' ? 'show' : name] === false) return undefined;
  return overrideView(definition.views?.[name], name) ?? GENERATED[name];
}

export function resourceElements(registry: Registry): ReactElement[] {
  const resources = registry.registrations.map(({ name, definition }) => (
    <Resource
      key={name}
      name={name}
      list={view(definition, 'list')}
      show={view(definition, 'show')}
      edit={view(definition, 'edit')}
      create={view(definition, 'create')}
      recordRepresentation={definition.representation}
    />
  ));
  const redirects = registry.registrations.flatMap(({ path }) =>
    Object.entries(LEGACY_OPERATIONS).map(([operation, target]) => (
      <Route
        key={`${path}/${operation}`}
        path={`${path}/${operation}${target.includes(':id') ? '/:id' : ''}`}
        element={<LegacyRedirect base={path} target={target} />}
      />
    )),
  );
  return [...resources, <CustomRoutes key="legacy-resource-routes">{redirects}</CustomRoutes>];
}
