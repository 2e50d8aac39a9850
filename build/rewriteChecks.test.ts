import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBuild, checkInstalled } from './rewriteChecks';
import { REWRITES, virtualId, type Rewrite } from './rewrites';
import { ROOT } from './root';

/** A package as a rewrite sees it: one importer of a part, and the part. */
let root = '';
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'rewrite-checks-'));
  const dist = path.join(root, 'node_modules/some-ui/dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    path.join(dist, 'List.js'),
    "import { Part } from './Part.js';\nexport const List = () => Part();\n",
  );
  writeFileSync(path.join(dist, 'Part.js'), 'export const Part = () => null;\nexport default Part;\n');
  writeFileSync(path.join(dist, 'index.js'), "export * from './List.js';\n");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const rewrite = (more: Partial<Rewrite>): Rewrite => ({
  name: 'lazy-part',
  plugin: 'lazyListParts',
  why: 'a part that shows only on use',
  imports: [{ in: 'some-ui/dist/List.js', source: './Part.js' }],
  replacement: virtualId('lazy-part'),
  standIn: { module: 'src/LazyPart.tsx', exports: { Part: 'LazyPart' } },
  requires: [
    { file: 'some-ui/dist/List.js', contains: "import { Part }   from './Part.js';" },
    { file: 'some-ui/dist/Part.js', exports: 'Part' },
    { file: 'some-ui/dist/index.js', exports: 'List' },
  ],
  keepsOut: [{ module: /node_modules\/some-ui\/dist\/Part\.js$/, from: 'first list page' }],
  ...more,
});

describe('checkInstalled', () => {
  it('passes a rewrite whose files, text and exports are there', () => {
    expect(checkInstalled([rewrite({})], root)).toEqual([]);
  });

  it('fails a rewrite whose file is gone, naming the rewrite and the file', () => {
    const problems = checkInstalled(
      [rewrite({ requires: [{ file: 'some-ui/dist/Gone.js', exports: 'Part' }] })],
      root,
    );
    expect(problems).toEqual([
      'rewrite "lazy-part" (build/lazyListParts.ts): some-ui/dist/Gone.js is no longer in the installed package',
    ]);
  });

  it('fails a rewrite whose import site is gone, or no longer imports the specifier', () => {
    const gone = rewrite({ imports: [{ in: 'some-ui/dist/Table.js', source: './Part.js' }], requires: [] });
    const other = rewrite({ imports: [{ in: 'some-ui/dist/List.js', source: './Other.js' }], requires: [] });
    expect(checkInstalled([gone, other], root)).toEqual([
      'rewrite "lazy-part" (build/lazyListParts.ts): some-ui/dist/Table.js is no longer in the installed package',
      'rewrite "lazy-part" (build/lazyListParts.ts): some-ui/dist/List.js no longer imports \'./Other.js\'',
    ]);
  });

  it('fails a rewrite whose source text does not match', () => {
    const problems = checkInstalled(
      [rewrite({ requires: [{ file: 'some-ui/dist/List.js', contains: "import Part from './Part.js';" }] })],
      root,
    );
    expect(problems).toEqual([
      'rewrite "lazy-part" (build/lazyListParts.ts): some-ui/dist/List.js no longer holds: import Part from \'./Part.js\';',
    ]);
  });

  it('fails a rewrite whose export is gone, itself or behind export *', () => {
    const problems = checkInstalled(
      [
        rewrite({
          requires: [
            { file: 'some-ui/dist/Part.js', exports: 'OtherPart' },
            { file: 'some-ui/dist/index.js', exports: 'Part' },
          ],
        }),
      ],
      root,
    );
    expect(problems).toEqual([
      'rewrite "lazy-part" (build/lazyListParts.ts): some-ui/dist/Part.js no longer exports OtherPart',
      'rewrite "lazy-part" (build/lazyListParts.ts): some-ui/dist/index.js no longer exports Part',
    ]);
  });

  it('passes every rewrite of build/rewrites.ts on the installed packages', () => {
    expect(checkInstalled(REWRITES, ROOT)).toEqual([]);
  });
});

describe('checkBuild', () => {
  const list = '/app/node_modules/some-ui/dist/List.js';
  const part = '/app/node_modules/some-ui/dist/Part.js';
  const built = (listImports: string[], onList: string[]) => ({
    imports: { [list]: listImports, [part]: [], [virtualId('lazy-part')]: [] },
    rendered: {
      build: new Map([...onList, part].map((id) => [id, 'assets/vendor.js'])),
      'first list page': new Map(onList.map((id) => [id, 'assets/vendor.js'])),
    },
  });

  it('passes a rewrite resolved where it names, with what it keeps out not there', () => {
    expect(checkBuild([rewrite({})], built([virtualId('lazy-part')], [list]), '/app')).toEqual([]);
  });

  it('fails a rewrite whose import was left as it is, and the original on the page', () => {
    const problems = checkBuild([rewrite({})], built([part], [list, part]), '/app');
    expect(problems).toEqual([
      'rewrite "lazy-part" (build/lazyListParts.ts) was not applied: some-ui/dist/List.js imports \'./Part.js\' as it is',
      'rewrite "lazy-part" (build/lazyListParts.ts) keeps some-ui/dist/Part.js out of the first list page, but it is there (assets/vendor.js)',
    ]);
  });

  it('fails a rewrite no module resolved to, and one whose importer is not in the build', () => {
    const build = {
      imports: { [part]: [] },
      rendered: { build: new Map(), 'first list page': new Map() },
    };
    expect(checkBuild([rewrite({})], build, '/app')).toEqual([
      'rewrite "lazy-part" (build/lazyListParts.ts) was not applied: no module of the build resolved to \\0backoffice:rewrite:lazy-part',
      'rewrite "lazy-part" (build/lazyListParts.ts) matched nothing: the build has no some-ui/dist/List.js',
    ]);
  });
});
