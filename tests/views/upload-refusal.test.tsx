/**
 * Issue 39 item 6: a file the drop zone refused (over the field's size, of another type) was discarded
 * without a word and the form saved as if nothing had happened. Now the field says why, with the file's
 * size or type and the limit in the user's language, and the form is not saved until the file is
 * removed or another one chosen. The generated form's validation and the app's i18nProvider.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, memoryStore, SaveButton } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../src/domain/validators/image';
import { bundledMessages } from '../../src/i18n/bundledMessages';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { defineResource } from '../../src/schema/define-resource';
import UploadInput from '../../src/schema/ui/UploadInput';
import { useFormValidation } from '../../src/schema/ui/ResourceForm';
import { pngOf } from '../../src/domain/validators/__fixtures__/images';

const definition = defineResource({
  name: 'badges',
  label: { one: { en: 'Badge', sv: 'Märke' }, many: { en: 'Badges', sv: 'Märken' } },
  routes: ['/apps/setting/badges'],
  api: 'api/badge',
  scope: 'organization',
  access: { roles: ['admin'], permissionKey: 'organization' },
  representation: 'name',
  fields: {
    name: { kind: 'text', label: { en: 'Name', sv: 'Namn' }, required: true },
    logo: {
      kind: 'image',
      label: { en: 'Logo', sv: 'Logotyp' },
      accept: ['image/png'],
      maxBytes: MAX_IMAGE_BYTES,
    },
  },
});
const logo = definition.fields.logo as Extract<(typeof definition.fields)['logo'], { kind: 'image' }>;
const STORED = { src: '/infrastructure/3.0/image/0b7c5d0e-5d1b-4a37-9a53-3c8b3f4c2f10', title: 'gammal.png' };

function Badge({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  const validate = useFormValidation(definition, 'edit');
  return (
    <Form record={{ id: 'b1', name: 'Kaffebaren', logo: STORED }} validate={validate} onSubmit={onSubmit}>
      <UploadInput source="logo" label="Logotyp" helperText={false} fullWidth field={logo} />
      <SaveButton alwaysEnable />
    </Form>
  );
}

function renderBadge(locale: 'sv' | 'en') {
  const onSubmit = vi.fn();
  const i18nProvider = createI18nProvider({ locale, messages: bundledMessages(locale), remote: 'off' });
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <Badge onSubmit={onSubmit} />
    </AdminContext>,
  );
  return onSubmit;
}

const choose = async (file: File) => {
  const input = await screen.findByLabelText('Logotyp', { selector: 'input[type=file]' });
  fireEvent.change(input, { target: { files: [file] } });
};
const png = (bytes: number, name = 'ny.png') =>
  new File([pngOf(40, 30), new Uint8Array(Math.max(0, bytes - pngOf(40, 30).length))], name, {
    type: 'image/png',
  });
const save = () => fireEvent.click(screen.getByRole('button', { name: /spara|save/i }));

describe('a refused file in a drop zone', () => {
  it('too large: says its size and the limit in Swedish, and the form is not saved until it goes', async () => {
    const onSubmit = renderBadge('sv');
    await choose(png(3.05 * 1024 * 1024, 'stor.png'));
    expect(await screen.findByText('Filen är 3,1 MB; högst 2 MB')).toBeInTheDocument();
    save();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Filen är 3,1 MB; högst 2 MB')).toBeInTheDocument();

    // Another file, within the limit: the message goes and the save goes through with it.
    const small = png(0);
    await choose(small);
    await waitFor(() => expect(screen.queryByText(/Filen är 3,1 MB/)).not.toBeInTheDocument());
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]![0] as { logo: { rawFile: File; title: string } };
    expect(values.logo.title).toBe('ny.png');
    expect(values.logo.rawFile.size).toBe(small.size);
  });

  it('another type: says its type and the types taken, in English', async () => {
    const onSubmit = renderBadge('en');
    await choose(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('The file is of type GIF; accepted: PNG')).toBeInTheDocument();
    save();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('too large, in English: the decimal point', async () => {
    renderBadge('en');
    await choose(png(3.05 * 1024 * 1024, 'stor.png'));
    expect(await screen.findByText('The file is 3.1 MB; at most 2 MB')).toBeInTheDocument();
  });
});
