import type { Vec3 } from './camera';

/** The keys a handle takes: x with ←/→, y with ↑/↓, z with Page Up/Page Down. */
export function keyStep(key: string, step: number): Vec3 | null {
  switch (key) {
    case 'ArrowLeft':
      return { x: -step, y: 0, z: 0 };
    case 'ArrowRight':
      return { x: step, y: 0, z: 0 };
    case 'ArrowUp':
      return { x: 0, y: step, z: 0 };
    case 'ArrowDown':
      return { x: 0, y: -step, z: 0 };
    case 'PageUp':
      return { x: 0, y: 0, z: step };
    case 'PageDown':
      return { x: 0, y: 0, z: -step };
    default:
      return null;
  }
}
