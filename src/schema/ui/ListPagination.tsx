/**
 * A list's pagination: how many rows a page shows, which rows these are, and the pages. It replaces
 * react-admin's (build/lazyListParts.ts points its list view here), which draws MUI's
 * TablePagination with a Select and MUI's Pagination, some 8 KiB gzip for a row of buttons. The same
 * texts and behaviour: nothing while the first page loads or when there are no rows; on a small screen
 * the range and the previous/next buttons only; without a total (partial pagination), previous/next.
 * Numbers are formatted for the locale.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useId } from 'react';
import { useListPaginationContext, useLocaleState, useTranslate } from 'react-admin';
import { formatNumber, type FormatLocale } from '../../domain/format';

const DEFAULT_ROWS_PER_PAGE = [5, 10, 25, 50];

/**
 * The pages to offer, MUI's way (one page at each end, one on each side of the current one): always
 * seven slots once there are more than seven pages, a gap standing for the pages left out.
 */
export function pageItems(page: number, count: number): (number | 'gap')[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (count <= 7) return range(1, count);
  const start = Math.max(Math.min(page - 1, count - 4), 3);
  const end = Math.min(Math.max(page + 1, 5), count - 2);
  return [1, start > 3 ? 'gap' : 2, ...range(start, end), end < count - 2 ? 'gap' : count - 1, count];
}

const RowsSelect = styled('select')(({ theme }) => ({
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: 'none',
  borderRadius: theme.shape.borderRadius,
  padding: theme.spacing(0.5, 0.5),
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
  '& option': { color: theme.palette.text.primary, background: theme.palette.background.paper },
}));

export function ListPagination({
  rowsPerPageOptions = DEFAULT_ROWS_PER_PAGE,
}: {
  rowsPerPageOptions?: number[];
}) {
  const { isPending, hasNextPage, page, perPage, total, setPage, setPerPage } = useListPaginationContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const selectId = useId();
  if (isPending) return <Toolbar variant="dense" />;
  const count = total != null ? Math.ceil(total / perPage) : undefined;
  if (total === 0 || page < 1 || (count !== undefined && page > count)) return null;

  const number = (value: number) => formatNumber(value, locale as FormatLocale);
  const from = (page - 1) * perPage + 1;
  const to = total != null ? Math.min(page * perPage, total) : page * perPage;
  const range =
    total == null && hasNextPage
      ? translate('ra.navigation.partial_page_range_info', {
          offsetBegin: number(from),
          offsetEnd: number(to),
        })
      : translate('ra.navigation.page_range_info', {
          offsetBegin: number(from),
          offsetEnd: number(to),
          total: number(total ?? to),
        });
  const options = rowsPerPageOptions.includes(perPage)
    ? rowsPerPageOptions
    : [...rowsPerPageOptions, perPage].sort((a, b) => a - b);
  const canGoOn = count !== undefined ? page < count : Boolean(hasNextPage);

  return (
    <Toolbar
      variant="dense"
      component="nav"
      aria-label={translate('engine.pages')}
      sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 2, typography: 'body2' }}
    >
      {!small && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <label htmlFor={selectId}>{translate('ra.navigation.page_rows_per_page')}</label>
          <RowsSelect
            id={selectId}
            value={perPage}
            onChange={(event) => setPerPage(Number(event.target.value))}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {number(option)}
              </option>
            ))}
          </RowsSelect>
        </Box>
      )}
      <Typography variant="body2" component="span">
        {range}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <IconButton
          size="small"
          aria-label={translate('ra.navigation.previous')}
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          <ChevronLeft />
        </IconButton>
        {!small &&
          count !== undefined &&
          count > 1 &&
          pageItems(page, count).map((item, index) =>
            item === 'gap' ? (
              <Box component="span" key={`gap-${index}`} sx={{ px: 1 }} aria-hidden>
                …
              </Box>
            ) : (
              <Button
                key={item}
                size="small"
                variant={item === page ? 'contained' : 'text'}
                color={item === page ? 'primary' : 'inherit'}
                disableElevation
                aria-current={item === page ? 'page' : undefined}
                aria-label={translate(item === page ? 'ra.navigation.current_page' : 'ra.navigation.page', {
                  page: item,
                })}
                onClick={() => setPage(item)}
                sx={{ minWidth: 32, px: 1, borderRadius: 4 }}
              >
                {number(item)}
              </Button>
            ),
          )}
        <IconButton
          size="small"
          aria-label={translate('ra.navigation.next')}
          disabled={!canGoOn}
          onClick={() => setPage(page + 1)}
        >
          <ChevronRight />
        </IconButton>
      </Box>
    </Toolbar>
  );
}
