import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_COMMIT, demoSource, installDemo } from '../bench/demo.ts';

const PATCH = path.resolve(import.meta.dirname, '../bench/demo.patch');

/** The files bench/demo.patch changes or adds, with the lines it adds and removes in each. */
async function patchedFiles(): Promise<Map<string, { added: string[]; removed: string[] }>> {
  const files = new Map<string, { added: string[]; removed: string[] }>();
  let current = { added: [] as string[], removed: [] as string[] };
  for (const line of (await readFile(PATCH, 'utf8')).split('\n')) {
    const file = /^\+\+\+ b\/(.+)$/.exec(line)?.[1];
    if (file) files.set(file, (current = { added: [], removed: [] }));
    else if (line.startsWith('--- ')) continue;
    else if (line.startsWith('+')) current.added.push(line.slice(1));
    else if (line.startsWith('-')) current.removed.push(line.slice(1));
  }
  return files;
}

describe("react-admin's demo for the bench (issue 41)", () => {
  it('is cached outside the repository by commit, unless BENCH_CACHE and BENCH_DEMO_GIT say otherwise', () => {
    const fallback = demoSource({});
    expect(fallback.git).toBe('https://github.com/marmelab/react-admin.git');
    expect(fallback.cacheDir).toBe(
      path.join(os.homedir(), '.cache/backoffice-bench', `react-admin-demo-${DEMO_COMMIT}`),
    );
    expect(demoSource({ BENCH_CACHE: '/tmp/demo', BENCH_DEMO_GIT: '/srv/react-admin.git' })).toEqual({
      git: '/srv/react-admin.git',
      cacheDir: '/tmp/demo',
    });
  });

  it('is patched with exact versions, without the fake delay and the visualizer, and nothing else', async () => {
    const files = await patchedFiles();
    expect([...files.keys()].sort()).toEqual([
      'package-lock.json',
      'package.json',
      'src/fakeServer/rest.ts',
      'vite.config.ts',
    ]);
    const versions = files
      .get('package.json')!
      .added.map((line) => /^\s+"([^"]+)": "([^"]+)",?$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null);
    expect(versions.length).toBeGreaterThan(30);
    for (const [, name, version] of versions) expect(`${name} ${version}`).toMatch(/ \d+\.\d+\.\d+$/);
    expect(versions.find(([, name]) => name === 'react-admin')?.[2]).toMatch(/^5\.15\.\d+$/);
    const added = [...files.values()].flatMap((file) => file.added).join('\n');
    expect(added).not.toMatch(/withDelay|visualizer/);
    expect(files.get('src/fakeServer/rest.ts')!.removed.join('\n')).toContain('withDelay(300)');
    expect(files.get('vite.config.ts')!.removed.join('\n')).toContain('visualizer(');
  });

  it('says why when its source cannot be reached, and leaves no stamp of a finished install', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'bench-demo-'));
    try {
      await expect(
        installDemo({ git: path.join(cacheDir, 'no-such-repository'), cacheDir }, () => undefined),
      ).rejects.toThrow(/git fetch .* exited with 128: fatal: .*no-such-repository/);
      await expect(readFile(path.join(cacheDir, '.bench-prepared'), 'utf8')).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });

  it('never empties a folder that is not its cache', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'bench-demo-'));
    try {
      await writeFile(path.join(cacheDir, 'notes.txt'), 'mine');
      await expect(
        installDemo({ git: path.join(cacheDir, 'no-such-repository'), cacheDir }, () => undefined),
      ).rejects.toThrow(/neither empty nor the bench's demo cache/);
      expect(await readFile(path.join(cacheDir, 'notes.txt'), 'utf8')).toBe('mine');
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});
