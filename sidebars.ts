import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  chapters: [
    'intro',
    'foundations',
    'conventions',
    'raycast-sphere',
    'spherecast-sphere',
    'notebook-kit',
    'performance',
  ],
};

export default sidebars;
