import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyDialog, LazyMenu, LazyPopover, LazyTextField } from './LazyOverlays';

function MenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" onClick={(event) => setAnchor(event.currentTarget)}>
        Språk
      </button>
      <LazyMenu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => setAnchor(null)}>Svenska</MenuItem>
        <MenuItem disabled>English</MenuItem>
      </LazyMenu>
    </>
  );
}

describe('LazyOverlays', () => {
  it("a closed dialog renders nothing; opened, MUI's dialog shows with its content", async () => {
    const { rerender } = render(<LazyDialog open={false}>Ta bort butiken?</LazyDialog>);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<LazyDialog open>Ta bort butiken?</LazyDialog>);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Ta bort butiken?');
  });

  it("a menu opens on its button's click with the first item focused, and closes on Escape or a choice", async () => {
    render(<MenuButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Språk' }));
    const swedish = await screen.findByRole('menuitem', { name: 'Svenska' });
    expect(swedish).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Språk' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Svenska' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('a kept-mounted popover mounts its content at its first opening, and keeps it once closed', async () => {
    const anchor = document.createElement('button');
    document.body.appendChild(anchor);
    const view = (open: boolean) => (
      <LazyPopover open={open} keepMounted anchorEl={anchor}>
        <div id="columns">Kolumner</div>
      </LazyPopover>
    );
    const { rerender } = render(view(false));
    expect(document.getElementById('columns')).toBeNull();
    rerender(view(true));
    expect(await screen.findByText('Kolumner')).toBeVisible();
    rerender(view(false));
    await waitFor(() => expect(screen.getByText('Kolumner')).not.toBeVisible());
    expect(document.getElementById('columns')).not.toBeNull();
    anchor.remove();
  });

  it("react-admin's title editor gets MUI's TextField once it has loaded", async () => {
    render(<LazyTextField label="Titel" defaultValue="Butiker" />);
    expect(await screen.findByRole('textbox', { name: 'Titel' })).toHaveValue('Butiker');
  });

  it("a dialog's parts render inside the open dialog, named by its title", async () => {
    render(
      <LazyDialog open aria-labelledby="confirm-title">
        <DialogTitle id="confirm-title">Ta bort 3 butiker?</DialogTitle>
        <DialogContent>
          <DialogContentText>Det går inte att ångra.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <button type="button">Bekräfta</button>
        </DialogActions>
      </LazyDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort 3 butiker?' });
    expect(dialog).toHaveTextContent('Det går inte att ångra.');
    expect(screen.getByRole('button', { name: 'Bekräfta' })).toBeVisible();
  });
});
