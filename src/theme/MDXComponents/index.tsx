import MDXComponents from '@theme-original/MDXComponents';
import { Exercise, ExerciseHint } from '@site/src/components/Exercise';
import { Predict, Reveal } from '@site/src/components/Exercise/Predict';

/**
 * The exercises' tags, usable in every MDX page without an import: `<Exercise>` (its fences
 * are made props by src/plugins/remark-exercises.ts), `<Predict>` and its `<Reveal>`.
 */
export default {
  ...MDXComponents,
  Exercise,
  ExerciseHint,
  Predict,
  Reveal,
};
