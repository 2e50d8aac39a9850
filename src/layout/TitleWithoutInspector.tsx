/**
 * react-admin's Configurable as its page title uses it, without what shows only in the inspector's edit
 * mode, which this app never turns on (no inspector button): the title's preference key around it, in
 * the same span (class and placement) as Configurable's when not editing. The build resolves the page
 * title's import to it (build/rewrites.ts, "page-title-configurable").
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { PreferenceKeyContextProvider } from 'react-admin';

const ROOT = { position: 'relative', display: 'inline-block' } as const;

export function TitleWithoutInspector({
  children,
  preferenceKey,
  sx,
}: {
  children: ReactNode;
  preferenceKey: string;
  /** The inspector's editor: never opened here. */
  editor?: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <PreferenceKeyContextProvider value={`preferences.${preferenceKey}`}>
      <Box component="span" className="RaConfigurable-root" sx={[ROOT, ...(Array.isArray(sx) ? sx : [sx])]}>
        {children}
      </Box>
    </PreferenceKeyContextProvider>
  );
}
