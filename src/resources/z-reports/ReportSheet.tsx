/**
 * A Z or X report on the page, laid out like the printed one (./reportSheet.ts): label left, amount
 * right, a section per part of the regulation. When printed, only the sheet is on the paper.
 */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { Sheet, SheetLine } from './reportSheet';

const PRINT_ONLY_THE_SHEET = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '.report-sheet, .report-sheet *': { visibility: 'visible' },
    '.report-sheet': { position: 'absolute', left: 0, top: 0, width: '100%' },
  },
};

function Line({ label, value, strong }: SheetLine) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.25,
        fontWeight: strong ? 600 : 400,
      }}
    >
      <span>{label}</span>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
        {value}
      </Box>
    </Box>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

export function ReportSheet({ sheet, titleId }: { sheet: Sheet; titleId?: string }) {
  return (
    <Box className="report-sheet" sx={{ maxWidth: 640, p: 2 }} data-testid="report-sheet">
      <GlobalStyles styles={PRINT_ONLY_THE_SHEET} />
      <Typography variant="h5" component="h2" gutterBottom id={titleId}>
        {sheet.title}
      </Typography>
      {sheet.notices.map((notice) => (
        <Typography key={notice} role="note" sx={{ fontWeight: 600, mb: 1 }}>
          {notice}
        </Typography>
      ))}
      <Box component="ul" sx={listSx}>
        {sheet.header.map((line) => (
          <Line key={line.label} {...line} />
        ))}
      </Box>
      {sheet.sections.map((section) => (
        <Box key={section.title} component="section" aria-label={section.title} sx={{ mt: 2 }}>
          <Divider sx={{ mb: 1 }} />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {section.title}
          </Typography>
          <Box component="ul" sx={listSx}>
            {section.lines.map((line, index) => (
              <Line key={`${line.label}-${index}`} {...line} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
