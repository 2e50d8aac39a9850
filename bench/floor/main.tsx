/**
 * The floor (bench/floor.ts): the smallest react-admin app with a list, as react-admin's documentation
 * starts one. <Admin> with its default layout, two resources with a Datagrid each (telemetry off, as ours), the rows fetched from
 * a static file; no sign-in, no translations, no theme of its own.
 */
import { createRoot } from 'react-dom/client';
import {
  Admin,
  Datagrid,
  List,
  NumberField,
  Resource,
  TextField,
  type DataProvider,
  type RaRecord,
} from 'react-admin';

const rows = <RecordType extends RaRecord>(): Promise<RecordType[]> =>
  fetch('./rows.json').then((response) => response.json() as Promise<RecordType[]>);
const readOnly = () => Promise.reject(new Error('The floor is read-only'));

const dataProvider: DataProvider = {
  getList: async <RecordType extends RaRecord>() => {
    const data = await rows<RecordType>();
    return { data, total: data.length };
  },
  getOne: async <RecordType extends RaRecord>(_resource: string, { id }: { id: RecordType['id'] }) => {
    const data = (await rows<RecordType>()).find((row) => String(row.id) === String(id));
    if (!data) throw new Error(`No row ${String(id)}`);
    return { data };
  },
  getMany: async <RecordType extends RaRecord>() => ({ data: await rows<RecordType>() }),
  getManyReference: async <RecordType extends RaRecord>() => {
    const data = await rows<RecordType>();
    return { data, total: data.length };
  },
  create: readOnly,
  update: readOnly,
  updateMany: readOnly,
  delete: readOnly,
  deleteMany: readOnly,
};

const ProductList = () => (
  <List>
    <Datagrid>
      <TextField source="name" />
      <TextField source="sku" />
      <NumberField source="price" options={{ style: 'currency', currency: 'SEK' }} />
    </Datagrid>
  </List>
);

const SkuList = () => (
  <List>
    <Datagrid>
      <TextField source="sku" />
      <TextField source="name" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="products" list={ProductList} />
    <Resource name="skus" list={SkuList} />
  </Admin>,
);
