/**
 * The API under load: `clients` concurrent loops sending the list request the app sends (the default
 * sort, 25 per page, pages 1-10 in turn) for `seconds`, against 127.0.0.1 only, bounded in time and
 * in count. Latency is measured from send to the last byte of the body.
 *
 * Each figure is of a server at work, as its users meet it: the same load runs unmeasured first
 * (WARM_UP_SECONDS). A just-started API process opens its pool's connections on the first concurrent
 * requests (a PostgreSQL backend started, authenticated and its statements prepared for each) and runs
 * its code unoptimized; measured from the start, that showed as a first 10 s about 8 ms slower at p95
 * than every later one (docs/performance.md, session 19).
 */
import http from 'node:http';
export interface ListRequest {
  /** e.g. `api/store`. */
  api: string;
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
}

export interface LoadResult {
  clients: number;
  seconds: number;
  requests: number;
  errors: number;
  throughput: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** p50 of one client alone (50 requests in a row, before the load). */
  aloneP50Ms: number;
}

export const MAX_REQUESTS = 200_000;

/**
 * The load generator runs on the same cores as the API, so it must cost little: a GET over node:http
 * with kept-alive connections costs about a third of the CPU of fetch (undici's WHATWG layers), which
 * the API then gets instead. Answers the status once the whole body has arrived.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function get(url: string, headers: Record<string, string>, timeoutMs = 30_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers, timeout: timeoutMs }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`bench: ${url} timed out`)));
    request.on('error', reject);
  });
}

const ok = (status: number) => status >= 200 && status < 300;
const SEQUENTIAL = 50;
export const WARM_UP_SECONDS = 3;

export function listUrl(baseUrl: string, request: ListRequest, page: number): string {
  const start = page * request.perPage;
  const query = new URLSearchParams({
    sort: JSON.stringify([request.sort.field, request.sort.order]),
    range: JSON.stringify([start, start + request.perPage - 1]),
    filter: JSON.stringify({}),
  });
  return `${baseUrl}/${request.api}?${query.toString()}`;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

const round = (n: number) => Math.round(n * 10) / 10;

export async function loadList(
  baseUrl: string,
  token: string,
  request: ListRequest,
  clients = 20,
  seconds = 10,
): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(baseUrl))
    throw new Error('bench: the load runs against 127.0.0.1 only');
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const send = async (page: number) => ok(await get(listUrl(baseUrl, request, page), headers));
  // Warm-up, not counted: every page once. Then one client alone: the service time without queueing.
  for (let page = 0; page < 10; page += 1) await send(page);
  const alone: number[] = [];
  for (let n = 0; n < SEQUENTIAL; n += 1) {
    const t0 = performance.now();
    await send(n % 10);
    alone.push(performance.now() - t0);
  }
  alone.sort((a, b) => a - b);

  const run = async (runSeconds: number) => {
    const latencies: number[] = [];
    let errors = 0;
    let sent = 0;
    const started = performance.now();
    const deadline = started + runSeconds * 1000;
    const client = async (n: number) => {
      let page = n % 10;
      while (performance.now() < deadline && sent < MAX_REQUESTS) {
        sent += 1;
        const t0 = performance.now();
        try {
          if (await send(page)) latencies.push(performance.now() - t0);
          else errors += 1;
        } catch {
          errors += 1;
        }
        page = (page + 1) % 10;
      }
    };
    await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
    return { latencies, errors, elapsed: (performance.now() - started) / 1000 };
  };
  await run(WARM_UP_SECONDS);
  const { latencies, errors, elapsed } = await run(seconds);
  latencies.sort((a, b) => a - b);
  return {
    clients,
    seconds: round(elapsed),
    requests: latencies.length,
    errors,
    throughput: round(latencies.length / elapsed),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? NaN),
    aloneP50Ms: round(percentile(alone, 50)),
  };
}

/** A bearer token of a demo user through POST /token (password grant, the app's client credentials). */
export async function passwordToken(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${process.env.OAUTH_CLIENT_ID ?? 'backoffice'}:${process.env.OAUTH_CLIENT_SECRET ?? 'backoffice-dev-secret'}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      scope: 'openid profile email offline_access device_benchbnc',
    }),
  });
  if (!response.ok)
    throw new Error(
      `bench: POST /token for ${username} answered ${response.status}: ${await response.text()}`,
    );
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface TimedRequest {
  label: string;
  p50Ms: number;
  p95Ms: number;
  requests: number;
  errors: number;
}

/**
 * Requests of a screen, each sent `rounds` times by `clients` clients at once, after the same load
 * unmeasured for WARM_UP_SECONDS (see `loadList`); `urls(n)` are the requests of the n-th round, timed
 * together (a screen that sends two), in turn or at once.
 */
export async function timeRequests(
  /** `parallel`: the round's requests are sent at once, as a page sends its queries. */
  requests: readonly { label: string; urls: (n: number) => string[]; parallel?: boolean }[],
  headers: Record<string, string>,
  clients: number,
  rounds: number,
): Promise<TimedRequest[]> {
  const results: TimedRequest[] = [];
  for (const request of requests) {
    const pass = async (first: number) => {
      const times: number[] = [];
      let errors = 0;
      let next = first;
      const client = async () => {
        while (next < first + rounds * clients) {
          const n = next++;
          const t0 = performance.now();
          const urls = request.urls(n);
          if (request.parallel) {
            for (const response of await Promise.all(urls.map((url) => get(url, headers))))
              if (!ok(response)) errors += 1;
          } else for (const url of urls) if (!ok(await get(url, headers))) errors += 1;
          times.push(performance.now() - t0);
        }
      };
      await Promise.all(Array.from({ length: clients }, client));
      return { times, errors };
    };
    // The warm-up sends other rounds than the measured pass, for WARM_UP_SECONDS as `loadList` does.
    const warmUntil = performance.now() + WARM_UP_SECONDS * 1000;
    for (let k = 1; k === 1 || performance.now() < warmUntil; k += 1) await pass(k * rounds * clients);
    const { times, errors } = await pass(0);
    times.sort((a, b) => a - b);
    results.push({
      label: request.label,
      p50Ms: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      requests: times.length,
      errors,
    });
  }
  return results;
}
