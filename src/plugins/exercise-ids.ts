import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { exerciseIdsOf } from './remark-exercises.ts';

export const EXERCISE_IDS_PLUGIN = 'hitbook-exercise-ids';

/** A doc's id as the docs plugin gives it: its path without extension, `id:` in its front matter replacing the file name. */
export function docIdOf(relativePath: string, source: string): string {
  const withoutExt = relativePath
    .replace(/\.mdx?$/, '')
    .split(path.sep)
    .join('/');
  const front = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const id = /^id:\s*['"]?([\w-]+)['"]?\s*$/m.exec(front)?.[1];
  if (id === undefined) return withoutExt;
  const dir = withoutExt.includes('/') ? withoutExt.slice(0, withoutExt.lastIndexOf('/') + 1) : '';
  return dir + id;
}

/**
 * Every doc's exercise and predict ids, as global data (`usePluginData('hitbook-exercise-ids')`):
 * the sidebar and the landing page count a chapter's progress ("2 of 5") without the chapter
 * being visited. Read from the MDX sources with the same reading the remark transform checks
 * (remark-exercises.ts), so the lists cannot disagree with the pages; a few hundred bytes
 * in every page's global data.
 */
export default function exerciseIds(context: { siteDir: string }): Plugin {
  const docsDir = path.join(context.siteDir, 'docs');
  return {
    name: EXERCISE_IDS_PLUGIN,
    loadContent() {
      const out: Record<string, { exercises: string[]; predicts: string[]; title: string }> = {};
      for (const entry of readdirSync(docsDir, { recursive: true, withFileTypes: true })) {
        // Partials (`_name.mdx`) belong to the page that imports them.
        if (!entry.isFile() || !/\.mdx?$/.test(entry.name) || entry.name.startsWith('_')) continue;
        const full = path.join(entry.parentPath, entry.name);
        const source = readFileSync(full, 'utf8');
        const ids = exerciseIdsOf(source);
        if (ids.exercises.length + ids.predicts.length === 0) continue;
        const id = docIdOf(path.relative(docsDir, full), source);
        const title = /^title:\s*(.+)$/m.exec(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '')?.[1]?.trim();
        out[id] = { ...ids, title: title ?? /^# (.+)$/m.exec(source)?.[1] ?? id };
      }
      return Promise.resolve(out);
    },
    contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
      return Promise.resolve();
    },
    getPathsToWatch() {
      return [path.join(docsDir, '**/*.{md,mdx}')];
    },
  };
}
