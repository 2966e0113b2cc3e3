import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  chapters: [
    'intro',
    'foundations',
    'conventions',
    'raycast-axis-plane',
    'raycast-sphere',
    'raycast-aabb',
    'spherecast-sphere',
    'closest-point-aabb',
    // issue 14, ch-a
    'raycast-plane',
    'raycast-triangle',
    'api',
    'using-the-notebook',
    'notebook-kit',
    'performance',
  ],
};

export default sidebars;
