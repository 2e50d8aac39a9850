/**
 * Saves run together (SPEC 7, "Helper behaviours"; SPEC 8, "Batches"): all writes sent at once; when
 * every one succeeded, one success toast, "{name} Updated Successfully" when the caller names what was
 * saved, else "Saved Successfully", then the optional redirect. A failed save shows an error toast unless
 * the caller says it shows its own.
 */
import { useNotify, useRedirect, useTranslate } from 'react-admin';
import { readFailure } from './useBatchRead';

export interface BatchSaveOptions {
  /** The one thing the writes save (a group's name), for "{name} Updated Successfully". */
  name?: string;
  /** Where to go after a save in which every write succeeded. */
  redirect?: string;
  /** The caller shows the failure itself: no error toast. */
  quietFailure?: boolean;
  /** The failure's text in the toast (default: the error's message). */
  describeFailure?: (error: unknown) => string;
}

/** Answers whether every write succeeded. */
export function useBatchSave() {
  const notify = useNotify();
  const translate = useTranslate();
  const redirect = useRedirect();
  return async (
    writes: readonly (() => Promise<unknown>)[],
    options: BatchSaveOptions = {},
  ): Promise<boolean> => {
    const outcomes = await Promise.allSettled(writes.map((write) => write()));
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) {
      if (!options.quietFailure) {
        const message = options.describeFailure
          ? options.describeFailure(failed.reason)
          : (readFailure(failed.reason)?.message ?? String(failed.reason));
        const text = translate('engine.batch.saveFailed', { message });
        notify(text, { type: 'error', messageArgs: { _: text } });
      }
      return false;
    }
    const text = options.name
      ? translate('engine.batch.updated', { name: options.name })
      : translate('engine.batch.saved');
    notify(text, { type: 'success', messageArgs: { _: text } });
    if (options.redirect) redirect(options.redirect);
    return true;
  };
}
