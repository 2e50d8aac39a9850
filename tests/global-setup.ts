/** Once per test run: the seeded database every test file's API server copies (server/testing/template.ts). */
import type { TestProject } from 'vitest/node';
import { makeTemplate, type TestTemplate } from '../server/testing/template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestTemplate;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  // Each project inherits this setup and the root's provided values: one template for all of them.
  if (!project.isRootProject()) return undefined;
  const { template, remove } = await makeTemplate();
  project.provide('testDatabaseTemplate', template);
  return remove;
}
