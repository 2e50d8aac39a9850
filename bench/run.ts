/**
 * `npm run bench` (issue 6, DESIGN.md 8): builds the app, starts the reference API and the built app
 * on a free local port with a fresh database holding one large organization, and measures what the
 * budgets speak of. It prints a table and writes bench/results.json. It reports; it never fails on a
 * figure over budget (exit 0), only when it could not measure (exit 1).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resourceDefinitions } from '../server/resources/definitions.ts';
import type { ResourceDefinition } from '../src/schema/types.ts';
import { listUrl, loadList, passwordToken, type ListRequest } from './api-load.ts';
import {
  CHROMIUM_PATH,
  chromiumVersion,
  foreignRequests,
  launch,
  linkedTarget,
  listPageJs,
  loginPageJs,
  signIn,
  timedRun,
  type AppUnderTest,
  type ListTarget,
  type LoadedJs,
  type RunTimes,
} from './browser.ts';
import { buildApp, entryKey, jsGzipOf, kb, ROOT, scratchDir, staticClosure } from './build.ts';
import { pairedBuilds, type BuildPair } from './build-pairs.ts';
import { timedViteBuild } from './command.ts';
import { IMPORT_ROWS, measureCatalogue, timeImport } from './catalogue.ts';
import { floorApp, prepareFloor, type RunningFloor } from './floor.ts';
import {
  buildDemo,
  DEMO_COMMIT,
  DEMO_LOGIN_PATH,
  demoApp,
  demoSource,
  installDemo,
  serveDemo,
  type RunningDemo,
} from './demo.ts';
import { prepareLargeOrganization } from './large-org.ts';
import { fillOrders, measureOrders } from './orders.ts';
import { timeExport, yearOfOrdersUrl } from './export.ts';
import { measureReports, REPORT_BUDGETS_MS, topUpOrderLines } from './reports.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';
import { createFreshDatabase } from '../server/testing/fresh-database.ts';
import { entryComposition } from './composition.ts';
import { formatTable, type Figure } from './report.ts';
import { memoryOf, startServer, type RunningServer } from './server.ts';
import {
  formatSideBySide,
  GOALS,
  median,
  pairedFigure,
  pairedRatio,
  statusOfRow,
  verdictOf,
  type SideBySideRow,
} from './side-by-side.ts';
import { formatColdLoadTrace, mainThreadBeyondFloor, traceColdLoad } from './trace.ts';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
/** The second list whose cold load the side-by-side times (issue 41: "the stores list and the products list"). */
const SECOND_LIST = 'stores';
/** Products of the catalogue bench (issue 13); 0 leaves the catalogue out. */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 7));
/** Pairs of production builds, ours (as `npm run build`) and the demo's, the order alternating. */
const BUILD_PAIRS = Math.max(3, Number(process.env.BENCH_BUILD_PAIRS ?? 3));
/** Orders of the orders bench on PostgreSQL (issue 14); 0 leaves it out. */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
/** Order lines the reports bench tops the orders up to by copying them (issue 15; bench/reports.ts). */
const ORDER_LINES = Number(process.env.BENCH_ORDER_LINES ?? 10_000_000);
const ORGANIZATION = 'org-kaffebaren';
const USER = 'admin@kaffebaren.test';
const PASSWORD = 'Demo1234!';

/** DESIGN.md section 8 (sizes in KiB: 1024 bytes). */
const BUDGET = { jsLoginKb: 250, jsListKb: 300, coldLoadMs: 700, listToListMs: 150, apiP95Ms: 30 };
const log = (line: string) => console.log(line);
const round = (n: number) => Math.round(n);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];
const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

/** One pair of timed runs, ours and the demo's (and the floor's, bench/floor.ts), in turning order. */
interface Pair {
  loadAverage: number[];
  order: string;
  ours: RunTimes;
  /** Ours, cold on the second list issue 41 names (the stores list), right after ours. */
  oursSecond: RunTimes | null;
  demo: RunTimes | null;
  floor: RunTimes | null;
}

type Side = 'ours' | 'demo' | 'floor';
/** Each side first, in the middle and last as often as the runs allow. */
const SIDE_ORDERS: readonly (readonly Side[])[] = [
  ['ours', 'demo', 'floor'],
  ['demo', 'floor', 'ours'],
  ['floor', 'ours', 'demo'],
  ['ours', 'floor', 'demo'],
  ['demo', 'ours', 'floor'],
  ['floor', 'demo', 'ours'],
];

/** The demo's JS figures, measured in the same browser as ours. */
interface DemoJs {
  login: LoadedJs;
  list: LoadedJs;
}

