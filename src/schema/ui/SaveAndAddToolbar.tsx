/**
 * The create form's toolbar with a second save button (a definition's `create.saveAndAdd`, SPEC 3):
 * it saves, says so, and leaves an empty form with the defaults for the next record.
 */
import { SaveButton, Toolbar, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';

export function SaveAndAddToolbar() {
  const notify = useNotify();
  const { reset } = useFormContext();
  return (
    <Toolbar>
      <SaveButton />
      <SaveButton
        type="button"
        variant="text"
        label="engine.save_and_add"
        sx={{ ml: 2 }}
        mutationOptions={{
          onSuccess: () => {
            reset();
            notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
            window.scrollTo(0, 0);
          },
        }}
      />
    </Toolbar>
  );
}
