// The Performance page's chart: ns/query of every implementation on every workload of
// `npm run bench`, from bench/results/latest.json. Plain SVG and HTML, no chart library;
// colours from Infima's variables, so it reads in light and dark mode; the same figures
// as a table underneath, for screen readers and for copying.
import type { ReactNode } from 'react';
import type { BenchResults } from '../../../bench/results';
import styles from './styles.module.css';

export type { BenchResults, BenchRow, BenchWorkload } from '../../../bench/results';

interface BenchChartProps {
  results: BenchResults;
  /** The figure's caption; a default one names the machine and the date. */
  caption?: ReactNode;
}

/** The implementations in the order they are drawn, each with its bar colour class. */
const TONES: Record<string, string | undefined> = {
  object: styles.library,
  into: styles.library,
  'object-esbuild': styles.library,
  'into-esbuild': styles.library,
  batch: styles.library,
  three: styles.three,
  seed: styles.seed,
  c: styles.native,
};

const WIDTH = 720;
const LABEL = 250; // the implementation names, left of the bars
const VALUE = 110; // room right of the longest bar for its figures
const BAR = 16;
const GAP = 5;
const HEADING = 26;
const GROUP_GAP = 14;

const format = (x: number) => (x < 10 ? x.toFixed(1) : Math.round(x).toString());
const ratio = (x: number | null) => (x === null ? '–' : `${x.toFixed(2)}×`);

/** A horizontal bar chart of median ns/query, one group of bars per workload. */
export default function BenchChart({ results, caption }: BenchChartProps): ReactNode {
  const max = Math.max(...results.workloads.flatMap((w) => w.rows.map((r) => r.ns)));
  const scale = (WIDTH - LABEL - VALUE) / max;
  const heightOf = (rows: number) => HEADING + rows * (BAR + GAP) + GROUP_GAP;
  const groups = results.workloads.map((w, i) => ({
    w,
    top: results.workloads.slice(0, i).reduce((sum, prev) => sum + heightOf(prev.rows.length), 0),
  }));
  const height = results.workloads.reduce((sum, w) => sum + heightOf(w.rows.length), 0);
  const titleId = 'bench-chart-title';
  const date = results.date.slice(0, 10);

  return (
    <figure className={styles.figure}>
      {/* On a phone the chart keeps a legible size and scrolls sideways rather than shrinking its text. */}
      <div
        className={styles.scroller}
        role="region"
        tabIndex={0}
        aria-label="Benchmark chart (scrolls sideways on narrow screens)"
        data-scroll-region=""
      >
        <svg
          className={styles.chart}
          viewBox={`0 0 ${WIDTH} ${height}`}
          role="img"
          aria-labelledby={titleId}
          preserveAspectRatio="xMinYMin meet"
        >
          <title id={titleId}>
            Median nanoseconds per query for each implementation on each workload; shorter is faster. The table below
            has the same figures.
          </title>
          {groups.map(({ w, top }) => (
            <g key={w.id} transform={`translate(0 ${top})`}>
              <text className={styles.heading} x={0} y={HEADING - 9}>
                {w.id} · {w.name}
              </text>
              {w.rows.map((r, i) => {
                const barY = HEADING + i * (BAR + GAP);
                const length = Math.max(1, r.ns * scale);
                return (
                  <g key={r.impl}>
                    <text className={styles.label} x={LABEL - 8} y={barY + BAR - 4} textAnchor="end">
                      {r.label}
                    </text>
                    <rect
                      className={`${styles.bar} ${TONES[r.impl] ?? styles.seed}`}
                      x={LABEL}
                      y={barY}
                      width={length}
                      height={BAR}
                      rx={2}
                    />
                    <text className={styles.value} x={LABEL + length + 6} y={barY + BAR - 4}>
                      {format(r.ns)} ns{r.impl === 'three' ? '' : ` · ${ratio(r.vsThree)}`}
                    </text>
                  </g>
                );
              })}
            </g>
          ))}
        </svg>
      </div>
      <figcaption className={styles.caption}>
        {caption ?? (
          <>
            Median ns/query over {results.reps} rounds of {results.cases.toLocaleString('en')} cases, {date}, Node{' '}
            {results.node} on {results.cpu} ({results.cores} cores); C: {results.cc}. The figure after each bar is its
            ratio to three.js.
          </>
        )}
      </figcaption>
      <details className={styles.details}>
        <summary>The figures as a table</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">workload</th>
              <th scope="col">implementation</th>
              <th scope="col">ns/query</th>
              <th scope="col">× three.js</th>
              <th scope="col">× C</th>
              <th scope="col">hits</th>
            </tr>
          </thead>
          <tbody>
            {results.workloads.flatMap((w) =>
              w.rows.map((r, i) => (
                <tr key={`${w.id}-${r.impl}`}>
                  {i === 0 ? (
                    <th scope="rowgroup" rowSpan={w.rows.length}>
                      {w.id} {w.name}
                    </th>
                  ) : null}
                  <td>{r.label}</td>
                  <td className={styles.number}>{r.ns.toFixed(1)}</td>
                  <td className={styles.number}>{ratio(r.vsThree)}</td>
                  <td className={styles.number}>{ratio(r.vsC)}</td>
                  <td className={styles.number}>{r.hits.toLocaleString('en')}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** The targets as judged on the run in `results`: one row each, met or missed. */
export function BenchTargets({ results }: { results: BenchResults }): ReactNode {
  if (results.targets === undefined) return null;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">target</th>
          <th scope="col">this run</th>
          <th scope="col">ratio per workload</th>
        </tr>
      </thead>
      <tbody>
        {results.targets.map((t) => (
          <tr key={t.target}>
            <td>{t.target}</td>
            <td>{t.met ? 'met' : 'missed'}</td>
            <td className={styles.number}>{t.ratios.map((r) => `${r.id} ${ratio(r.ratio)}`).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
