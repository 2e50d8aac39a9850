/** A Z or X report's sheet (./reportSheet.ts) as an A4 PDF: label left, amount right, page after page. */
import { pdfDocument } from '../shared/pdf';
import { pdfFlow } from '../shared/pdfFlow';
import type { Sheet } from './reportSheet';

export function reportPdf(sheet: Sheet): Promise<Blob> {
  return pdfDocument((pdf) => {
    const flow = pdfFlow(pdf);
    flow.title(sheet.title);
    flow.space(8);
    for (const notice of sheet.notices) flow.row(notice, '', { bold: true });
    for (const { label, value, strong } of sheet.header) flow.row(label, value, { bold: strong });
    for (const section of sheet.sections) {
      flow.section(section.title);
      for (const { label, value, strong } of section.lines) flow.row(label, value, { bold: strong });
    }
  });
}
