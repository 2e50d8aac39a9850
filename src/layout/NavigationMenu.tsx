/** Renders the filtered navigation tree (navigation/useNavigation) in the sidebar. */
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { navIconElement } from '../navigation/icons';
import { useListPrefetch } from '../schema/ui/useListPrefetch';
import type { NavItem } from '../navigation/types';
import { useNavigationFor } from '../navigation/useNavigation';
import { useNavTitle } from '../navigation/useNavTitle';
import { lazyWhenOpen, loadOnce } from '../schema/ui/lazyPart';
import { Tag } from '../schema/ui/Tag';
import type { SessionView } from './sessionView';
import { useNavUnfolded, useOnNavChoice } from './navFold';
import { useEntryActive, useStartingPathname } from './useEntryActive';
import { NAV_ENTRY, NAV_ENTRY_FOLDED, navEntryPadding, navEntryStyles } from './navEntryStyles';

// The notice for a moved screen loads when it opens (a dialog's parts that every page would carry).
const MovedNotice = lazyWhenOpen<
  typeof import('./MovedNotice'),
  { open: boolean; onClose: () => void; url?: string }
>(
  loadOnce(() => import('./MovedNotice')),
  'MovedNotice',
);

/**
 * The menu for the shell's session. Memoized: the shell re-renders with every new page element, the
 * menu only when the session, the flags or the location change.
 */
export const NavigationMenu = memo(function NavigationMenu({ view }: { view: SessionView }) {
  return <NavigationList items={useNavigationFor(view)} />;
});

/** Renders a (filtered) navigation tree. */
export function NavigationList({ items }: { items: readonly NavItem[] }) {
  return (
    <List dense disablePadding sx={menuSx}>
      {items.map((item) => (
        <NavNode key={item.id} item={item} depth={0} />
      ))}
    </List>
  );
}

function NavNode({ item, depth }: { item: NavItem; depth: number }) {
  switch (item.type) {
    case 'divider':
      return <ListDivider />;
    case 'group':
      return <NavGroup item={item} depth={depth} />;
    case 'collapse':
      return <NavCollapse item={item} depth={depth} />;
    default:
      return <NavEntry item={item} depth={depth} />;
  }
}

/** A divider inside a list: a plain <li> around the <hr>, so the list holds only list items. */
function ListDivider() {
  return (
    <li aria-hidden="true">
      <Divider sx={{ my: 1 }} />
    </li>
  );
}

function NavGroup({ item, depth }: { item: NavItem; depth: number }) {
  const unfolded = useNavUnfolded();
  const title = useNavTitle();
  const headingId = `nav-${item.id}`;
  return (
    <li>
      <List dense disablePadding aria-labelledby={unfolded ? headingId : undefined}>
        {unfolded ? (
          <ListSubheader
            id={headingId}
            sx={{
              lineHeight: '36px',
              bgcolor: 'inherit',
              fontWeight: 600,
              textTransform: 'uppercase',
              fontSize: 12,
            }}
          >
            {title(item.title)}
          </ListSubheader>
        ) : (
          <ListDivider />
        )}
        {item.children?.map((child) => (
          <NavNode key={child.id} item={child} depth={depth} />
        ))}
      </List>
    </li>
  );
}

function NavIcon({ item }: { item: NavItem }) {
  if (item.image) return <img src={item.image} alt="" width={24} height={24} />;
  return navIconElement(item.icon, { fontSize: 'small' });
}

function Badge({ item }: { item: NavItem }) {
  const title = useNavTitle();
  if (!item.badge) return null;
  return (
    <Tag sx={{ bgcolor: item.badge.bg, color: item.badge.fg, height: 20 }}>{title(item.badge.title)}</Tag>
  );
}

const menuSx = [{ py: 1 }, navEntryStyles];

/** An entry's class and padding (./navEntryStyles.ts). */
const entryLook = (unfolded: boolean, depth: number) => ({
  className: unfolded ? NAV_ENTRY : NAV_ENTRY_FOLDED,
  style: navEntryPadding(unfolded, depth),
});

function Label({ item }: { item: NavItem }) {
  const unfolded = useNavUnfolded();
  const title = useNavTitle();
  return (
    <>
      <span className="nav-entry-icon">
        <NavIcon item={item} />
      </span>
      {unfolded && <span className="nav-entry-text">{title(item.title)}</span>}
      {unfolded && <Badge item={item} />}
    </>
  );
}

/** A folded bar shows icons only: the label becomes the accessible name and a tooltip. */
function Folded({ item, children }: { item: NavItem; children: React.ReactElement }) {
  const unfolded = useNavUnfolded();
  const title = useNavTitle();
  if (unfolded) return children;
  return (
    <Tooltip title={title(item.title)} placement="right">
      {children}
    </Tooltip>
  );
}