/**
 * Runs ours, the demo's and the floor's cold load and menu moves RUNS times, the order turning, each in a
 * fresh context. A failed run of the demo or the floor costs its pair's ratios, not the bench.
 */
async function timedPairs(
  browser: Awaited<ReturnType<typeof launch>>,
  apps: { ours: AppUnderTest; demo: AppUnderTest | null; floor: AppUnderTest | null },
  oursSecond: AppUnderTest | null,
): Promise<Pair[]> {
  const pairs: Pair[] = [];
  const line = (who: string, times: RunTimes, other: ListTarget | undefined) =>
    `    ${who}: cold ${round(times.coldLoadMs)} ms, to ${other?.name ?? '-'} ${times.moveMs === null ? '-' : round(times.moveMs)} ms, back ${times.moveBackMs === null ? '-' : round(times.moveBackMs)} ms`;
  for (let run = 0; run < RUNS; run += 1) {
    const pairLoad = loadAverage();
    const order = SIDE_ORDERS[run % SIDE_ORDERS.length]!.filter((side) => apps[side]);
    log(
      apps.demo
        ? `  pair ${run + 1} (load average ${pairLoad.join(' ')}; ${order.join(', ')})`
        : `  run ${run + 1} (load average ${pairLoad.join(' ')}; no demo)`,
    );
    const times: Record<Side, RunTimes | null> = { ours: null, demo: null, floor: null };
    let second: RunTimes | null = null;
    for (const side of order) {
      const app = apps[side]!;
      if (side === 'ours') {
        times.ours = await timedRun(browser, app);
        log(line(side, times.ours, app.other));
        if (oursSecond) {
          second = await timedRun(browser, oursSecond);
          log(`    ours: cold ${round(second.coldLoadMs)} ms on ${oursSecond.list.name}`);
        }
        continue;
      }
      try {
        times[side] = await timedRun(browser, app);
      } catch (error) {
        log(`    ${side}: run failed (${messageOf(error)})`);
        continue;
      }
      log(line(side, times[side]!, app.other));
    }
    pairs.push({
      loadAverage: pairLoad,
      order: order.join(', '),
      ours: times.ours!,
      oursSecond: second,
      demo: times.demo,
      floor: times.floor,
    });
  }
  return pairs;
}

/** Issue 41's figures, ours beside the demo's (null: the demo could not be prepared or measured). */
function sideBySideRows(
  pairs: readonly Pair[],
  ours: { loginJs: LoadedJs; listJs: LoadedJs },
  demo: { js: DemoJs } | null,
  builds: readonly BuildPair[],
  floorListJs: LoadedJs | null,
  [firstList, secondList]: readonly [string, string | null],
): SideBySideRow[] {
  const timed = (
    key: 'coldLoadMs' | 'moveMs' | 'moveBackMs',
    oursOf: (pair: Pair) => RunTimes | null = (pair) => pair.ours,
  ) => {
    const floor = pairedFigure(
      pairs.map((p) => [p.floor?.[key] ?? null, p.demo?.[key] ?? null] as const),
      round,
    );
    return {
      ...pairedFigure(
        pairs.map((p) => [oursOf(p)?.[key] ?? null, p.demo?.[key] ?? null] as const),
        round,
      ),
      floor: floor.ours,
      floorRatio: floor.ratio,
      oursToFloor: pairedRatio(pairs.map((p) => [oursOf(p)?.[key] ?? null, p.floor?.[key] ?? null] as const)),
    };
  };
  const js = (pick: (js: { loginJs: LoadedJs; listJs: LoadedJs }) => number) =>
    pairedFigure([[pick(ours), demo ? pick({ loginJs: demo.js.login, listJs: demo.js.list }) : null]], kb);
  const listJs = (pick: (js: LoadedJs) => number) => {
    const floor = pairedFigure(
      [[floorListJs ? pick(floorListJs) : null, demo ? pick(demo.js.list) : null]],
      kb,
    );
    return {
      ...js((j) => pick(j.listJs)),
      floor: floor.ours,
      floorRatio: floor.ratio,
      oursToFloor: pairedRatio([[pick(ours.listJs), floorListJs ? pick(floorListJs) : null]]),
    };
  };
  const hundredths = (n: number) => Math.round(n * 100) / 100;
  const second = secondList
    ? [
        {
          key: 'coldLoadSecond',
          label: `Cold load to the first row, ${secondList}`,
          unit: 'ms',
          ...timed('coldLoadMs', (pair) => pair.oursSecond),
          goal: { on: 'ratio', max: GOALS.coldLoad },
        } satisfies SideBySideRow,
      ]
    : [];
  return [
    {
      key: 'coldLoad',
      label: `Cold load to the first row, ${firstList}`,
      unit: 'ms',
      ...timed('coldLoadMs'),
      goal: { on: 'ratio', max: GOALS.coldLoad },
    },
    ...second,
    {
      key: 'move',
      label: 'Menu move to another list, first visit',
      unit: 'ms',
      ...timed('moveMs'),
      goal: { on: 'ratio', max: GOALS.move },
    },
    {
      key: 'moveBack',
      label: 'Back to the visited list',
      unit: 'ms',
      ...timed('moveBackMs'),
      goal: { on: 'ratio', max: GOALS.moveBack },
    },
    { key: 'jsLogin', label: 'JS before login, gzip', unit: 'KiB', ...js((j) => j.loginJs.gzip) },
    { key: 'jsLoginSent', label: 'JS before login, as sent', unit: 'KiB', ...js((j) => j.loginJs.sent) },
    {
      key: 'jsList',
      label: 'JS for the first list page, gzip',
      unit: 'KiB',
      ...listJs((j) => j.gzip),
      goal: { on: 'ours', max: GOALS.jsListKb },
    },
    {
      key: 'jsListSent',
      label: 'JS for the first list page, as sent',
      unit: 'KiB',
      ...listJs((j) => j.sent),
    },
    {
      key: 'build',
      label: 'Production build, wall time',
      unit: 's',
      ...pairedFigure(
        builds.map((p) => [p.oursSeconds, p.demoSeconds] as const),
        hundredths,
      ),
      goal: { on: 'ratio', max: GOALS.build },
    },
  ];
}

