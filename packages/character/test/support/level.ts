// Test levels: each shape added to a Scene and kept for the independent checker.
import { Scene } from '@hitbook/query';
import type { Shape, V } from './checker.ts';

export const v = (x: number, y: number, z: number): V => ({ x, y, z });

export class Level {
  readonly scene = new Scene();
  readonly shapes: Shape[] = [];
  box(min: V, max: V): number {
    this.shapes.push({ kind: 'box', min, max });
    return this.scene.addAABB({ min, max });
  }
  sphere(center: V, radius: number): number {
    this.shapes.push({ kind: 'sphere', center, radius });
    return this.scene.addSphere({ center, radius });
  }
  capsule(start: V, end: V, radius: number): number {
    this.shapes.push({ kind: 'capsule', start, end, radius });
    return this.scene.addCapsule({ start, end, radius });
  }
  triangle(a: V, b: V, c: V): number {
    this.shapes.push({ kind: 'triangle', a, b, c });
    return this.scene.addTriangle({ a, b, c });
  }
  /** A mesh; the checker sees its triangles one by one. */
  mesh(positions: number[], indices: number[]): number {
    const p = (i: number) => v(positions[3 * i]!, positions[3 * i + 1]!, positions[3 * i + 2]!);
    for (let k = 0; k < indices.length; k += 3) {
      this.shapes.push({ kind: 'triangle', a: p(indices[k]!), b: p(indices[k + 1]!), c: p(indices[k + 2]!) });
    }
    return this.scene.addMesh(new Float64Array(positions), new Uint32Array(indices));
  }
  /**
   * A flat floor at height y over [x0, x1] × [z0, z1], cut into n × n squares of two
   * triangles each, every inner vertex shared by six triangles (alternating diagonals).
   */
  tessellatedFloor(x0: number, x1: number, z0: number, z1: number, y: number, n: number): number {
    const positions: number[] = [];
    const indices: number[] = [];
    for (let i = 0; i <= n; i++) {
      for (let j = 0; j <= n; j++) positions.push(x0 + ((x1 - x0) * i) / n, y, z0 + ((z1 - z0) * j) / n);
    }
    const at = (i: number, j: number) => i * (n + 1) + j;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const [a, b, c, d] = [at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)];
        if ((i + j) % 2 === 0) indices.push(a, c, b, a, d, c);
        else indices.push(a, d, b, b, d, c);
      }
    }
    return this.mesh(positions, indices);
  }
}
