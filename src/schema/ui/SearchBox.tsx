/**
 * The list's full-text search box: the look of react-admin's SearchInput (a filled field with a clear
 * button and a search icon, no label), without a form, and on MUI's FilledInput rather than its
 * TextField (which brings MUI's Select, some 5 KiB gzip, to every list). It reads and sets the list's `q` filter itself, a change
 * applied after the list's debounce, so a list page needs no form library until another filter shows
 * (ListFilterBar.tsx).
 */
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/** `alwaysOn`: read by react-admin's FilterButton, which leaves such a filter out of its menu. */
export interface SearchBoxProps {
  source: string;
  placeholder: string;
  alwaysOn: true;
}

export function SearchBox({ source, placeholder }: SearchBoxProps) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  const applied = typeof filterValues?.[source] === 'string' ? (filterValues[source] as string) : '';
  const [text, setText] = useState(applied);
  const sent = useRef(applied);
  // A change from elsewhere (a saved query, the filters cleared, the URL) shows in the box.
  useEffect(() => {
    if (applied === sent.current) return;
    sent.current = applied;
    setText(applied);
  }, [applied]);
  const change = (value: string) => {
    setText(value);
    sent.current = value;
    const rest = Object.fromEntries(Object.entries(filterValues ?? {}).filter(([key]) => key !== source));
    setFilters(value ? { ...rest, [source]: value } : rest, displayedFilters, true);
  };
  return (
    <FormControl variant="filled" size="small" margin="dense" hiddenLabel sx={{ mt: 0 }}>
      <FilledInput
        hiddenLabel
        size="small"
        placeholder={placeholder}
        value={text}
        onChange={(event) => change(event.target.value)}
        inputProps={{ 'aria-label': placeholder }}
        endAdornment={
          <InputAdornment position="end">
            {text && (
              <IconButton
                size="small"
                aria-label={translate('ra.action.clear_input_value')}
                onClick={() => change('')}
                edge="end"
                sx={{ mr: 0.5 }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            )}
            <SearchIcon color="disabled" />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