function listRequestOf(definition: ResourceDefinition): ListRequest {
  return {
    api: definition.api,
    sort: definition.list?.sort ?? { field: 'createdAt', order: 'DESC' },
    perPage: definition.list?.perPage ?? 25,
  };
}

/** The list of a resource with the text of its first row, read from the API as the bench user. */
async function listTarget(
  baseUrl: string,
  token: string,
  definition: ResourceDefinition,
): Promise<ListTarget | undefined> {
  const route = definition.routes[0];
  // The first row is found by its name on the page: the list must show that column.
  if (!route || !definition.fields[definition.representation]?.listed) return undefined;
  const response = await fetch(listUrl(baseUrl, listRequestOf(definition), 0), {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) return undefined;
  const [first] = (await response.json()) as Record<string, unknown>[];
  const text = first?.[definition.representation];
  if (text === undefined || text === null || text === '') return undefined;
  return { name: definition.name, path: route.path, firstRowText: String(text) };
}

/**
 * The API load on a PostgreSQL server (BENCH_POSTGRES_URL: a connection whose role may create
 * databases): a fresh database with the same large organization, an API process on it, 20 clients.
 */
async function postgresLoad(staticDir: string, resource: ResourceDefinition) {
  const adminUrl = process.env.BENCH_POSTGRES_URL;
  if (!adminUrl) {
    log('  PostgreSQL: not measured (set BENCH_POSTGRES_URL)');
    return null;
  }
  const fresh = await createFreshDatabase(adminUrl);
  let pgServer: RunningServer | undefined;
  try {
    log(`  PostgreSQL: filling ${new URL(fresh.url).pathname.slice(1)}`);
    const org = await prepareLargeOrganization('', RECORDS, ORGANIZATION, log, fresh.url, PRODUCTS);
    if (org.resource.name !== resource.name)
      throw new Error(`bench: PostgreSQL chose ${org.resource.name}, PGlite ${resource.name}`);
    pgServer = await startServer(staticDir, '', 120_000, fresh.url);
    const token = await passwordToken(pgServer.baseUrl, USER, PASSWORD);
    const load = await loadList(pgServer.baseUrl, token, listRequestOf(resource), 20, 10);
    log(`  PostgreSQL: ${load.requests} requests, ${load.errors} errors, p95 ${load.p95Ms} ms`);
    const catalogue = PRODUCTS > 0 ? await catalogueFigures(pgServer.baseUrl, token, 'PostgreSQL') : null;
    const orders = ORDERS > 0 ? await ordersFigures(fresh.url, pgServer, token) : null;
    return { ...load, catalogue, orders };
  } finally {
    await pgServer?.stop();
    await fresh.drop();
  }
}

/**
 * ORDERS orders more in the PostgreSQL database, then the orders page's requests (bench/orders.ts) at 20
 * and at 5 clients; then the orders copied up to ORDER_LINES lines and the statistics' requests
 * (bench/reports.ts).
 */
async function ordersFigures(databaseUrl: string, server: RunningServer, token: string) {
  const { baseUrl } = server;
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
  let db = await openDatabase(config, false);
  let filled;
  try {
    filled = await fillOrders(db, ORDERS, log);
  } finally {
    await db.close();
  }
  log(`  PostgreSQL orders: ${filled.orders} written in ${filled.seconds.toFixed(1)} s`);
  const requests = [
    ...(await measureOrders(baseUrl, token, filled.sample, 20)).map((r) => ({ ...r, clients: 20 })),
    ...(await measureOrders(baseUrl, token, filled.sample, 5)).map((r) => ({ ...r, clients: 5 })),
  ];
  for (const r of requests)
    log(
      `  PostgreSQL orders: ${r.label}, ${r.clients} clients: p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, ${r.errors} errors`,
    );
  db = await openDatabase(config, false);
  let topped;
  try {
    topped = await topUpOrderLines(db, ORDER_LINES, log);
  } finally {
    await db.close();
  }
  log(
    `  PostgreSQL reports: ${topped.lines} order lines (${topped.copies} copies in ${topped.seconds.toFixed(0)} s)`,
  );
  const reports = await measureReports(baseUrl, token);
  for (const r of reports)
    log(`  PostgreSQL reports: ${r.label}: p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, ${r.errors} errors`);
  const exported = await timeExport(
    fetch,
    yearOfOrdersUrl(baseUrl),
    token,
    async () => (await memoryOf(server.pid)).rssMb,
  );
  log(
    `  PostgreSQL export: a year of orders, ${exported.rows} rows in ${exported.seconds.toFixed(1)} s (${exported.rowsPerSecond} rows/s), API memory ${exported.rssBeforeMb} MB before, ${exported.rssPeakMb} MB at most`,
  );
  return { orders: filled.orders, requests, lines: topped.lines, reports, exported };
}

/** The orders bench's figures (the day list against the API budget, the detail against 20 ms) and the reports'. */
function ordersRows(figures: Awaited<ReturnType<typeof ordersFigures>> | null): Figure[] {
  if (!figures) return [];
  return [
    ...figures.requests.map((r, i) => ({
      key: `ordersPg${i}`,
      label: `PostgreSQL: ${r.label} p95 (${figures.orders} more orders, ${r.clients} clients)`,
      value: r.p95Ms,
      unit: 'ms',
      budget: i % 2 === 0 ? BUDGET.apiP95Ms : 20,
    })),
    ...figures.reports.map((r, i) => ({
      key: `reportsPg${i}`,
      label: `PostgreSQL: ${r.label} p95 (${figures.lines} order lines, one user)`,
      value: r.p95Ms,
      unit: 'ms',
      budget: REPORT_BUDGETS_MS[i],
    })),
    {
      key: 'exportPg',
      label: `PostgreSQL: a year's orders exported as CSV, per row (${figures.exported.rows} rows; 20 µs is 50,000 rows/s)`,
      value: Math.round(1e7 / figures.exported.rowsPerSecond) / 10,
      unit: 'µs',
      budget: 20,
    },
    {
      key: 'exportPgMemory',
      label: "PostgreSQL: the API's memory growth during that export",
      value:
        figures.exported.rssPeakMb === null || figures.exported.rssBeforeMb === null
          ? null
          : figures.exported.rssPeakMb - figures.exported.rssBeforeMb,
      unit: 'MB',
    },
  ];
}

/** The catalogue's requests and a 10,000-row import against one API (bench/catalogue.ts). */
async function catalogueFigures(baseUrl: string, token: string, where: string) {
  const requests = await measureCatalogue(baseUrl, token, PRODUCTS);
  for (const r of requests)
    log(`  ${where} catalogue: ${r.label}: p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, ${r.errors} errors`);
  const imported = await timeImport(baseUrl, token, PRODUCTS);
  log(
    `  ${where} import of ${IMPORT_ROWS} rows: dry run ${imported.dryRunSeconds} s, import ${imported.importSeconds} s (${imported.created} created, ${imported.failed} failed)`,
  );
  return { requests, imported };
}

/** The catalogue's figures: each request's p95 against the API budget, the import against 10 s. */
function catalogueRows(
  where: string,
  key: string,
  figures: Awaited<ReturnType<typeof catalogueFigures>> | null,
): Figure[] {
  if (!figures) return [];
  return [
    ...figures.requests.map((r, i) => ({
      key: `catalogue${key}${i}`,
      label: `${where}: ${r.label} p95 (${PRODUCTS} products, 5 clients)`,
      value: r.p95Ms,
      unit: 'ms',
      budget: BUDGET.apiP95Ms,
    })),
    {
      key: `catalogue${key}DryRun`,
      label: `${where}: dry run of a ${IMPORT_ROWS}-row import`,
      value: figures.imported.dryRunSeconds,
      unit: 's',
      budget: 10,
    },
    {
      key: `catalogue${key}Import`,
      label: `${where}: import of ${IMPORT_ROWS} rows`,
      value: figures.imported.importSeconds,
      unit: 's',
      budget: 10,
    },
  ];
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadAtStart = loadAverage();
  const outDir = scratchDir('dist');
  const cliOutDir = scratchDir('dist-cli');
  const demoOutDir = scratchDir('demo-dist');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'backoffice-bench-db-'));
  let server: RunningServer | undefined;
  let demo: RunningDemo | null = null;
  let floor: RunningFloor | null = null;
  let browser: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    log(`1/6 building the app into ${path.relative(ROOT, outDir)}`);
    const built = await buildApp(outDir);
    const entry = entryKey(built.manifest);
    const entryKeys = staticClosure(built.manifest, [entry]);
    const entryJs = await jsGzipOf(outDir, built.manifest, entryKeys);
    log(
      `  ${built.seconds.toFixed(1)} s; entry + static imports: ${entryJs.files.length} files, ${kb(entryJs.gzip)} KiB gzip`,
    );
    const source = demoSource();
    log(`  react-admin's demo at ${DEMO_COMMIT.slice(0, 9)} (cache ${source.cacheDir})`);
    let demoProblem: string | null = null;
    let demoInstalled = false;
    try {
      demoInstalled = await installDemo(source, log);
    } catch (error) {
      demoProblem = `could not be prepared: ${messageOf(error)}`;
      log(`  demo ${demoProblem}; the side-by-side ratios are skipped`);
    }
    log(
      `  the production build as \`npm run build\` runs it, ${BUILD_PAIRS} times${demoProblem ? '' : " in pairs with the demo's"}, each into a clean folder`,
    );
    const builds = await pairedBuilds(
      BUILD_PAIRS,
      () => timedViteBuild(path.join(ROOT, 'node_modules/.bin/vite'), ROOT, cliOutDir),
      demoProblem ? null : () => buildDemo(source, demoOutDir),
      { loadAverage, log },
    );
    await rm(cliOutDir, { recursive: true, force: true });
    if (builds.demoFailure) {
      demoProblem = `could not be built: ${builds.demoFailure}`;
      log(`  demo ${demoProblem}; the side-by-side ratios are skipped`);
    } else if (!demoProblem) {
      try {
        demo = await serveDemo(source, demoOutDir);
        log(`  demo served on ${demo.baseUrl}`);
      } catch (error) {
        demoProblem = `could not be served: ${messageOf(error)}`;
        log(`  demo ${demoProblem}; the side-by-side ratios are skipped`);
      }
    }

    try {
      floor = await prepareFloor();
      log(`  react-admin's floor (bench/floor/main.tsx) served on ${floor.baseUrl}`);
    } catch (error) {
      log(`  the floor could not be prepared (${messageOf(error)}); its ratios are skipped`);
    }

    log(`2/6 filling a fresh database (${dataDir})`);
    const org = await prepareLargeOrganization(dataDir, RECORDS, ORGANIZATION, log, '', PRODUCTS);
    log(`  ${org.records} ${org.resource.name} stored in ${org.seconds.toFixed(1)} s`);

    log('3/6 starting the API and the built app');
    server = await startServer(outDir, dataDir);
    const { baseUrl } = server;
    log(`  ${baseUrl} (pid ${server.pid})`);
    const token = await passwordToken(baseUrl, USER, PASSWORD);
    const big = await listTarget(baseUrl, token, org.resource);
    if (!big) throw new Error(`bench: the ${org.resource.name} list answers no first row for ${USER}`);
    const others: ListTarget[] = [];
    const sameGroupFirst = resourceDefinitions
      .filter((d) => d.name !== org.resource.name)
      .sort(
        (a, b) =>
          Number(b.menu?.group === org.resource.menu?.group) -
            Number(a.menu?.group === org.resource.menu?.group) ||
          (a.menu?.order ?? 999) - (b.menu?.order ?? 999),
      );
    // Another generated table: a list of its own (the groups' tree) has no rows to wait for.
    for (const definition of sameGroupFirst.filter((d) => !d.views?.list)) {
      const target = await listTarget(baseUrl, token, definition);
      if (target) others.push(target);
    }

    log(
      `4/6 Chromium (${CHROMIUM_PATH}): login page, sign-in, list page, ${RUNS} pairs of cold runs (ours, the demo's and the floor's), one traced`,
    );
    browser = await launch();
    const chromium = await chromiumVersion(browser);
    const loginJs = await loginPageJs(browser, baseUrl);
    const state = await signIn(browser, baseUrl, USER, PASSWORD);
    const other = await linkedTarget(browser, baseUrl, state, big, others);
    if (!other) log('  no other list linked from the menu: list-to-list not measured');
    else log(`  list-to-list: ${big.path} -> ${other.path} (menu link)`);
    const ours: AppUnderTest = { baseUrl, state, serviceWorkers: 'block', list: big, other };
    // Issue 41 asks the cold load of the stores list as well as of the big list.
    const storesDefinition = resourceDefinitions.find(
      (d) => d.name === SECOND_LIST && d.name !== org.resource.name,
    );
    const secondTarget = storesDefinition && (await listTarget(baseUrl, token, storesDefinition));
    const oursSecond: AppUnderTest | null = secondTarget
      ? { ...ours, list: secondTarget, other: undefined }
      : null;
    if (oursSecond) log(`  a second cold load of ours in each pair: ${secondTarget!.path}`);
    const listJs = await listPageJs(browser, ours);
    let demoUnderTest: AppUnderTest | null = null;
    let demoJs: DemoJs | null = null;
    if (demo) {
      const app = demoApp(demo.baseUrl);
      try {
        demoJs = {
          login: await loginPageJs(browser, demo.baseUrl, DEMO_LOGIN_PATH, app.serviceWorkers),
          list: await listPageJs(browser, app),
        };
        demoUnderTest = app;
        log(
          `  demo: ${app.list.path} -> ${app.other?.path ?? '-'}; JS ${kb(demoJs.login.gzip)} KiB gzip before login, ${kb(demoJs.list.gzip)} for the list`,
        );
      } catch (error) {
        demoProblem = `could not be measured: ${messageOf(error)}`;
        log(`  demo ${demoProblem}; the side-by-side ratios are skipped`);
      }
    }
    let floorUnderTest: AppUnderTest | null = null;
    let floorListJs: LoadedJs | null = null;
    if (floor && demoUnderTest) {
      const app = floorApp(floor.baseUrl);
      try {
        floorListJs = await listPageJs(browser, app);
        floorUnderTest = app;
        log(
          `  floor: ${app.list.path} -> ${app.other?.path ?? '-'}; JS ${kb(floorListJs.gzip)} KiB gzip for the list`,
        );
      } catch (error) {
        log(`  the floor could not be measured (${messageOf(error)}); its ratios are skipped`);
      }
    }
    const pairs = await timedPairs(browser, { ours, demo: demoUnderTest, floor: floorUnderTest }, oursSecond);
    const runs = pairs.map((p) => p.ours);
    // After the timed runs, so that tracing cannot slow them.
    const coldLoadTrace = await traceColdLoad(browser, baseUrl, state, big);
    if (typeof coldLoadTrace !== 'string')
      log(`  traced run: cold ${coldLoadTrace.milestones.firstRowMs} ms`);
    const floorTrace = floorUnderTest
      ? await traceColdLoad(browser, floorUnderTest.baseUrl, floorUnderTest.state, floorUnderTest.list)
      : null;
    await browser.close();
    browser = undefined;
    await demo?.stop();
    await floor?.stop();

    // Manifest view of the list page: the entry's closure plus the lazy chunks Chromium fetched for it.
    const byFile = new Map(Object.entries(built.manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
    const listKeys = staticClosure(built.manifest, [
      entry,
      ...listJs.scripts.map((s) => byFile.get(s.url)).filter((k): k is string => Boolean(k)),
    ]);
    const listManifestJs = await jsGzipOf(outDir, built.manifest, listKeys);
    const loginKeys = staticClosure(built.manifest, [
      entry,
      ...loginJs.scripts.map((s) => byFile.get(s.url)).filter((k): k is string => Boolean(k)),
    ]);
    const loginManifestJs = await jsGzipOf(outDir, built.manifest, loginKeys);

    log('5/6 API load: 20 clients for 10 s, on PGlite and on PostgreSQL');
    const before = await memoryOf(server.pid);
    const load = await loadList(baseUrl, token, listRequestOf(org.resource), 20, 10);
    const after = await memoryOf(server.pid);
    log(`  ${load.requests} requests, ${load.errors} errors`);
    const pgliteCatalogue = PRODUCTS > 0 ? await catalogueFigures(baseUrl, token, 'PGlite') : null;

    const postgres = await postgresLoad(outDir, org.resource);

    log('6/6 results');
    const cold = median(runs.map((r) => r.coldLoadMs));
    const moves = runs.map((r) => r.moveMs).filter((v): v is number => v !== null);
    const backs = runs.map((r) => r.moveBackMs).filter((v): v is number => v !== null);
    const figures: Figure[] = [
      {
        key: 'jsLoginManifest',
        label: 'JS before login, manifest (entry + static imports)',
        value: kb(entryJs.gzip),
        unit: 'KiB gzip',
        budget: BUDGET.jsLoginKb,
      },
      {
        key: 'jsLoginChromium',
        label: 'JS before login, loaded by Chromium',
        value: kb(loginJs.gzip),
        unit: 'KiB gzip',
        budget: BUDGET.jsLoginKb,
      },
      {
        key: 'jsListManifest',
        label: 'JS for the first list page, manifest',
        value: kb(listManifestJs.gzip),
        unit: 'KiB gzip',
        budget: BUDGET.jsListKb,
      },
      {
        key: 'jsListChromium',
        label: 'JS for the first list page, loaded by Chromium',
        value: kb(listJs.gzip),
        unit: 'KiB gzip',
        budget: BUDGET.jsListKb,
      },
      {
        key: 'jsListSent',
        label: 'JS for the first list page, as the server sent it (compressed as Chromium accepts)',
        value: kb(listJs.sent),
        unit: 'KiB sent',
        budget: BUDGET.jsListKb,
      },
      {
        key: 'coldLoad',
        label: `Cold load of ${big.path} to its first row (median of ${runs.length})`,
        value: round(cold),
        unit: 'ms',
        budget: BUDGET.coldLoadMs,
      },
      {
        key: 'listToList',
        label: `List to list, menu click to first row (median of ${moves.length})`,
        value: moves.length ? round(median(moves)) : null,
        unit: 'ms',
        budget: BUDGET.listToListMs,
      },
      {
        key: 'listToListBack',
        label: 'List to list, back to the big list (cached page)',
        value: backs.length ? round(median(backs)) : null,
        unit: 'ms',
        budget: BUDGET.listToListMs,
      },
      {
        key: 'apiAloneP50',
        label: 'API list request p50, one client alone',
        value: load.aloneP50Ms,
        unit: 'ms',
      },
      { key: 'apiP50', label: 'API list request p50 (20 clients, 10 s)', value: load.p50Ms, unit: 'ms' },
      {
        key: 'apiP95',
        label: 'API list request p95 (20 clients, 10 s)',
        value: load.p95Ms,
        unit: 'ms',
        budget: BUDGET.apiP95Ms,
      },
      { key: 'apiThroughput', label: 'API list throughput', value: load.throughput, unit: 'req/s' },
      {
        key: 'apiPgAloneP50',
        label: 'PostgreSQL: API list request p50, one client alone',
        value: postgres?.aloneP50Ms ?? null,
        unit: 'ms',
      },
      {
        key: 'apiPgP50',
        label: 'PostgreSQL: API list request p50 (20 clients, 10 s)',
        value: postgres?.p50Ms ?? null,
        unit: 'ms',
      },
      {
        key: 'apiPgP95',
        label: 'PostgreSQL: API list request p95 (20 clients, 10 s)',
        value: postgres?.p95Ms ?? null,
        unit: 'ms',
        budget: BUDGET.apiP95Ms,
      },
      {
        key: 'apiPgThroughput',
        label: 'PostgreSQL: API list throughput',
        value: postgres?.throughput ?? null,
        unit: 'req/s',
      },
      ...catalogueRows('PostgreSQL', 'Pg', postgres?.catalogue ?? null),
      ...ordersRows(postgres?.orders ?? null),
      ...catalogueRows('PGlite', '', pgliteCatalogue),
      {
        key: 'apiRss',
        label: 'API process RSS after the load (peak)',
        value: after.rssMb,
        unit: `MB (${after.peakRssMb})`,
      },
    ];
    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 100) / 100),
      node: process.version,
      chromium,
      platform: `${os.type()} ${os.release()}`,
    };
    const sideBySide = sideBySideRows(
      pairs,
      { loginJs, listJs },
      demoUnderTest && demoJs ? { js: demoJs } : null,
      builds.pairs,
      floorListJs,
      [big.name, oursSecond?.list.name ?? null],
    ).map((row) =>
      row.key === 'coldLoad' ? { ...row, detail: mainThreadBeyondFloor(coldLoadTrace, floorTrace) } : row,
    );
    console.log(`\n${formatTable(figures)}`);
    console.log(
      demoUnderTest
        ? `\nSide by side with react-admin's demo (${DEMO_COMMIT.slice(0, 9)}), same run, ${pairs.length} pairs; ours ${big.path} -> ${other?.path ?? '-'}, the demo's ${demoUnderTest.list.path} -> ${demoUnderTest.other?.path ?? '-'}:\n${formatSideBySide(sideBySide)}`
        : `\nreact-admin's demo ${demoProblem ?? 'was not run'}: no ratios in this run.`,
    );
    if (floorUnderTest)
      console.log(
        "The floor (F) is react-admin's smallest app with a list (bench/floor/main.tsx: <Admin>, its default layout, a Datagrid of 25 rows from a static file, no sign-in), timed in the same pairs: F/A is what react-admin itself reaches against its demo on this machine, B/F how far ours is from it; a goal below it asks for less than react-admin's own minimum.",
      );
    const verdicts = sideBySide.map(verdictOf).filter((v): v is string => v !== null);
    if (demoUnderTest && verdicts.length)
      console.log(`\nOver a goal:\n${verdicts.map((v) => `- ${v}`).join('\n')}`);
    console.log(
      `\n${org.records} ${org.resource.name} in ${org.organizationId}; ${machine.cpus} CPUs, ${machine.memoryGb} GB, Node ${machine.node}, Chromium ${chromium}; load average ${loadAtStart.join(' ')} at the start, ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} at the end`,
    );
    const composition = entryComposition(built.chunks, entryJs.files, entryJs.gzip);
    const listComposition = entryComposition(built.chunks, listManifestJs.files, listManifestJs.gzip);
    const printParts = (title: string, parts: typeof composition, count: number) => {
      console.log(`\n${title} (share of its code, gzip KiB estimated pro rata):`);
      for (const part of parts.slice(0, count))
        console.log(
          `  ${part.name.padEnd(40)} ${String(part.sharePercent).padStart(5)} %  ~${part.estimatedGzipKb} KiB`,
        );
    };
    printParts('Largest parts of the entry', composition, 12);
    printParts("Largest parts of the first list page's JS", listComposition, 20);
    console.log(`\n${formatColdLoadTrace(coldLoadTrace).join('\n')}`);
    if (floorTrace) console.log(formatColdLoadTrace(floorTrace, "The floor's cold load traced").join('\n'));
    if (foreignRequests.length)
      console.log(`\nRequests to other hosts (refused): ${[...new Set(foreignRequests)].join(', ')}`);

    const results = {
      date: startedAt.toISOString(),
      machine,
      dataset: {
        resource: org.resource.name,
        organizationId: org.organizationId,
        records: org.records,
        omittedFields: org.omittedFields,
        fillSeconds: Math.round(org.seconds),
      },
      budgets: BUDGET,
      demo: demoUnderTest
        ? {
            commit: DEMO_COMMIT,
            source: source.git,
            cacheDir: source.cacheDir,
            installedThisRun: demoInstalled,
            lists: { list: demoUnderTest.list, other: demoUnderTest.other ?? null },
          }
        : `not measured: react-admin's demo ${demoProblem ?? 'was not run'}`,
      goals: GOALS,
      sideBySide: sideBySide.map((row) => ({ ...row, status: statusOfRow(row), verdict: verdictOf(row) })),
      figures: figures.map((f) => ({
        ...f,
        status: f.budget === undefined || f.value === null ? null : f.value <= f.budget ? 'within' : 'over',
      })),
      details: {
        // The build the sizes come from (Vite's API in this process, with the manifest).
        buildSeconds: Math.round(built.seconds),
        buildPairs: builds.pairs,
        lists: { big, other: other ?? null },
        runs,
        pairs,
        postgres:
          postgres ??
          'not measured: set BENCH_POSTGRES_URL to a PostgreSQL server where the bench may create a database',
        api: {
          ...load,
          rssBeforeLoadMb: before.rssMb,
          rssAfterLoadMb: after.rssMb,
          peakRssMb: after.peakRssMb,
        },
        js: {
          manifestEntry: { files: entryJs.files, bytes: entryJs.raw, gzip: entryJs.gzip },
          manifestLogin: {
            files: loginManifestJs.files,
            bytes: loginManifestJs.raw,
            gzip: loginManifestJs.gzip,
          },
          manifestList: { files: listManifestJs.files, bytes: listManifestJs.raw, gzip: listManifestJs.gzip },
          chromiumLogin: loginJs,
          chromiumList: listJs,
          demo: demoJs,
          floorList: floorListJs,
          lazyChunks: Object.values(built.manifest)
            .filter((c) => c.isDynamicEntry)
            .map((c) => ({ src: c.src, file: c.file })),
        },
        entryComposition: composition,
        listPageComposition: listComposition,
        coldLoadTrace: typeof coldLoadTrace === 'string' ? `not measured: ${coldLoadTrace}` : coldLoadTrace,
        floorColdLoadTrace: floorTrace ?? 'not measured: the floor was not run',
        foreignRequests: [...new Set(foreignRequests)],
      },
    };
    await writeFile(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log('\nWritten: bench/results.json');
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    await demo?.stop();
    await floor?.stop().catch(() => undefined);
    await rm(outDir, { recursive: true, force: true });
    await rm(cliOutDir, { recursive: true, force: true });
    await rm(demoOutDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(
      `\nbench: could not measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);
