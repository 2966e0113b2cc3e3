/**
 * The sentence a reader sees when they reach for a name the exercise takes away: the
 * function they are writing (`fn`), or another that would do its work for them.
 */
export function forbiddenMessage(name: string, fn: string): string {
  return name === fn
    ? `${name} is not available in this exercise: it is the function you are writing.`
    : `${name} is not available in this exercise: it would do the work of the ${fn} you are writing.`;
}
