import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes, type PrismTheme } from 'prism-react-renderer';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeKatexStrict from './src/plugins/rehype-katex-strict.ts';
import rehypeTableRegions from './src/plugins/rehype-table-regions.ts';
import remarkApiReference from './src/plugins/remark-api-reference.ts';
import remarkLiveCells from './src/plugins/remark-live-cells.ts';
import exerciseIds from './src/plugins/exercise-ids.ts';
import remarkExercises from './src/plugins/remark-exercises.ts';
import remarkDisplayMath from './src/plugins/remark-display-math.ts';
import savedEditsHead from './src/plugins/saved-edits-head.ts';
import cellTypes from './src/plugins/cell-types.ts';

const require = createRequire(import.meta.url);
// The site reads the library's TypeScript source, not its build: an edit to packages/query
// hot-reloads every page that calls it.
const querySource = fileURLToPath(new URL('./packages/query/src/index.ts', import.meta.url));
// The character controller, read from source as the library is (hot reload; no build needed for `npm start`).
const characterSource = fileURLToPath(new URL('./packages/character/src/index.ts', import.meta.url));

/**
 * The code themes with token colours darkened (light) or lightened (dark) to at least 4.5:1
 * against their background (axe-core checks every page, test/browser/pages.test.ts): the derivation's capitalised symbols (A, B, S, AC) are
 * "constants" to the highlighter, and they are what a reader looks for in the code.
 */
function legible(theme: PrismTheme, colors: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: [...theme.styles, ...Object.entries(colors).map(([type, color]) => ({ types: [type], style: { color } }))],
  };
}

const math = {
  // remarkDisplayMath: `$$x$$` on one line is display maths, as in Jupyter and the composer
  // (before remarkExercises, whose hints are parsed from their own text, not the file's).
  // remarkExercises: the fences inside <Exercise> become its props.
  remarkPlugins: [remarkMath, remarkDisplayMath, remarkLiveCells, remarkExercises],
  rehypePlugins: [rehypeKatex, rehypeKatexStrict, rehypeTableRegions],
};

const config: Config = {
  title: 'Hitbook',
  tagline: 'Collision maths you can drag: raycasts, sphere casts and overlap tests, derived step by step',
  favicon: 'img/favicon.svg',
  url: 'https://hitbook.dev',
  baseUrl: '/',
  trailingSlash: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },
  // ssgWorkerThreads (part of faster) needs this v4 flag; the others, CSS cascade layers among
  // them (they out-rank the site's own CSS overrides of Infima), stay off.
  future: { v4: { removeLegacyPostBuildHeadAttribute: true }, faster: true },

  i18n: { defaultLocale: 'en', locales: ['en'] },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          ...math,
          // Before Docusaurus's own plugins, so that the headings it generates get their
          // anchors and join the table of contents like hand-written ones.
          beforeDefaultRemarkPlugins: [[remarkApiReference, { entry: querySource }]],
        },
        blog: false,
        pages: math,
        theme: {
          // KaTeX's stylesheet goes through the bundler, which ships its fonts with the site.
          customCss: [require.resolve('katex/dist/katex.min.css'), './src/css/custom.css'],
        },
      } satisfies Preset.Options,
    ],
  ],

  themes: [
    '@docusaurus/theme-live-codeblock',
    [
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: true,
        indexBlog: false,
        docsRouteBasePath: '/docs',
        highlightSearchTermsOnTargetPage: false,
        // Index each formula once, as its TeX, and no figure or cell output: KaTeX's visual
        // HTML, its MathML (whose text runs sub- and superscripts together, 'tenter=max⁡kneark')
        // and the figures' axis numbers only add noise.
        ignoreCssSelectors: [
          '.katex-html',
          '.katex-mathml semantics > :not(annotation)',
          'svg',
          '[data-cell-output]',
          '[data-cell-gutter]',
          '[data-cell-hint]',
        ],
      },
    ],
  ],

  // Formulas too wide for their column become tab stops, so a keyboard can scroll them.
  clientModules: ['./src/clientModules/scroll-affordance.ts', './src/clientModules/back-to-top.ts'],

  plugins: [
    // Hides the code of cells with saved edits until they are restored: no flash of the original.
    savedEditsHead,
    // Each doc's exercise and predict ids, for progress counted without visiting the page.
    exerciseIds,
    // The declarations live cells are type-checked against (src/components/TypeCheck).
    cellTypes,
    () => ({
      name: 'hitbook-query-source',
      configureWebpack: () => ({
        resolve: { alias: { '@hitbook/query$': querySource, '@hitbook/character$': characterSource } },
        module: {
          rules: [
            {
              // The API reference is generated from the library and links the chapters that exist:
              // see src/plugins/api-reference-loader.js.
              test: /[\\/]docs[\\/]api\.mdx$/,
              enforce: 'pre' as const,
              use: [
                {
                  loader: require.resolve('./src/plugins/api-reference-loader.js'),
                  options: {
                    libraryDir: fileURLToPath(new URL('./packages/query/src', import.meta.url)),
                    docsDir: fileURLToPath(new URL('./docs', import.meta.url)),
                  },
                },
              ],
            },
          ],
        },
      }),
    }),
  ],

  themeConfig: {
    colorMode: { respectPrefersColorScheme: true },
    navbar: {
      title: 'Hitbook',
      logo: { alt: 'Hitbook', src: 'img/favicon.svg' },
      items: [
        { type: 'docSidebar', sidebarId: 'chapters', position: 'left', label: 'Chapters' },
        { to: '/playground', label: 'Playground', position: 'left' },
        { to: '/notebooks', label: 'Notebooks', position: 'left' },
      ],
    },
    footer: {
      style: 'dark',
      copyright: 'Hitbook — collision maths you can drag. Text, figures and code are the project’s own.',
    },
    liveCodeBlock: { playgroundPosition: 'bottom' },
    prism: {
      theme: legible(prismThemes.github, {
        constant: '#0f7270',
        number: '#0f7270',
        boolean: '#0f7270',
        variable: '#0f7270',
        property: '#0f7270',
        comment: '#65655a',
        prolog: '#65655a',
        string: '#c80f5e',
        'attr-value': '#c80f5e',
        function: '#c0303f',
        atrule: '#0079a2',
        'attr-name': '#0079a2',
        deleted: '#ce3846',
        tag: '#ce3846',
        doctype: '#65655a',
        cdata: '#65655a',
      }),
      // Against the cells' dark editor (#3a3b3c), the lightest background vsDark's tokens sit on.
      darkTheme: legible(prismThemes.vsDark, {
        constant: '#a9abe8',
        punctuation: '#b0b0b0',
        keyword: '#71acdd',
        builtin: '#71acdd',
        changed: '#71acdd',
        'interpolation-punctuation': '#71acdd',
        string: '#d29a83',
        'attr-value': '#d29a83',
        deleted: '#d29a83',
        'template-punctuation': '#d29a83',
        comment: '#8cb07c',
        prolog: '#a3a3d1',
        char: '#de9393',
        tag: '#71acdd',
      }),
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
