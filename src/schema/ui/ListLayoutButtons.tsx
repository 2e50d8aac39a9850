/**
 * The list toolbar's layout buttons (loaded after the list's first paint, ./LazyListLayout.tsx): the
 * rows' density, a choice of three, and the two side panels, each a toggle. What they set is kept in
 * react-admin's store, which follows the user (src/domain/listLayout.ts).
 */
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type ReactElement } from 'react';
import { Button, useStore, useTranslate } from 'react-admin';
import {
  densityKey,
  isListDensity,
  LIST_DENSITIES,
  sidePanelKey,
  type SidePanel,
} from '../../domain/listLayout';
import { useDefinition } from './EngineContext';
import { withTexts } from './lazyTexts';
import { LIST_LAYOUT_TEXTS, listLayoutMessages } from './listLayoutMessages';

/** The id of a side panel's element, which its toggle controls. */
export const panelId = (resource: string, side: SidePanel) =>
  `${resource.replaceAll('/', '-')}-${side}-panel`;

function DensityButton({ name }: { name: string }) {
  const translate = useTranslate();
  const [density, setDensity] = useStore<unknown>(densityKey(name));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = isListDensity(density) ? density : 'standard';
  const menuId = `${name.replaceAll('/', '-')}-density-menu`;
  return (
    <>
      <Button
        label="engine.listLayout.density"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <DensityMediumIcon />
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LIST_DENSITIES.map((choice) => (
          <MenuItem
            key={choice}
            role="menuitemradio"
            aria-checked={choice === current}
            selected={choice === current}
            onClick={() => {
              setDensity(choice);
              setAnchor(null);
            }}
          >
            {translate(`engine.listLayout.densities.${choice}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function PanelToggle({ name, side, icon }: { name: string; side: SidePanel; icon: ReactElement }) {
  const [open, setOpen] = useStore<unknown>(sidePanelKey(name, side));
  const shown = open === true;
  return (
    <Button
      label={side === 'left' ? 'engine.listLayout.filtersBeside' : 'engine.listLayout.detailsBeside'}
      aria-pressed={shown}
      aria-controls={shown ? panelId(name, side) : undefined}
      onClick={() => setOpen(!shown)}
    >
      {icon}
    </Button>
  );
}

function LayoutButtons() {
  const { name } = useDefinition();
  return (
    <>
      <PanelToggle name={name} side="left" icon={<FilterListIcon />} />
      <PanelToggle name={name} side="right" icon={<ViewSidebarIcon />} />
      <DensityButton name={name} />
    </>
  );
}

export const ListLayoutButtons = withTexts(LIST_LAYOUT_TEXTS, listLayoutMessages, LayoutButtons);
