/**
 * The QR code of each table of a store (issue 14), by section: each downloadable as PNG or SVG, and all
 * of them as one printable A4 sheet (PDF, ./qrSheetPdf.ts).
 */
import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { tableUrl, tablesBySection, type WebTable } from '../../domain/web-ordering';
import { downloadBlob } from '../shared/download';

/** Pixels of the PNG (and of the sheet's images): sharp when printed at 6 cm. */
const PNG_SIZE = 600;

/** A drawn code as JPEG bytes (what the PDF embeds as it is), on white. */
function jpegOf(canvas: HTMLCanvasElement): Uint8Array {
  const base64 = canvas.toDataURL('image/jpeg', 0.95).split(',')[1] ?? '';
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

const isTable = (row: unknown): row is WebTable =>
  typeof row === 'object' && row !== null && Number.isInteger((row as WebTable).number);

export function TableQrCodes() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const canvases = useRef(new Map<number, HTMLCanvasElement>());
  const svgs = useRef(new Map<number, SVGSVGElement>());
  if (!record) return null;
  const page = typeof record.orderingUrl === 'string' ? record.orderingUrl : null;
  const tables = (Array.isArray(record.tables) ? record.tables : []).filter(isTable);
  const storeName = typeof record.storeName === 'string' ? record.storeName : '';
  const fileStem = `qr-${String(record.store ?? record.id)}`;

  const heading = (
    <Typography variant="h6" component="h2" gutterBottom>
      {translate('webOrdering.qr.title')}
    </Typography>
  );
  if (!page || tables.length === 0)
    return (
      <CardContent>
        {heading}
        <Alert severity="info">
          {translate(page ? 'webOrdering.qr.noTables' : 'webOrdering.qr.noSubdomain')}
        </Alert>
      </CardContent>
    );

  const png = (table: number) => {
    const canvas = canvases.current.get(table);
    canvas?.toBlob((blob) => blob && downloadBlob(blob, `${fileStem}-bord-${table}.png`), 'image/png');
  };
  const svg = (table: number) => {
    const element = svgs.current.get(table);
    if (!element) return;
    const text = new XMLSerializer().serializeToString(element);
    downloadBlob(new Blob([text], { type: 'image/svg+xml' }), `${fileStem}-bord-${table}.svg`);
  };
  const sheet = async () => {
    try {
      // The sheet's code, and the PDF library with it, load at the first sheet.
      const { qrSheetPdf } = await import('./qrSheetPdf');
      const blob = await qrSheetPdf({
        storeName,
        caption: translate('webOrdering.qr.scan'),
        tableLabel: (number) => translate('webOrdering.qr.table', { number }),
        tables: tables.map((table) => {
          const canvas = canvases.current.get(table.number);
          if (!canvas) throw new Error(`No code drawn for table ${table.number}`);
          return { ...table, url: tableUrl(page, table.number), jpeg: jpegOf(canvas) };
        }),
      });
      downloadBlob(blob, `${fileStem}.pdf`);
    } catch {
      notify('webOrdering.qr.sheetFailed', { type: 'error' });
    }
  };

  return (
    <CardContent>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        {heading}
        <Button variant="contained" startIcon={<PictureAsPdf />} onClick={() => void sheet()}>
          {translate('webOrdering.qr.sheet')}
        </Button>
      </Stack>
      {tablesBySection(tables).map(({ section, tables: rows }) => (
        <Box key={section} component="section" sx={{ mt: 2 }}>
          <Typography variant="subtitle1" component="h3">
            {section || translate('webOrdering.qr.noSection')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
              gap: 2,
              mt: 1,
            }}
          >
            {rows.map(({ number }) => {
              const url = tableUrl(page, number);
              const label = translate('webOrdering.qr.table', { number });
              return (
                <Card key={number} variant="outlined" data-testid={`qr-table-${number}`}>
                  <CardContent sx={{ textAlign: 'center' }}>
                    <Typography variant="subtitle2">{label}</Typography>
                    <QRCodeCanvas
                      value={url}
                      size={PNG_SIZE}
                      marginSize={2}
                      level="M"
                      title={`${label}: ${url}`}
                      style={{ width: 140, height: 140 }}
                      ref={(node) =>
                        void (node ? canvases.current.set(number, node) : canvases.current.delete(number))
                      }
                    />
                    <Box sx={{ display: 'none' }}>
                      <QRCodeSVG
                        value={url}
                        size={256}
                        marginSize={2}
                        level="M"
                        ref={(node) =>
                          void (node ? svgs.current.set(number, node) : svgs.current.delete(number))
                        }
                      />
                    </Box>
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 1 }}>
                      <Button
                        size="small"
                        startIcon={<Download />}
                        onClick={() => png(number)}
                        aria-label={translate('webOrdering.qr.pngOf', { number })}
                      >
                        PNG
                      </Button>
                      <Button
                        size="small"
                        startIcon={<Download />}
                        onClick={() => svg(number)}
                        aria-label={translate('webOrdering.qr.svgOf', { number })}
                      >
                        SVG
                      </Button>
                    </Stack>
                  </CardContent>
                </Card>
              );
            })}
          </Box>
        </Box>
      ))}
    </CardContent>
  );
}
