// Serves the built site on 127.0.0.1 for the browser tests, as a reader's browser would get it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = fileURLToPath(new URL('../..', import.meta.url));
// HB_TEST_PORT lets several checkouts run their browser suites side by side.
export const PORT = Number(process.env.HB_TEST_PORT ?? 3390);

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => {
      resolve(false);
    });
  });
}

let server: ChildProcess | null = null;

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(`${root}/build/index.html`)) {
    throw new Error('The site is not built: run `npm run build:site` before the browser tests.');
  }
  if (await portOpen(PORT)) throw new Error(`Port ${PORT} is in use; stop whatever serves there.`);
  server = spawn(
    `${root}/node_modules/.bin/docusaurus`,
    ['serve', '--dir', 'build', '--host', '127.0.0.1', '--port', String(PORT), '--no-open'],
    { cwd: root, stdio: 'ignore' },
  );
  // Polled, not slept: it starts in about a second, but a loaded machine has taken over ten.
  for (let i = 0; i < 600 && !(await portOpen(PORT)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await portOpen(PORT))) throw new Error('docusaurus serve did not start');
  project.provide('baseUrl', `http://127.0.0.1:${PORT}`);
}

export function teardown(): void {
  server?.kill();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
