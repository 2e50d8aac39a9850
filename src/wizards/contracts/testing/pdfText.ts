/** For tests: the text a PDF of the app's writer draws (its `(...) Tj` strings), unescaped, one per line. */
export async function pdfTextOf(blob: Blob): Promise<string> {
  const raw = Buffer.from(await blob.arrayBuffer()).toString('latin1');
  return [...raw.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1')).join('\n');
}
