/**
 * The inputs of the kinds' files (react-admin's, and the money input), as components that load with the
 * first form rather than with the list: a list shows the kinds' values (the same files), and their
 * inputs (autocomplete, selects, date pickers, the sub-record iterator, the text input and with it the
 * form layer) were about a third of its JS. Each is a `lazyView` of its namesake, with the same props;
 * `preloadInputs()` loads them all, so that a view that waits for it (the generated forms,
 * resourceElements.tsx) renders its inputs at once.
 */
import type { ComponentType } from 'react';
import { lazyView, type LazyView } from '../lazyView';
import type * as RaInputs from './raInputs';

type Inputs = typeof RaInputs;

let loading: Promise<Inputs> | null = null;
const loadInputs = () =>
  (loading ??= import('./raInputs').catch((error: unknown) => {
    loading = null; // a later attempt may succeed (e.g. the network came back)
    throw error;
  }));

const all: LazyView<object>[] = [];
function lazyInput<K extends keyof Inputs>(name: K): Inputs[K] {
  const input = lazyView<object>(() =>
    loadInputs().then((module) => ({ default: module[name] as unknown as ComponentType<object> })),
  );
  all.push(input);
  return input as unknown as Inputs[K];
}

export const ArrayInput = lazyInput('ArrayInput');
export const AutocompleteArrayInput = lazyInput('AutocompleteArrayInput');
export const AutocompleteInput = lazyInput('AutocompleteInput');
export const BooleanInput = lazyInput('BooleanInput');
export const CheckboxGroupInput = lazyInput('CheckboxGroupInput');
export const DateInput = lazyInput('DateInput');
export const DateTimeInput = lazyInput('DateTimeInput');
export const MoneyInput = lazyInput('MoneyInput');
export const NumberInput = lazyInput('NumberInput');
export const PasswordInput = lazyInput('PasswordInput');
export const WhenSelectInput = lazyInput('WhenSelectInput');
export const ReferenceArrayInput = lazyInput('ReferenceArrayInput');
export const ReferenceInput = lazyInput('ReferenceInput');
export const SelectArrayInput = lazyInput('SelectArrayInput');
export const SelectInput = lazyInput('SelectInput');
export const SimpleFormIterator = lazyInput('SimpleFormIterator');
export const TextInput = lazyInput('TextInput');
export const TimeInput = lazyInput('TimeInput');

/** Loads every input above; rejects as the import does (a later call tries again). */
export const preloadInputs = (): Promise<void> =>
  Promise.all(all.map((input) => input.preload())).then(() => undefined);

/** `load` with the inputs loaded beside it: for a view or chunk that renders inputs on its first render. */
export const withInputs = <T,>(load: Promise<T>): Promise<T> =>
  Promise.all([load, preloadInputs()]).then(([loaded]) => loaded);
