/**
 * The app's known names, declared to the engine (`KnownNames` in src/schema/types.ts), so tsc checks
 * every name a resource definition gives: roles and access keys (src/domain/roles.ts), icons (the
 * map in src/navigation/icons.ts), menu groups (src/navigation/types.ts), feature flags
 * (src/domain/feature-flags.ts) and resources (src/resource-names.gen.ts, generated from src/resources/).
 * Types only: nothing imports this file; tsc reads it with the rest of src/. (Inside `declare module`
 * the engine's own names are in scope, hence the alias.)
 */
import type { AccessKey, Role } from './domain/roles';
import type { FeatureFlagKey } from './domain/feature-flags';
import type { NavIconName } from './navigation/icons';
import type { NavGroupId } from './navigation/types';
import type { ResourceName as AppResourceName } from './resource-names.gen';

declare module './schema/types' {
  interface KnownNames {
    role: Role;
    permissionKey: AccessKey;
    icon: NavIconName;
    menuGroup: NavGroupId;
    featureFlag: FeatureFlagKey;
    resource: AppResourceName;
  }
}
