/**
 * The catalogue's tree: main groups and their sub-groups with counts, each group expandable and each
 * level read when it opens (a catalogue of 1,000 groups paints at once). Two uses:
 * - the products' hierarchy view (`withProducts`): a group without sub-groups lists its products, and
 *   a product moves to another group from its row;
 * - the product groups' page: a group without sub-groups moves under another main group, or becomes
 *   a main group, from its row.
 * Groups are reordered with the arrows (their sort order), renamed on their edit page, and get
 * sub-groups from here. Every change is an ordinary versioned update, so the API's tree rules apply and
 * their messages show (a group holding products gets no sub-group; at most 100 products a group).
 */
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Edit from '@mui/icons-material/Edit';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Loading,
  Title,
  useCanAccess,
  useDataProvider,
  useGetList,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { Tag } from '../../schema/ui/Tag';
import { useBatchSave } from '../../schema/ui/useBatchSave';
import { useFormat } from '../../schema/ui/useFormat';

const GROUPS = 'apps/merchant/productgroupsV3';
const PRODUCTS = 'apps/merchant/productsV3';
/** The API refuses more than 100 products in a group (SPEC 9), so one page shows a whole group. */
const GROUP_PAGE = 100;
/** The move control's choice for "no parent". */
const MAIN = '';

interface Group extends RaRecord {
  name: string;
  parent?: string | null;
  sortOrder?: number | null;
  productCount?: number | null;
  subGroupCount?: number | null;
  version: number;
}

interface Product extends RaRecord {
  name: string;
  unitPrice?: number | null;
  group?: string | null;
  version: number;
}

/** The API's own words for a refused change, in the user's language. */
function useErrorMessage() {
  const [locale] = useLocaleState();
  return (error: unknown) => {
    const body = (error as { body?: { apiErrors?: { errorMessage?: Record<string, string> }[] } }).body;
    const text = body?.apiErrors?.[0]?.errorMessage?.[locale === 'en' ? 'en' : 'sv'];
    return text ?? (error instanceof Error ? error.message : String(error));
  };
}

/** The groups a product can be in (those without sub-groups), by name; read when a group's products show. */
function useLeafGroups(): Group[] {
  const { data = [] } = useGetList<Group>(GROUPS, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  return data.filter((g) => !g.subGroupCount);
}

/** A level of the tree, in its order: the main groups, or one group's sub-groups. */
function useLevel(parent: Group['id'] | null) {
  return useGetList<Group>(GROUPS, {
    filter: parent === null ? { parent_empty: true } : { parent },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'sortOrder', order: 'ASC' },
  });
}

/** The move control's choice for "no group" (a product may have none). */
const NO_GROUP = '';

