/**
 * The parts of a cell's output area: its console (with `console.table` as a real table) and
 * its returned value, pretty-printed (a hit as a small table, a query's null as "no hit").
 */
import React, { useEffect, useRef, type ReactNode } from 'react';
import { prettyValue, type TableData } from './pretty';
import type { CellOutput, Returned } from './runtime';
import cellStyles from './styles.module.css';
import styles from './output.module.css';

function Table({ table }: { table: TableData }): ReactNode {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} data-console-table="">
        <thead>
          <tr>
            <th scope="col">(index)</th>
            {table.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.key}</th>
              {r.cells.map((c, i) => (
                <td key={i}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {table.more > 0 && <div className={cellStyles.logInfo}>… {table.more} more rows not shown</div>}
    </div>
  );
}

/** The cell's console. When it is taller than its box it scrolls, and can then take the focus so a keyboard can scroll it. */
export function Logs({ logs, dropped }: { logs: CellOutput['logs']; dropped: number }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.scrollHeight > el.clientHeight) el.tabIndex = 0;
    else el.removeAttribute('tabindex');
  });
  return (
    <div
      ref={ref}
      role="group"
      className={`${cellStyles.logs} ${styles.console}`}
      aria-label="Console output"
      data-cell-logs=""
    >
      {dropped > 0 && <div className={cellStyles.logInfo}>… {dropped} earlier lines not shown</div>}
      {logs.map((entry, i) =>
        entry.table ? (
          <Table key={i} table={entry.table} />
        ) : (
          <div key={i} className={cellStyles[`log_${entry.level}`]}>
            {entry.text}
          </div>
        ),
      )}
    </div>
  );
}

/** The cell's returned value: the value of its last expression, like Out[n] in Jupyter. */
export function ReturnedValue({ returned, count }: { returned: Returned; count: number | null }): ReactNode {
  const pretty = prettyValue(returned.value, returned.producer);
  const label = count === null ? 'Returned' : `Out [${count}]`;
  return (
    <div className={styles.returned} role="group" aria-label="Returned value" data-cell-result={pretty.kind}>
      <span className={styles.returnedLabel} aria-hidden="true">
        {label}
      </span>
      {pretty.kind === 'hit' ? (
        <table className={`${styles.table} ${styles.hitTable}`} aria-label="Hit">
          <tbody>
            {pretty.rows.map(([k, v]) => (
              <tr key={k}>
                <th scope="row">{k}</th>
                <td>{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <code className={pretty.kind === 'no-hit' ? styles.noHit : styles.value}>{pretty.text}</code>
      )}
    </div>
  );
}
