/**
 * Custom components that replace one generated view of a resource, by key: a resource file (plain data,
 * no React) names a key, `views: { list: 'store-map' }`, and the component is registered here. This file
 * is read by resourceElements at start, so it lives in the entry: register each view lazily, so the
 * component and what it imports load only when its page opens:
 *   'store-map': lazy(() => import('./StoreMap').then((module) => ({ default: module.StoreMap }))),
 * Overrides of one field or one row action (read only by the generated views) are in overrides.ts.
 */
import type { ComponentType } from 'react';
import type { ViewName } from '../types';

/** Keys -> components, each a `lazy(() => import(...))`. */
export const viewOverrides: Record<string, ComponentType> = {};

export function overrideView(key: string | undefined, view: ViewName): ComponentType | undefined {
  if (!key) return undefined;
  const component = viewOverrides[key];
  if (!component) throw new Error(`No component "${key}" for the ${view} view in src/schema/ui/viewOverrides.ts`);
  return component;
}
