/**
 * Text flowing down A4 pages (./pdf.ts), for the Z and X reports and the contracts: a title, sections
 * under a rule, and rows of a label on the left and its value on the right. A long label or value wraps
 * within its column, and a row that does not fit on the page starts the next one.
 */
import { A4, type PdfPage, type PdfWriter, type TextStyle } from './pdf';

const LEFT = 64;
const RIGHT = A4.width - 64;
const TOP = A4.height - 64;
const BOTTOM = 56;
const LINE = 15;
const SIZE = 10;
/** The least room between a label and its value. */
const GAP = 12;

export interface PdfFlow {
  readonly left: number;
  readonly right: number;
  /** The document's title, 18 points bold. */
  title(text: string): void;
  /** Empty room down the page. */
  space(height: number): void;
  /** A rule, then the section's title, kept on a page with the row after it. */
  section(title: string): void;
  /** A label on the left, its value (if any) on the right, each wrapped within its column. */
  row(label: string, value?: string, style?: TextStyle): void;
  /** `height` points kept on one page, drawn by `draw` from `top` down. */
  block(height: number, draw: (page: PdfPage, top: number) => void): void;
}

/**
 * The widths of a row's label and value columns when the two do not fit on one line: the label keeps
 * its width up to half the line, the value takes the rest but at most two thirds.
 */
function columns(labelWidth: number, valueWidth: number): [number, number] {
  const width = RIGHT - LEFT - GAP;
  const label = Math.max(width - valueWidth, Math.min(labelWidth, width / 2), width / 3);
  return [label, width - label];
}

export function pdfFlow(pdf: PdfWriter): PdfFlow {
  let page = pdf.page();
  let y = TOP;
  const room = (height: number) => {
    if (y - height >= BOTTOM) return;
    page = pdf.page();
    y = TOP;
  };
  return {
    left: LEFT,
    right: RIGHT,
    title(text) {
      const wrapped = pdf.wrap(text, RIGHT - LEFT, 18, { bold: true });
      room(18 + 22 * (wrapped.length - 1));
      wrapped.forEach((line, i) => {
        y -= i === 0 ? 18 : 22;
        page.text(line, LEFT, y, 18, { bold: true });
      });
    },
    space(height) {
      y -= height;
    },
    section(title) {
      const wrapped = pdf.wrap(title, RIGHT - LEFT, 12, { bold: true });
      room(14 + LINE * (wrapped.length + 1));
      y -= 14;
      page.line(LEFT, y + 4, RIGHT, y + 4);
      for (const line of wrapped) page.text(line, LEFT, (y -= LINE), 12, { bold: true });
    },
    row(label, value = '', style = {}) {
      const full = RIGHT - LEFT;
      const labelWidth = pdf.width(label, SIZE, style);
      const valueWidth = value ? pdf.width(value, SIZE, style) : 0;
      const [labelColumn, valueColumn] =
        !value || labelWidth + GAP + valueWidth <= full ? [full, full] : columns(labelWidth, valueWidth);
      const labels = pdf.wrap(label, labelColumn, SIZE, style);
      const values = value ? pdf.wrap(value, valueColumn, SIZE, style) : [];
      const count = Math.max(labels.length, values.length, 1);
      room(LINE * count);
      for (let i = 0; i < count; i += 1) {
        y -= LINE;
        if (labels[i]) page.text(labels[i]!, LEFT, y, SIZE, style);
        if (values[i]) page.text(values[i]!, RIGHT, y, SIZE, { ...style, align: 'right' });
      }
    },
    block(height, draw) {
      room(height);
      draw(page, y);
      y -= height;
    },
  };
}
