import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  chapters: ['intro', 'raycast-sphere', 'spherecast-sphere', 'notebook-kit', 'using-the-notebook', 'performance'],
};

export default sidebars;
