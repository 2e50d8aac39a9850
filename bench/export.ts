/**
 * The list export bench (DESIGN.md 8: "exports stream at >= 50,000 rows/s with flat memory"): a year of
 * the orders, newest first, as the orders page's export button asks for it, read to the end as it
 * streams; its rows a second, and the API process's memory before and at its highest during the export.
 */
export interface ExportFigure {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  /** The server's resident memory before the export and the most seen while it ran (MB). */
  rssBeforeMb: number | null;
  rssPeakMb: number | null;
}

/** A year of orders up to now, as the export's query. */
export function yearOfOrdersUrl(baseUrl: string, now = new Date()): string {
  const from = new Date(now.getTime() - 365 * 86_400_000).toISOString();
  return `${baseUrl}/api/orders/csv?${new URLSearchParams({
    filter: JSON.stringify({ placedAt_gt: from }),
    sort: '["placedAt","DESC"]',
    language: 'sv',
    timeZone: 'Europe/Stockholm',
  }).toString()}`;
}

/** Reads the export to its end, counting lines, sampling `memory` (MB) every 100 ms meanwhile. */
export async function timeExport(
  fetcher: (url: string, init: RequestInit) => Promise<Response>,
  url: string,
  token: string,
  memory?: () => Promise<number>,
): Promise<ExportFigure> {
  const rssBeforeMb = memory ? await memory() : null;
  let rssPeakMb = rssBeforeMb;
  let sampling = true;
  const sampler = (async () => {
    while (memory && sampling) {
      rssPeakMb = Math.max(rssPeakMb ?? 0, await memory());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = performance.now();
  const res = await fetcher(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`bench: export answered ${res.status}`);
  let lines = 0;
  const reader = res.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    for (const byte of chunk.value) if (byte === 10) lines++;
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  const rows = Math.max(0, lines - 1);
  return { rows, seconds, rowsPerSecond: Math.round(rows / seconds), rssBeforeMb, rssPeakMb };
}
