/** What the entry is made of: its code grouped by npm package (or app folder), largest first. */
import type { ChunkModules } from './build.ts';
import { packageOf } from './build.ts';

export interface Part {
  name: string;
  sharePercent: number;
  estimatedGzipKb: number;
}

function partOf(id: string): string {
  const pkg = packageOf(id);
  if (pkg) return pkg;
  const src = /\/src\/([^/]+)(?:\/([^/]+))?/.exec(id.replace(/\\/g, '/'));
  if (src) return src[2] && !src[2].includes('.') ? `src/${src[1]}/${src[2]}` : `src/${src[1]}`;
  return id.startsWith('\0') ? '(bundler runtime)' : '(other)';
}

/** `files`: the entry closure's JS files; the gzip total is shared out pro rata to the code length. */
export function entryComposition(
  chunks: readonly ChunkModules[],
  files: readonly string[],
  gzipBytes: number,
): Part[] {
  const wanted = new Set(files);
  const lengths = new Map<string, number>();
  for (const chunk of chunks) {
    if (!wanted.has(chunk.fileName)) continue;
    for (const [id, length] of Object.entries(chunk.modules))
      lengths.set(partOf(id), (lengths.get(partOf(id)) ?? 0) + length);
  }
  const total = [...lengths.values()].reduce((a, b) => a + b, 0) || 1;
  return [...lengths.entries()]
    .map(([name, length]) => ({
      name,
      sharePercent: Math.round((length / total) * 1000) / 10,
      estimatedGzipKb: Math.round(((length / total) * gzipBytes) / 1024),
    }))
    .sort((a, b) => b.sharePercent - a.sharePercent);
}
