/**
 * A feature of the API is a folder, server/features/<name>/, whose `feature.ts` default-exports
 * `defineFeature({...})`: its own routes (declared with their access in the route table), the hooks it
 * adds to the engine's write path for the storages it cares about, and its demo records. The server
 * finds the folders at start (load.ts), as the app finds resource definitions: adding a feature is one
 * folder and no edit elsewhere (docs/adding-a-resource.md, "Adding a feature with its own routes").
 */
import type { Registry } from '../../src/schema/registry-core.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Db } from '../db/db.ts';
import type { Deps } from '../http/env.ts';
import type { StorageHooks } from '../resources/hooks.ts';
import type { Routes } from '../routing/route-table.ts';
import type { SeedRecord } from '../seed/seed-record.ts';

/** What a feature's routes are built with. */
export interface FeatureEnv {
  deps: Deps;
  /** The resources served (every file of src/resources/, or a test's fixtures). */
  definitions: readonly ResourceDefinition[];
  registry: Registry;
  /** Answers a request as the API would (a route that is another route's alias forwards to it). */
  dispatch: (request: Request) => Promise<Response>;
}

export interface FeatureSeed {
  /** Demo records, validated by their definitions and stored after the platform's own demo records. */
  records?: readonly SeedRecord[];
  /** Run once the demo's orders exist (e.g. the syncs a demo integration has run). */
  afterOrders?: (db: Db, definitions: readonly ResourceDefinition[]) => Promise<void>;
}

export interface FeatureSpec {
  /**
   * Declares the feature's routes (`routes.get(path, access, doc, handler)`), matched before the generic
   * resource routes (a fixed `/api/shifts/report` wins over `/:id`), in declaration order.
   */
  routes?: (routes: Routes, env: FeatureEnv) => void;
  /** Hooks on the write path by storage name (`definition.storage ?? definition.name`). */
  hooks?: Readonly<Record<string, StorageHooks>>;
  seed?: FeatureSeed;
}

export interface Feature extends FeatureSpec {
  /** The folder's name. */
  name: string;
}

export const defineFeature = (spec: FeatureSpec): FeatureSpec => spec;
