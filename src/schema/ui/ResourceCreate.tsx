/**
 * The generated create page; the form keeps what was typed when the save fails. Its messages are the
 * resource's own where SPEC 8 names them (createTexts.ts): "Store created", "Couldn't create store" with
 * the server's reason beneath.
 */
import {
  Create,
  useNotify,
  useRedirect,
  useResourceContext,
  useTranslate,
  type HttpError,
  type RaRecord,
} from 'react-admin';
import { storageOf } from '../define-resource';
import { createTexts } from './createTexts';
import { useDefinition } from './EngineContext';
import { ResourceForm } from './ResourceForm';

export function ResourceCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const resource = useResourceContext();
  const { definition } = useDefinition();
  const texts = createTexts(storageOf(definition));

  const onSuccess = (data: RaRecord) => {
    notify(texts.created, { type: 'info', messageArgs: { smart_count: 1 } });
    redirect('show', resource, data.id, data);
  };
  const onError = (error: unknown) => {
    const { body, message } = error as HttpError;
    if (!texts.failed) return notify(message || 'ra.notification.http_error', { type: 'error' });
    // Field errors show on the fields; otherwise the server's reason goes beneath.
    const text = [translate(texts.failed), body?.errors ? '' : message].filter(Boolean).join('\n');
    notify(text, { type: 'error', multiLine: true, messageArgs: { _: text } });
  };

  return (
    <Create redirect="show" mutationOptions={{ onSuccess, onError }}>
      <ResourceForm mode="create" />
    </Create>
  );
}
