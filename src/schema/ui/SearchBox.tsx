/**
 * The list's full-text search box: the look of react-admin's SearchInput (a resettable text field with a
 * search icon, no label), without a form. It reads and sets the list's `q` filter itself, a change
 * applied after the list's debounce, so a list page needs no form library until another filter shows
 * (ListFilterBar.tsx).
 */
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ResettableTextField, useListContext } from 'react-admin';

/** `alwaysOn`: read by react-admin's FilterButton, which leaves such a filter out of its menu. */
export interface SearchBoxProps {
  source: string;
  placeholder: string;
  alwaysOn: true;
}

export function SearchBox({ source, placeholder }: SearchBoxProps) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const applied = typeof filterValues?.[source] === 'string' ? (filterValues[source] as string) : '';
  const [text, setText] = useState(applied);
  const sent = useRef(applied);
  // A change from elsewhere (a saved query, the filters cleared, the URL) shows in the box.
  useEffect(() => {
    if (applied === sent.current) return;
    sent.current = applied;
    setText(applied);
  }, [applied]);
  // The clear button calls onChange with '' rather than an event.
  const change = (next: ChangeEvent<HTMLInputElement> | string) => {
    const value = typeof next === 'string' ? next : next.target.value;
    setText(value);
    sent.current = value;
    const rest = Object.fromEntries(Object.entries(filterValues ?? {}).filter(([key]) => key !== source));
    setFilters(value ? { ...rest, [source]: value } : rest, displayedFilters, true);
  };
  return (
    <ResettableTextField
      resettable
      hiddenLabel
      label=""
      size="small"
      placeholder={placeholder}
      value={text}
      onChange={change}
      inputProps={{ 'aria-label': placeholder }}
      InputProps={{
        endAdornment: (
          <InputAdornment position="end">
            <SearchIcon color="disabled" />
          </InputAdornment>
        ),
      }}
      sx={{ mt: 0 }}
    />
  );
}
