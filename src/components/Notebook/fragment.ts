/** The fragment that marks a share link (the rest of share.ts loads only when one is made or opened). */
export const SHARE_PREFIX = '#hb-share=';

/** True when a URL fragment is a share (whether or not it can be read). */
export function isShareFragment(hash: string): boolean {
  return hash.startsWith(SHARE_PREFIX);
}
