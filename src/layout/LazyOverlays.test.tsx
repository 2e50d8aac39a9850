import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  LazyChip,
  LazyDialog,
  LazyDialogActions,
  LazyDialogContent,
  LazyDialogContentText,
  LazyDialogTitle,
  LazyFab,
  LazyLinearProgress,
  LazyMenu,
  LazyMenuItem,
  LazyModal,
  LazyPopover,
  LazyTextField,
} from './LazyOverlays';

function MenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" onClick={(event) => setAnchor(event.currentTarget)}>
        Språk
      </button>
      <LazyMenu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <LazyMenuItem onClick={() => setAnchor(null)}>Svenska</LazyMenuItem>
        <LazyMenuItem disabled>English</LazyMenuItem>
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

  it('a modal shows its content when opened', async () => {
    render(
      <LazyModal open>
        <div>Laddar kassan</div>
      </LazyModal>,
    );
    expect(await screen.findByText('Laddar kassan')).toBeVisible();
  });

  it("react-admin's title editor gets MUI's TextField once it has loaded", async () => {
    render(<LazyTextField label="Titel" defaultValue="Butiker" />);
    expect(await screen.findByRole('textbox', { name: 'Titel' })).toHaveValue('Butiker');
  });

  it("a dialog's parts render inside the open dialog, named by its title", async () => {
    render(
      <LazyDialog open aria-labelledby="confirm-title">
        <LazyDialogTitle id="confirm-title">Ta bort 3 butiker?</LazyDialogTitle>
        <LazyDialogContent>
          <LazyDialogContentText>Det går inte att ångra.</LazyDialogContentText>
        </LazyDialogContent>
        <LazyDialogActions>
          <button type="button">Bekräfta</button>
        </LazyDialogActions>
      </LazyDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort 3 butiker?' });
    expect(dialog).toHaveTextContent('Det går inte att ångra.');
    expect(screen.getByRole('button', { name: 'Bekräfta' })).toBeVisible();
  });

  it("a phone's create button and a progress bar show once loaded", async () => {
    render(
      <>
        <LazyFab aria-label="Skapa">+</LazyFab>
        <LazyLinearProgress aria-label="Laddar" />
        <LazyChip label="Kaffebaren" />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Skapa' })).toBeVisible();
    expect(await screen.findByRole('progressbar', { name: 'Laddar' })).toBeInTheDocument();
    expect(screen.getByText('Kaffebaren')).toBeVisible();
  });
});
