/** The sentence a reader sees when they reach for the function they are writing. */
export function forbiddenMessage(name: string): string {
  return `${name} is not available in this exercise: it is the function you are writing.`;
}
