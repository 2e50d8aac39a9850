/**
 * A Z report's page: the report as printed (./ReportSheet.tsx), with print, PDF and its SIE file. The
 * report never changes, so there is no edit and no history; the SIE file comes from the API
 * (server/features/reports/z-report-routes.ts), which says what the SIE configuration lacks when it cannot.
 */
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import { useMemo } from 'react';
import { Button, Show, TopToolbar, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { storedFigures } from '../../domain/z-report';
import { fetchFile } from '../../providers/httpClient';
import { useDefinition } from '../../schema/ui/EngineContext';
import { downloadBlob } from '../shared/download';
import { ReportSheet } from './ReportSheet';
import { downloadReportPdf } from './downloadReportPdf';
import { zReportHeader, zReportName, type ReportHeader } from './reportSheet';
import { useReportSheet } from './useReportSheet';

function useRecordSheet() {
  const record = useRecordContext();
  const header = useMemo<ReportHeader | null>(() => (record ? zReportHeader(record) : null), [record]);
  const figures = useMemo(() => (record ? storedFigures(record) : null), [record]);
  return { record, sheet: useReportSheet(header, figures) };
}

function ReportActions() {
  const { record, sheet } = useRecordSheet();
  const { definition } = useDefinition();
  const translate = useTranslate();
  const notify = useNotify();
  if (!record || !sheet) return <TopToolbar />;
  const name = zReportName(record);
  const sie = async () => {
    try {
      const { blob, fileName } = await fetchFile(
        `/${definition.api}/${encodeURIComponent(String(record.id))}/sie`,
      );
      downloadBlob(blob, fileName ?? `${name}.si`);
    } catch (error) {
      notify(translate('zReports.failed', { message: (error as Error).message }), { type: 'error' });
    }
  };
  const pdf = () =>
    downloadReportPdf(sheet, `${name}.pdf`).catch(() => notify('zReports.pdfFailed', { type: 'error' }));
  return (
    <TopToolbar>
      <Button label="zReports.print" onClick={() => window.print()}>
        <PrintIcon />
      </Button>
      <Button label="zReports.pdf" onClick={() => void pdf()}>
        <PictureAsPdfIcon />
      </Button>
      <Button label="zReports.sie" onClick={() => void sie()}>
        <DownloadIcon />
      </Button>
    </TopToolbar>
  );
}

function ReportBody() {
  const { sheet } = useRecordSheet();
  return sheet ? <ReportSheet sheet={sheet} /> : null;
}

export default function ZReportShow() {
  return (
    <Show actions={<ReportActions />}>
      <ReportBody />
    </Show>
  );
}