/** A group's products, or (group null) the products in no group. */
function GroupProducts({ group, canEdit }: { group: Group | null; canEdit: boolean }) {
  const leaves = useLeafGroups();
  const translate = useTranslate();
  const { money } = useFormat();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const message = useErrorMessage();
  const {
    data = [],
    total = 0,
    isPending,
  } = useGetList<Product>(PRODUCTS, {
    filter: group ? { group: group.id } : { group_empty: true },
    pagination: { page: 1, perPage: GROUP_PAGE },
    sort: { field: 'name', order: 'ASC' },
  });
  if (isPending) return <Loading />;
  if (!data.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ pl: 7, py: 1 }}>
        {translate('catalogueTree.empty')}
      </Typography>
    );
  const move = async (product: Product, target: Group | null) => {
    try {
      await dataProvider.update(PRODUCTS, {
        id: product.id,
        data: { group: target ? target.id : null, version: product.version },
        previousData: product,
      });
      const name = target ? target.name : translate('catalogueTree.noGroup');
      notify(translate('catalogueTree.moved', { name: product.name, group: name }), { type: 'success' });
    } catch (error) {
      notify(message(error), { type: 'error' });
    }
    refresh();
  };
  return (
    <List dense disablePadding aria-label={group ? group.name : translate('catalogueTree.noGroup')}>
      {data.map((product) => (
        <ListItem key={product.id} sx={{ pl: 7, gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Link to={`/${PRODUCTS}/${encodeURIComponent(String(product.id))}/show`}>{product.name}</Link>
          </Box>
          <Typography variant="body2" sx={{ width: 90, flexShrink: 0, textAlign: 'right' }}>
            {typeof product.unitPrice === 'number' ? money(product.unitPrice) : ''}
          </Typography>
          {canEdit && (
            <TextField
              select
              size="small"
              sx={{ width: 260, flexShrink: 0 }}
              label={translate('catalogueTree.moveTo', { name: product.name })}
              value={group ? group.id : NO_GROUP}
              onChange={(event) => {
                const chosen = event.target.value;
                if (chosen === (group ? group.id : NO_GROUP)) return;
                if (chosen === NO_GROUP) return void move(product, null);
                const target = leaves.find((g) => g.id === chosen);
                if (target) void move(product, target);
              }}
            >
              <MenuItem value={NO_GROUP}>{translate('catalogueTree.noGroup')}</MenuItem>
              {leaves.map((leaf) => (
                <MenuItem key={leaf.id} value={leaf.id}>
                  {leaf.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </ListItem>
      ))}
      {total > data.length && (
        <Typography variant="body2" color="text.secondary" sx={{ pl: 7 }}>
          {translate('catalogueTree.more', { shown: data.length, total })}
        </Typography>
      )}
    </List>
  );
}

interface NodeProps {
  group: Group;
  siblings: Group[];
  depth: number;
  canEdit: boolean;
  canEditGroups: boolean;
  withProducts: boolean;
  reorder: (siblings: Group[], from: number, to: number) => Promise<void>;
}

/** The main groups a group may move under (not itself, none holding products), read once for the tree. */
function useMainGroups(): Group[] {
  const { data = [] } = useLevel(null);
  return data;
}

/** Moves a group without sub-groups under another main group, or makes it a main group. */
function MoveGroup({ group, depth }: { group: Group; depth: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const message = useErrorMessage();
  const mains = useMainGroups().filter((main) => main.id !== group.id && !main.productCount);
  const current = depth === 0 ? MAIN : String(group.parent ?? MAIN);
  const move = async (parent: string) => {
    const target = mains.find((main) => main.id === parent);
    try {
      await dataProvider.update(GROUPS, {
        id: group.id,
        data: { parent: target ? target.id : null, version: group.version },
        previousData: group,
      });
      notify(
        translate('catalogueTree.moved', {
          name: group.name,
          group: target ? target.name : translate('catalogueTree.mainGroup'),
        }),
        { type: 'success' },
      );
    } catch (error) {
      notify(message(error), { type: 'error' });
    }
    refresh();
  };
  return (
    <TextField
      select
      size="small"
      sx={{ width: 240, flexShrink: 0 }}
      label={translate('catalogueTree.moveTo', { name: group.name })}
      value={current}
      onChange={(event) => {
        if (event.target.value !== current) void move(event.target.value);
      }}
    >
      <MenuItem value={MAIN}>{translate('catalogueTree.mainGroup')}</MenuItem>
      {mains.map((main) => (
        <MenuItem key={main.id} value={String(main.id)}>
          {main.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A group's sub-groups, read when the group is opened. */
function SubGroups({ parent, ...props }: Omit<NodeProps, 'group' | 'siblings'> & { parent: Group }) {
  const { data = [], isPending } = useLevel(parent.id);
  if (isPending) return <Loading />;
  return (
    <>
      {data.map((child) => (
        <GroupNode key={child.id} {...props} group={child} siblings={data} />
      ))}
    </>
  );
}

function GroupNode(props: NodeProps) {
  const { group, siblings, depth, canEdit, canEditGroups, withProducts, reorder } = props;
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const subGroups = group.subGroupCount ?? 0;
  const index = siblings.indexOf(group);
  const products = group.productCount ?? 0;
  const name = group.name;
  return (
    <>
      <ListItem
        sx={{ pl: 1 + depth * 4, gap: 1, borderTop: depth === 0 ? 1 : 0, borderColor: 'divider' }}
        aria-label={name}
      >
        <IconButton
          size="small"
          aria-expanded={open}
          aria-label={translate(open ? 'catalogueTree.collapse' : 'catalogueTree.expand', { name })}
          onClick={() => setOpen(!open)}
        >
          {open ? <ExpandLess /> : <ExpandMore />}
        </IconButton>
        {/* The name opens and closes the node as the arrow does (the arrow is the keyboard's way). */}
        <Typography
          sx={{ flex: 1, fontWeight: depth === 0 ? 600 : 400, cursor: 'pointer' }}
          onClick={() => setOpen(!open)}
        >
          {name}
        </Typography>
        {subGroups > 0 && <Tag>{translate('catalogueTree.subGroups', { smart_count: subGroups })}</Tag>}
        {(products > 0 || subGroups === 0) && (
          <Tag>{translate('catalogueTree.products', { smart_count: products })}</Tag>
        )}
        {canEditGroups && !withProducts && subGroups === 0 && <MoveGroup group={group} depth={depth} />}
        {canEditGroups && (
          <>
            <IconButton
              size="small"
              disabled={index === 0}
              aria-label={translate('catalogueTree.up', { name })}
              onClick={() => void reorder(siblings, index, index - 1)}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              disabled={index === siblings.length - 1}
              aria-label={translate('catalogueTree.down', { name })}
              onClick={() => void reorder(siblings, index, index + 1)}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              component={Link}
              to={`/${GROUPS}/${encodeURIComponent(String(group.id))}`}
              aria-label={translate('catalogueTree.edit', { name })}
            >
              <Edit fontSize="small" />
            </IconButton>
          </>
        )}
      </ListItem>
      {open && (
        <>
          {subGroups > 0 && (
            <SubGroups
              parent={group}
              depth={depth + 1}
              canEdit={canEdit}
              canEditGroups={canEditGroups}
              withProducts={withProducts}
              reorder={reorder}
            />
          )}
          {canEditGroups && depth === 0 && products === 0 && (
            <Box sx={{ pl: 9, py: 0.5 }}>
              <Button
                size="small"
                component={Link}
                to={`/${GROUPS}/create?source=${encodeURIComponent(JSON.stringify({ parent: group.id }))}`}
              >
                {translate('catalogueTree.addSubGroup')}
              </Button>
            </Box>
          )}
          {withProducts && subGroups === 0 && <GroupProducts group={group} canEdit={canEdit} />}
        </>
      )}
    </>
  );
}

/** The products in no group (imported without one, or taken out of theirs), shown while there are any. */
function UngroupedNode({ canEdit }: { canEdit: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { total = 0 } = useGetList<Product>(PRODUCTS, {
    filter: { group_empty: true },
    pagination: { page: 1, perPage: 1 },
  });
  if (total === 0) return null;
  const name = translate('catalogueTree.noGroup');
  return (
    <>
      <ListItem sx={{ pl: 1, gap: 1, borderTop: 1, borderColor: 'divider' }} aria-label={name}>
        <IconButton
          size="small"
          aria-expanded={open}
          aria-label={translate(open ? 'catalogueTree.collapse' : 'catalogueTree.expand', { name })}
          onClick={() => setOpen(!open)}
        >
          {open ? <ExpandLess /> : <ExpandMore />}
        </IconButton>
        <Typography sx={{ flex: 1, fontStyle: 'italic', cursor: 'pointer' }} onClick={() => setOpen(!open)}>
          {name}
        </Typography>
        <Tag>{translate('catalogueTree.products', { smart_count: total })}</Tag>
      </ListItem>
      {open && <GroupProducts group={null} canEdit={canEdit} />}
    </>
  );
}

export function CatalogueTree({ withProducts, title }: { withProducts: boolean; title: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const message = useErrorMessage();
  const batchSave = useBatchSave();
  const { canAccess: canEdit = false } = useCanAccess({ resource: PRODUCTS, action: 'edit' });
  const { canAccess: canEditGroups = false } = useCanAccess({ resource: GROUPS, action: 'edit' });
  // The first paint reads the main groups only; each level below is read when it is opened.
  const { data: mains = [], isPending } = useLevel(null);
  if (isPending) return <Loading />;

  /** Moves one group among its siblings and numbers them 10, 20, 30 … in the new order. */
  const reorder = async (siblings: Group[], from: number, to: number) => {
    const order = [...siblings];
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved!);
    const writes = order.flatMap((group, i) => {
      const sortOrder = (i + 1) * 10;
      if (group.sortOrder === sortOrder) return [];
      return [
        () =>
          dataProvider.update(GROUPS, {
            id: group.id,
            data: { sortOrder, version: group.version },
            previousData: group,
          }),
      ];
    });
    await batchSave(writes, { name: moved!.name, describeFailure: message });
    refresh();
  };

  return (
    <Paper sx={{ mt: 2 }} className="catalogue-tree">
      <Title title={title} />
      {mains.length === 0 ? (
        <>
          <Typography sx={{ p: 2 }}>{translate('catalogueTree.noGroups')}</Typography>
          {withProducts && (
            <List aria-label={translate(title)}>
              <UngroupedNode canEdit={canEdit} />
            </List>
          )}
        </>
      ) : (
        <List aria-label={translate(title)}>
          {mains.map((group) => (
            <GroupNode
              key={group.id}
              group={group}
              siblings={mains}
              depth={0}
              canEdit={canEdit}
              canEditGroups={canEditGroups}
              withProducts={withProducts}
              reorder={reorder}
            />
          ))}
          {withProducts && <UngroupedNode canEdit={canEdit} />}
        </List>
      )}
      {canEditGroups && (
        <Box sx={{ p: 2 }}>
          <Button component={Link} to={`/${GROUPS}/create`}>
            {translate('catalogueTree.addGroup')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
