import type { KeyValueStore } from '../../../src/components/Notebook/storage';

/** A Map-backed Storage that refuses writes past `quota` characters, as browsers do. */
export class FakeStorage implements KeyValueStore {
  readonly map = new Map<string, string>();
  constructor(private readonly quota = Infinity) {}
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    let used = key.length + value.length;
    for (const [k, v] of this.map) if (k !== key) used += k.length + v.length;
    if (used > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}
