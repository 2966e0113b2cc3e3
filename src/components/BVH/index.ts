/** The teaching BVH and its drawing, as a live cell imports them: `from '@hitbook/bvh2d'`. */
export * from './bvh2d';
export * from './draw';
export * from './scenes';
