/**
 * A cell's type errors, kept up to date as the reader types: checked ~300 ms after typing
 * stops, in the worker (client.ts), so typing and running never wait for them. Nothing is
 * loaded until the cell is `active` (focused or edited once): a reader who only reads the page
 * never fetches the compiler.
 */
import { useEffect, useRef, useState } from 'react';
import type { TypeDiagnostic } from './checker';
import { typeCheck } from './client';

/** Typing pauses this long before the code is checked again (as long as before it runs again). */
export const CHECK_DEBOUNCE_MS = 300;

export interface TypeCheckResult {
  /** The code the diagnostics are for: when it is not the code shown, they are stale. */
  code: string;
  diagnostics: TypeDiagnostic[];
}

export function useTypeCheck(
  code: string,
  active: boolean,
  pageNames: (() => readonly string[]) | undefined,
): TypeCheckResult | null {
  const [result, setResult] = useState<TypeCheckResult | null>(null);
  /** The newest request: an answer to an older one is dropped (its code is gone). */
  const latest = useRef(0);
  const checkedOnce = useRef(false);
  const names = useRef(pageNames);
  useEffect(() => {
    names.current = pageNames;
  }, [pageNames]);
  useEffect(() => {
    if (!active) return;
    const id = ++latest.current;
    // The first check (the cell was just focused) goes at once: it also warms the compiler.
    const delay = checkedOnce.current ? CHECK_DEBOUNCE_MS : 0;
    checkedOnce.current = true;
    const timer = setTimeout(() => {
      void typeCheck(code, names.current?.() ?? []).then((diagnostics) => {
        if (id !== latest.current || diagnostics === null) return;
        setResult({ code, diagnostics });
      });
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [code, active]);
  return active ? result : null;
}
