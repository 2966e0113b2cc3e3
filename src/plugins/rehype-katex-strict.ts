import type { Root } from 'hast';
import type { VFile } from 'vfile';

/**
 * rehype-katex renders a malformed formula in red and only records a message on the file.
 * Placed after it, this plugin turns such a message into a build failure naming file:line:col.
 */
export default function rehypeKatexStrict() {
  return (_tree: Root, file: VFile): void => {
    const errors = file.messages.filter((m) => m.source === 'rehype-katex' || m.ruleId === 'parseerror');
    const first = errors[0];
    if (!first) return;
    const where = `${file.path}:${first.line ?? '?'}:${first.column ?? '?'}`;
    throw new Error(`Malformed formula at ${where}: ${first.reason}`);
  };
}
