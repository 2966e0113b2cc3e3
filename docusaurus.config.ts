import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeKatexStrict from './src/plugins/rehype-katex-strict.ts';
import remarkLiveCells from './src/plugins/remark-live-cells.ts';

const require = createRequire(import.meta.url);
// The site reads the library's TypeScript source, not its build: an edit to packages/query
// hot-reloads every page that calls it.
const querySource = fileURLToPath(new URL('./packages/query/src/index.ts', import.meta.url));

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
      { hashed: true, indexBlog: false, docsRouteBasePath: '/docs', highlightSearchTermsOnTargetPage: false },
    ],
  ],

  plugins: [
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
      theme: prismThemes.github,
      darkTheme: prismThemes.vsDark,
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
