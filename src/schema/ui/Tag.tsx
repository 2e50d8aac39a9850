/**
 * A small label in a pill: MUI's small Chip as it looks, without what a label has no use for (a delete
 * button, a click, an avatar), which makes the Chip some 3 KiB gzip on every list. For a field's value
 * (an enum's chip, a reference's name) and the shell's badges.
 */
import { styled } from '@mui/material/styles';
import type { ComponentProps } from 'react';
import type { ChipColor } from '../types';

export interface TagProps {
  color?: ChipColor;
  variant?: 'filled' | 'outlined';
}

const NOT_FORWARDED = new Set(['color', 'variant', 'sx', 'ownerState', 'theme', 'as', 'classes']);

const TagRoot = styled('span', {
  name: 'BackofficeTag',
  slot: 'Root',
  // MUI's own filter keeps sx, ownerState and theme off the element; ours adds color and variant.
  shouldForwardProp: (prop) => !NOT_FORWARDED.has(String(prop)),
})<TagProps>(({ theme, color = 'default', variant = 'filled' }) => {
  const palette = color === 'default' ? null : theme.palette[color];
  const border = palette ? palette.main : theme.palette.grey[theme.palette.mode === 'light' ? 400 : 700];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: 24,
    maxWidth: '100%',
    padding: variant === 'outlined' ? '0 7px' : '0 8px',
    borderRadius: 12,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
    ...(variant === 'outlined'
      ? { border: `1px solid ${border}`, color: palette ? palette.main : 'inherit' }
      : {
          backgroundColor: palette ? palette.main : theme.palette.action.selected,
          color: palette ? palette.contrastText : theme.palette.text.primary,
        }),
  };
});

/** The class a tag carries, as MUI's components carry theirs (for the theme and for tests). */
export const TAG_CLASS = 'BackofficeTag-root';

export function Tag({ className, ...props }: ComponentProps<typeof TagRoot>) {
  return <TagRoot className={className ? `${TAG_CLASS} ${className}` : TAG_CLASS} {...props} />;
}
