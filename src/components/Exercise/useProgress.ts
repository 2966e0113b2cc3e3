/** The React side of progress (progress.ts): the reader's marks, the build's ids, the doc on screen. */
import { useSyncExternalStore } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useLocation } from '@docusaurus/router';
import { useActiveDocContext } from '@docusaurus/plugin-content-docs/client';
import { progressStore, type DocItems, type Progress } from './progress';

const NONE: Progress = {};
const noop = () => () => undefined;

/** The reader's progress; empty on the server and in the first render (hydration stays exact). */
export function useProgress(): Progress {
  const store = progressStore();
  return useSyncExternalStore(store ? store.subscribe : noop, store ? store.getSnapshot : () => NONE, () => NONE);
}

/** Every doc's exercise and predict ids, collected at build time (src/plugins/exercise-ids.ts). */
export function useExerciseIds(): Record<string, DocItems> {
  return usePluginData('hitbook-exercise-ids') as Record<string, DocItems>;
}

/** The doc on screen (its docs-plugin id), or the page's path outside the docs (a composed notebook). */
export function useProgressDoc(): string {
  const { pathname } = useLocation();
  const { activeDoc } = useActiveDocContext(undefined);
  return activeDoc?.id ?? pathname;
}
