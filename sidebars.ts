import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  chapters: [
    'intro',
    'raycast-sphere',
    'raycast-aabb',
    'spherecast-sphere',
    'using-the-notebook',
    'notebook-kit',
    'performance',
  ],
};

export default sidebars;
