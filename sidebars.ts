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
    // ch-b: issue 14, chapters 3 and 4.
    'closest-point-triangle',
    'capsules',
    'api',
    'using-the-notebook',
    'notebook-kit',
    'performance',
  ],
};

export default sidebars;
