import type { Plugin } from '@docusaurus/types';
import { SHARE_PREFIX } from '../components/Notebook/fragment.ts';
import { editsKey, PREFIX } from '../components/Notebook/storage.ts';

/** The playground's saved notebook (Composer/store.ts's notebookKey of the id src/pages/playground.tsx saves under). */
export const PLAYGROUND_KEY = `${PREFIX}notebook:playground`;

/**
 * The inline script at the top of every page's <head>: before the body is painted, it hides
 * the code of each cell and exercise the reader has saved edits for (every cell, when the
 * page is opened from a share link), until the cell has put those edits in its editor — so the server's
 * original code never flashes before the reader's own. A cell marks itself
 * `data-cell-ready` in a layout effect, before the browser paints it; should the page's
 * scripts never run, the code shows again after the load event. It only reads storage and
 * never throws: without storage it does nothing. The playground, a composed notebook whose
 * server render is its starting code, is hidden the same way while a saved one is in storage,
 * until the page marks it `data-playground-ready`.
 */
export const HIDE_SAVED_CELLS = `(function () {
  try {
    var path = location.pathname.replace(/\\/+$/, '') || '/';
    var sel = [];
    if (location.hash.indexOf(${JSON.stringify(SHARE_PREFIX)}) === 0) sel.push('[data-live-cell]');
    var saved = null;
    try { saved = JSON.parse(localStorage.getItem(${JSON.stringify(editsKey(''))} + path) || 'null'); } catch (e) {}
    if (saved && typeof saved === 'object') {
      for (var id in saved) {
        // A live cell's id, or an exercise's (ex-…): both keep their edits here.
        if (/^[\\w-]+$/.test(id)) sel.push('[data-cell-id="' + id + '"]');
        // Edits saved under a cell's old id, its position, until the cell moves them to its id.
        if (/^\\d+$/.test(id)) sel.push('[data-live-cell][data-cell-build-index="' + id + '"]');
      }
    }
    var hide = sel.map(function (s) { return s + ':not([data-cell-ready]) [data-cell-editor]'; });
    var playground = null;
    try { playground = /\\/playground$/.test(path) && localStorage.getItem(${JSON.stringify(PLAYGROUND_KEY)}); } catch (e) {}
    if (playground) hide.push('[data-playground]:not([data-playground-ready])');
    if (!hide.length) return;
    var style = document.createElement('style');
    style.setAttribute('data-hide-saved-cells', '');
    style.textContent = hide.join(',') + '{visibility:hidden}';
    document.head.appendChild(style);
    addEventListener('load', function () {
      setTimeout(function () { if (style.parentNode) style.parentNode.removeChild(style); }, 3000);
    });
  } catch (e) {}
})();`;

export default function savedEditsHead(): Plugin {
  return {
    name: 'hitbook-saved-edits-head',
    injectHtmlTags: () => ({ headTags: [{ tagName: 'script', innerHTML: HIDE_SAVED_CELLS }] }),
  };
}