/** How long the pointer rests on an entry before its list's first page is asked for. */
const HOVER_INTENT_MS = 80;

/**
 * An entry's list asked for before it is opened (src/schema/ui/listPrefetch.ts): when the pointer
 * rests on the entry, presses it, or the entry is chosen (a click, Enter), whichever comes first.
 */
function usePrefetchOnIntent(url: string | undefined) {
  const prefetchList = useListPrefetch();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Stable while the entry's URL is: the entry's button re-renders only when it becomes (in)active.
  return useMemo(() => {
    const now = () => {
      clearTimeout(timer.current);
      if (url) prefetchList(url);
    };
    return {
      now,
      handlers: {
        onMouseEnter: () => {
          timer.current = setTimeout(now, HOVER_INTENT_MS);
        },
        onMouseLeave: () => clearTimeout(timer.current),
        onPointerDown: now,
      },
    };
  }, [prefetchList, url]);
}

type PrefetchOnIntent = ReturnType<typeof usePrefetchOnIntent>;

/**
 * An entry's link, rendered again only when what it shows changes (its entry renders only when it
 * becomes active or inactive, ./useEntryActive.ts).
 */
const RouterEntry = memo(function RouterEntry({
  item,
  depth,
  name,
  active,
  unfolded,
  prefetch,
  onChoice,
}: {
  item: NavItem;
  depth: number;
  name: string | undefined;
  active: boolean;
  unfolded: boolean;
  prefetch: PrefetchOnIntent;
  onChoice: () => void;
}) {
  return (
    <Folded item={item}>
      <Link
        to={item.url ?? '/'}
        aria-current={active ? 'page' : undefined}
        aria-label={name}
        {...prefetch.handlers}
        onClick={() => {
          prefetch.now();
          onChoice();
        }}
        {...entryLook(unfolded, depth)}
      >
        <Label item={item} />
      </Link>
    </Folded>
  );
});

function NavEntry({ item, depth }: { item: NavItem; depth: number }) {
  const unfolded = useNavUnfolded();
  const title = useNavTitle();
  const onChoice = useOnNavChoice();
  const [movedOpen, setMovedOpen] = useState(false);
  const active = useEntryActive(item.url, item.exact);
  const prefetch = usePrefetchOnIntent(item.url);
  const name = unfolded ? undefined : title(item.title);

  if (item.movedToNewPlatform) {
    return (
      <li>
        <Folded item={item}>
          <button
            type="button"
            aria-label={name}
            aria-haspopup="dialog"
            {...entryLook(unfolded, depth)}
            onClick={() => setMovedOpen(true)}
          >
            <Label item={item} />
          </button>
        </Folded>
        <MovedNotice open={movedOpen} url={item.url} onClose={() => setMovedOpen(false)} />
      </li>
    );
  }
  if (item.type === 'link' || item.target === '_blank') {
    return (
      <li>
        <Folded item={item}>
          <a
            href={item.url}
            target={item.target ?? '_blank'}
            rel="noopener noreferrer"
            aria-label={name}
            {...entryLook(unfolded, depth)}
          >
            <Label item={item} />
          </a>
        </Folded>
      </li>
    );
  }
  return (
    <li>
      <RouterEntry
        item={item}
        depth={depth}
        name={name}
        active={active}
        unfolded={unfolded}
        prefetch={prefetch}
        onChoice={onChoice}
      />
    </li>
  );
}

function NavCollapse({ item, depth }: { item: NavItem; depth: number }) {
  const unfolded = useNavUnfolded();
  const title = useNavTitle();
  const pathname = useStartingPathname();
  const containsCurrent = (item.children ?? []).some((child) => child.url && pathname.startsWith(child.url));
  const [expanded, setExpanded] = useState(containsCurrent);
  const listId = `nav-collapse-${item.id}`;
  return (
    <li>
      <Folded item={item}>
        <button
          type="button"
          aria-expanded={expanded && unfolded}
          aria-controls={listId}
          aria-label={unfolded ? undefined : title(item.title)}
          onClick={() => setExpanded(!expanded)}
          {...entryLook(unfolded, depth)}
        >
          <Label item={item} />
          {unfolded && (expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
        </button>
      </Folded>
      <Collapse in={expanded && unfolded} timeout="auto" unmountOnExit>
        <List id={listId} dense disablePadding>
          {item.children?.map((child) => (
            <NavNode key={child.id} item={child} depth={depth + 1} />
          ))}
        </List>
      </Collapse>
    </li>
  );
}
