// The Performance page's scene section: the table of bench/results/scene-latest.json (ns
// per ray on each mesh and ray set, build time, memory per triangle, targets) and the
// plot of ns per ray as a terrain grows from 10^3 to 10^6 triangles. Plain SVG and HTML;
// colours from Infima's variables (light and dark mode); the plot's figures also as a table.
import type { ReactNode } from 'react';
import styles from '../BenchChart/styles.module.css';
import own from './styles.module.css';

export interface SceneRow {
  impl: string;
  label: string;
  ns: number;
  hits: number;
}

export interface SceneWorkloadResult {
  id: string;
  name: string;
  triangles: number;
  shapes: number;
  rays: { kind: string; count: number; rows: SceneRow[] }[];
  build: { impl: string; ms: number }[];
  memory: { impl: string; bytesPerTriangle: number; note: string }[];
}

export interface SceneResults {
  date: string;
  node: string;
  v8: string;
  cpu: string;
  cores: number;
  reps: number;
  workloads: SceneWorkloadResult[];
  scaling: { triangles: number; rows: { impl: string; ns: number }[] }[];
  targets: { target: string; ratios: { id: string; ratio: number }[]; limit: number; met: boolean }[];
  notes: string[];
  labels: Record<string, string>;
}

const ratio = (x: number) => `${x.toFixed(2)}×`;
const ns = (x: number) => (x < 100 ? x.toFixed(1) : Math.round(x).toLocaleString('en'));

