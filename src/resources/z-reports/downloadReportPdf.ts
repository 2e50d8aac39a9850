/** Saves a report's sheet as a PDF; the PDF's code loads at the first one (lists and pages stay without it). */
import { downloadBlob } from '../shared/download';
import type { Sheet } from './reportSheet';

export async function downloadReportPdf(sheet: Sheet, fileName: string): Promise<void> {
  const { reportPdf } = await import('./reportPdf');
  downloadBlob(await reportPdf(sheet), fileName);
}
