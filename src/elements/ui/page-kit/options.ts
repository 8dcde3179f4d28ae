import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import type { SelectOption } from '../inputs';

interface ChoiceState {
  options: readonly SelectOption[];
  loading?: boolean;
  error?: string;
}

/** Choices of a select: a fixed list, or a core option store ($departmentOptions, …) read live. */
export type ChoiceSource = readonly SelectOption[] | ReadableAtom<ChoiceState>;

const NO_STORE = atom<ChoiceState>({ options: [] });

const isStore = (source: ChoiceSource | undefined): source is ReadableAtom<ChoiceState> => !!source && !Array.isArray(source);

/** The choices of a source, subscribing when it is a store (an option store loads on its first listener). */
export function useChoices(source: ChoiceSource | undefined): { options: readonly SelectOption[]; loading: boolean; error: string } {
  const state = useStore(isStore(source) ? source : NO_STORE);
  if (!isStore(source)) return { options: source ?? [], loading: false, error: '' };
  return { options: state.options, loading: !!state.loading, error: state.error ?? '' };
}
