/** An X report of a register's day so far (GET /api/report/3.0/x-report): its sheet, to print or as a PDF. */
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useId, useMemo } from 'react';
import { Button, useNotify } from 'react-admin';
import type { ZFigures } from '../../domain/z-report';
import { ReportSheet } from './ReportSheet';
import { downloadReportPdf } from './downloadReportPdf';
import type { ReportHeader } from './reportSheet';
import { useReportSheet } from './useReportSheet';

export interface XReport {
  day: string;
  madeAt: string;
  company: string;
  organizationNumber: string | null;
  companyAddress: string | null;
  storeName: string;
  storeAddress: string | null;
  registerName: string;
  registerSerial: string | null;
  figures: ZFigures;
  /** A closed day: its Z report, whose figures these are. */
  closedBy: { id: string; serialNumber: number } | null;
  lastClosedDay: string | null;
}

export default function XReportDialog({ report, onClose }: { report: XReport; onClose: () => void }) {
  const header = useMemo<ReportHeader>(
    () => ({
      kind: 'X',
      company: report.company,
      organizationNumber: report.organizationNumber,
      companyAddress: report.companyAddress,
      store: report.storeName,
      storeAddress: report.storeAddress,
      register: report.registerName,
      registerSerial: report.registerSerial,
      day: report.day,
      madeAt: report.madeAt,
      closedBy: report.closedBy?.serialNumber ?? null,
      lastClosedDay: report.lastClosedDay,
    }),
    [report],
  );
  const sheet = useReportSheet(header, report.figures);
  const notify = useNotify();
  const titleId = useId();
  if (!sheet) return null;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogContent>
        <ReportSheet sheet={sheet} titleId={titleId} />
      </DialogContent>
      <DialogActions>
        <Button label="zReports.print" onClick={() => window.print()} />
        <Button
          label="zReports.pdf"
          onClick={() =>
            void downloadReportPdf(sheet, `X-${report.registerName}-${report.day}.pdf`).catch(() =>
              notify('zReports.pdfFailed', { type: 'error' }),
            )
          }
        />
        <Button label="zReports.x.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}
