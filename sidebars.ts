import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  chapters: ['intro', 'raycast-axis-plane', 'raycast-sphere', 'closest-point-aabb', 'notebook-kit', 'performance'],
};

export default sidebars;