/** The ns-per-ray table: every workload, ray set and implementation, with its ratio to three-mesh-bvh. */
export function SceneTable({ results }: { results: SceneResults }): ReactNode {
  return (
    <div
      className={own.scroller}
      role="region"
      tabIndex={0}
      data-scroll-region=""
      aria-label="Scene benchmark table (scrolls sideways)"
    >
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">workload</th>
            <th scope="col">rays</th>
            <th scope="col">implementation</th>
            <th scope="col">ns/ray</th>
            <th scope="col">× three-mesh-bvh</th>
            <th scope="col">hits</th>
          </tr>
        </thead>
        <tbody>
          {results.workloads.flatMap((w) =>
            w.rays.flatMap((set, s) => {
              const tmb = set.rows.find((r) => r.impl === 'tmb')?.ns;
              return set.rows.map((r, i) => (
                <tr key={`${w.id}-${set.kind}-${r.impl}`}>
                  {s === 0 && i === 0 ? (
                    <th scope="rowgroup" rowSpan={w.rays.reduce((n, x) => n + x.rows.length, 0)}>
                      {w.name} (
                      {w.triangles > 0
                        ? `${w.triangles.toLocaleString('en')} triangles`
                        : `${w.shapes.toLocaleString('en')} shapes`}
                      )
                    </th>
                  ) : null}
                  {i === 0 ? (
                    <th scope="rowgroup" rowSpan={set.rows.length}>
                      {set.kind}
                    </th>
                  ) : null}
                  <td>{r.label}</td>
                  <td className={styles.number}>{ns(r.ns)}</td>
                  <td className={styles.number}>{tmb === undefined ? '–' : ratio(r.ns / tmb)}</td>
                  <td className={styles.number}>{r.hits.toLocaleString('en')}</td>
                </tr>
              ));
            }),
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Build time and memory per triangle on each mesh. */
export function SceneCosts({ results }: { results: SceneResults }): ReactNode {
  const impls = ['hitbook', 'tmb', 'tmb-sah', 'rapier'];
  const names: Record<string, string> = {
    hitbook: 'Hitbook Scene',
    tmb: 'three-mesh-bvh (default)',
    'tmb-sah': 'three-mesh-bvh (SAH)',
    rapier: 'Rapier',
  };
  return (
    <div
      className={own.scroller}
      role="region"
      tabIndex={0}
      data-scroll-region=""
      aria-label="Build time and memory (scrolls sideways)"
    >
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">mesh</th>
            {impls.map((impl) => (
              <th scope="col" key={impl}>
                {names[impl]}: build ms · bytes/triangle
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {results.workloads.map((w) => (
            <tr key={w.id}>
              <th scope="row">{w.name}</th>
              {impls.map((impl) => {
                const b = w.build.find((x) => x.impl === impl);
                const m = w.memory.find((x) => x.impl === impl);
                return (
                  <td className={styles.number} key={impl} title={m?.note}>
                    {b ? b.ms.toFixed(1) : '–'} · {m ? m.bytesPerTriangle.toFixed(1) : '–'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The targets of issue 12 as judged on the run. */
export function SceneTargets({ results }: { results: SceneResults }): ReactNode {
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

const W = 640;
const H = 360;
const LEFT = 70;
const RIGHT = 190;
const TOP = 20;
const BOTTOM = 50;

/** One tone class per implementation line; dashes tell them apart without colour too. */
const LINES: Record<string, { tone: string | undefined; dash: string }> = {
  into: { tone: own.strokeLibrary, dash: '' },
  batch: { tone: own.strokeLibrary, dash: '6 3' },
  tmb: { tone: own.strokeThree, dash: '' },
  'tmb-sah': { tone: own.strokeThree, dash: '6 3' },
  rapier: { tone: own.strokeNative, dash: '2 3' },
};

/** ns per random ray against triangles, log–log, one line per implementation. */
export function SceneScaling({ results }: { results: SceneResults }): ReactNode {
  const points = results.scaling;
  const impls = points[0]?.rows.map((r) => r.impl) ?? [];
  const xs = points.map((p) => Math.log10(p.triangles));
  const ys = points.flatMap((p) => p.rows.map((r) => Math.log10(r.ns)));
  // The terrains hold about 10^3 … 10^6 triangles (968 and 999,698): the nearest decades.
  const x0 = Math.round(Math.min(...xs));
  const x1 = Math.round(Math.max(...xs));
  const y0 = Math.floor(Math.min(...ys));
  const y1 = Math.ceil(Math.max(...ys));
  const X = (v: number) => LEFT + ((Math.log10(v) - x0) / (x1 - x0)) * (W - LEFT - RIGHT);
  const Y = (v: number) => TOP + (1 - (Math.log10(v) - y0) / (y1 - y0)) * (H - TOP - BOTTOM);
  const decades = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => 10 ** (a + i));
  const titleId = 'scene-scaling-title';
  const growth = (impl: string) => {
    const first = points[0]?.rows.find((r) => r.impl === impl)?.ns ?? NaN;
    const last = points.at(-1)?.rows.find((r) => r.impl === impl)?.ns ?? NaN;
    return (last / first).toFixed(1);
  };
  const span = Math.round((points.at(-1)?.triangles ?? NaN) / (points[0]?.triangles ?? NaN)).toLocaleString('en');
  return (
    <figure className={styles.figure}>
      <div
        className={own.scroller}
        role="region"
        tabIndex={0}
        data-scroll-region=""
        aria-label="Scaling plot (scrolls sideways)"
      >
        <svg className={own.plot} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId}>
          <title id={titleId}>
            Nanoseconds per random ray against a terrain of 10^3 to 10^6 triangles, log–log, for each implementation.
            The table below has the same figures.
          </title>
          {decades(x0, x1).map((v) => (
            <g key={`x${v}`}>
              <line className={own.grid} x1={X(v)} x2={X(v)} y1={TOP} y2={H - BOTTOM} />
              <text className={styles.label} x={X(v)} y={H - BOTTOM + 18} textAnchor="middle">
                {v.toLocaleString('en')}
              </text>
            </g>
          ))}
          {decades(y0, y1).map((v) => (
            <g key={`y${v}`}>
              <line className={own.grid} x1={LEFT} x2={W - RIGHT} y1={Y(v)} y2={Y(v)} />
              <text className={styles.label} x={LEFT - 8} y={Y(v) + 4} textAnchor="end">
                {v.toLocaleString('en')}
              </text>
            </g>
          ))}
          <text className={styles.label} x={(LEFT + W - RIGHT) / 2} y={H - 10} textAnchor="middle">
            triangles
          </text>
          <text
            className={styles.label}
            x={14}
            y={(TOP + H - BOTTOM) / 2}
            transform={`rotate(-90 14 ${(TOP + H - BOTTOM) / 2})`}
            textAnchor="middle"
          >
            ns per ray
          </text>
          {impls.map((impl, k) => {
            const line = LINES[impl] ?? { tone: own.strokeNative, dash: '1 2' };
            const path = points
              .map((p, i) => {
                const r = p.rows.find((x) => x.impl === impl);
                return r ? `${i === 0 ? 'M' : 'L'}${X(p.triangles).toFixed(1)},${Y(r.ns).toFixed(1)}` : '';
              })
              .join(' ');
            return (
              <g key={impl}>
                <path className={`${own.line} ${line.tone ?? ''}`} d={path} strokeDasharray={line.dash} />
                <line
                  className={`${own.line} ${line.tone ?? ''}`}
                  x1={W - RIGHT + 12}
                  x2={W - RIGHT + 36}
                  y1={TOP + 10 + 20 * k}
                  y2={TOP + 10 + 20 * k}
                  strokeDasharray={line.dash}
                />
                <text className={styles.label} x={W - RIGHT + 42} y={TOP + 14 + 20 * k}>
                  {shortName(impl)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className={styles.caption}>
        ns per random ray (median of {results.reps} rounds, CPU time) against terrains of 10³ to 10⁶ triangles, log–log.
        With {span}× the triangles a ray costs {growth('into')}× as much in the Hitbook scene ({growth('tmb')}× in
        three-mesh-bvh); a loop over every triangle would cost {span}× as much.
      </figcaption>
      <details className={styles.details}>
        <summary>The figures as a table</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">triangles</th>
              {impls.map((impl) => (
                <th scope="col" key={impl}>
                  {shortName(impl)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.triangles}>
                <th scope="row">{p.triangles.toLocaleString('en')}</th>
                {p.rows.map((r) => (
                  <td className={styles.number} key={r.impl}>
                    {ns(r.ns)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function shortName(impl: string): string {
  return (
    {
      into: 'Hitbook raycastInto',
      batch: 'Hitbook raycastBatch',
      tmb: 'three-mesh-bvh',
      'tmb-sah': 'three-mesh-bvh SAH',
      rapier: 'Rapier',
    }[impl] ?? impl
  );
}
