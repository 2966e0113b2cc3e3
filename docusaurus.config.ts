import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes, type PrismTheme } from 'prism-react-renderer';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeKatexStrict from './src/plugins/rehype-katex-strict.ts';
import remarkLiveCells from './src/plugins/remark-live-cells.ts';
import savedEditsHead from './src/plugins/saved-edits-head.ts';

const require = createRequire(import.meta.url);
// The site reads the library's TypeScript source, not its build: an edit to packages/query
// hot-reloads every page that calls it.
const querySource = fileURLToPath(new URL('./packages/query/src/index.ts', import.meta.url));

/**
 * The code themes with token colours darkened (light) or lightened (dark) to at least 4.5:1
 * against their background: the derivation's capitalised symbols (A, B, S, AC) are
 * "constants" to the highlighter, and they are what a reader looks for in the code.
 */
function legible(theme: PrismTheme, colors: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: [...theme.styles, ...Object.entries(colors).map(([type, color]) => ({ types: [type], style: { color } }))],
  };
}

const math = {
  remarkPlugins: [remarkMath, remarkLiveCells],
  rehypePlugins: [rehypeKatex, rehypeKatexStrict],
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
        docs: { sidebarPath: './sidebars.ts', ...math },
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
        // Index each formula once (its MathML text), and no figure or cell output: KaTeX's
        // visual HTML, its TeX annotation and the figures' axis numbers only add noise.
        ignoreCssSelectors: [
          '.katex-html',
          'annotation',
          'svg',
          '[data-cell-output]',
          '[data-cell-gutter]',
          '[data-cell-hint]',
        ],
      },
    ],
  ],

  plugins: [
    // Hides the code of cells with saved edits until they are restored: no flash of the original.
    savedEditsHead,
    () => ({
      name: 'hitbook-query-source',
      configureWebpack: () => ({
        resolve: { alias: { '@hitbook/query$': querySource } },
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
      }),
      darkTheme: legible(prismThemes.vsDark, { constant: '#a9abe8', punctuation: '#b0b0b0' }),
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
