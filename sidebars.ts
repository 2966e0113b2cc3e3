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
    'raycast-plane',
    'raycast-triangle',
    'closest-point-triangle',
    'capsules',
    'oriented-boxes',
    'spherecast-box',
    'spherecast-triangle',
    'bvh',
    'api',
    'using-the-notebook',
    'notebook-kit',
    'performance',
  ],
};

export default sidebars;
