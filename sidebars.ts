import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  chapters: ['intro', 'raycast-sphere', 'api', 'notebook-kit', 'performance'],
};

export default sidebars;
