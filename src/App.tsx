import { Admin } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const dataProvider = simpleRestProvider(import.meta.env.VITE_API_URL ?? '');

export function App() {
  return <Admin dataProvider={dataProvider} />;
}
