import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import Layout from '@theme/Layout';
import { raycastAABB, raycastSphere, vec3 } from '@hitbook/query';
import Diagram from '@site/src/components/Diagram';
import type { Figure } from '@site/src/components/Diagram';
// Exercises: the reader's progress per chapter ("2 of 5"), from this browser.
import { ChapterProgress } from '@site/src/components/Exercise/ChapterProgress';
import styles from './index.module.css';

/** The chapters in teaching order, each with what its reader comes away knowing. */
export const PATH: readonly { id: string; title: string; learn: string }[] = [
  {
    id: 'foundations',
    title: 'Foundations',
    learn: 'Points, vectors, dot products and the segment A + t·(B − A): the few tools every query is built from.',
  },
  {
    id: 'conventions',
    title: 'Conventions',
    learn: 'What a hit reports — point, normal, distance, t — and what counts as touching, inside or missing.',
  },
  {
    id: 'raycast-axis-plane',
    title: 'Raycast to an axis-aligned plane',
    learn: 'Similar triangles give where a segment crosses x = x₀, and when it never does.',
  },
  {
    id: 'raycast-sphere',
    title: 'Raycast to a sphere',
    learn: 'The foot of the perpendicular and Pythagoras find the first contact, kept exact at a graze.',
  },
  {
    id: 'raycast-aabb',
    title: 'Raycast to an AABB',
    learn: 'Three pairs of planes: the segment is inside the box where it is inside all three slabs.',
  },
  {
    id: 'spherecast-sphere',
    title: 'Sphere cast to a sphere',
    learn: 'A moving ball is a ray against a grown sphere: where it stops, and where it touches.',
  },
  {
    id: 'closest-point-aabb',
    title: 'Closest point on a box and sphere–box overlap',
    learn: 'Clamp each coordinate to find the nearest point of a box, then test a sphere with squared lengths.',
  },
  {
    id: 'raycast-plane',
    title: 'Raycast to a plane',
    learn: 'Any tilted plane n·p + c = 0: two signed distances and similar triangles give t, from either side.',
  },
  {
    id: 'raycast-triangle',
    title: 'Raycast to a triangle',
    learn:
      'Möller–Trumbore by Cramer’s rule, and why signed volumes with an exact sign let no ray slip through a mesh.',
  },
  {
    id: 'closest-point-triangle',
    title: 'Closest point on a triangle and sphere–triangle overlap',
    learn: 'Seven regions — three vertices, three edges, the face — told apart by the signs of dot products.',
  },
  {
    id: 'capsules',
    title: 'Capsules',
    learn:
      'The closest points of two segments, clamped in the right order; capsule overlaps and raycasts as a cylinder and two caps.',
  },
  {
    id: 'oriented-boxes',
    title: 'Raycast to an oriented box',
    learn: 'A turned box is an AABB in its own frame: carry the segment in, use the slabs, turn the normal back.',
  },
  {
    id: 'spherecast-box',
    title: 'Sphere cast to a box',
    learn: 'A moving ball against a box is a point against a rounded box: faces, then the rounded corners.',
  },
  {
    id: 'spherecast-triangle',
    title: 'Sphere cast to a triangle, and sliding',
    learn: 'The face moved out by r, the edges as capsules — then collide and slide, and how it fails.',
  },
  {
    id: 'bvh',
    title: 'Many shapes: a bounding volume hierarchy',
    learn:
      'Boxes around boxes: a tree built by the surface-area heuristic, walked front to back, kept fresh as things move.',
  },
  {
    id: 'api',
    title: 'API reference',
    learn: 'Every function of @hitbook/query: its signature, maths, example, edge cases and errors.',
  },
  {
    id: 'using-the-notebook',
    title: 'Using the notebook',
    learn: 'Drag handles, edit and run the live cells, build your own figures.',
  },
  {
    id: 'notebook-kit',
    title: 'Writing with the notebook',
    learn: 'For teachers: cells, figures, handles, step-throughs and switches — everything a lesson is built from.',
  },
  {
    id: 'performance',
    title: 'Performance',
    learn: 'How fast each query runs, next to three.js and plain C, and why.',
  },
];

/** The articles the syllabus follows, as their front matter and pages give them. */
const SOURCES: readonly { title: string; date: string; note?: string; ccBy?: boolean }[] = [
  { title: 'Raycast to Sphere', date: '2 October 2021' },
  { title: 'Sphere Cast to Sphere', date: 'October 2021', ccBy: true },
  { title: 'Raycast to AABB', date: '19 October 2021', note: 'a first draft' },
  { title: 'Raycast to AABB', date: 'October 2021', note: 'the full version', ccBy: true },
  { title: 'Sphere-AABB Intersection', date: '26 October 2021' },
];

const P = (x: number, y: number) => vec3(x, y);

/**
 * The hero: one segment A→B, a sphere and a box. Both queries run on every move of a handle;
 * the first contact along the segment is the hit, the other one is drawn fainter.
 */
function drawHero(fig: Figure): void {
  const A = fig.handle('A', P(0, 2.4), { step: 0.5 });
  const B = fig.handle('B', P(12.4, 3.6), { step: 0.5, labelOffset: [-20, -14] });
  const sphere = { center: P(4.6, 4.2), radius: 1.7 };
  const box = { min: P(8.2, 1.4), max: P(11.2, 4.6) };
  fig.circle(sphere.center, sphere.radius, { tone: 'target' });
  fig.box(box, { tone: 'target' });
  fig.segment(A, B, { arrow: true });
  const onSphere = raycastSphere(A, B, sphere);
  const onBox = raycastAABB(A, B, box);
  // The segment stops at its first contact: the other hit, if any, is further along.
  const first = onSphere && (!onBox || onSphere.t <= onBox.t) ? onSphere : onBox;
  for (const hit of [onSphere, onBox]) {
    if (!hit) continue;
    const tone = hit === first ? 'hit' : 'muted';
    fig.point(hit.point, { tone, label: hit === onSphere ? 'D' : 'E', labelOffset: [-16, -10] });
    fig.normal(hit.point, hit.normal, { label: 'n', tone: hit === first ? 'normal' : 'muted' });
  }
  fig.readout('t (sphere)', onSphere ? onSphere.t : 'miss');
  fig.readout('t (box)', onBox ? onBox.t : 'miss');
  fig.readout('first hit', first === null ? 'none' : first === onSphere ? 'sphere, at D' : 'box, at E');
}

/** The doc ids this build has: a chapter not written yet shows as coming, not as a broken link. */
function useDocPaths(): Map<string, string> {
  const all = useAllDocsData();
  const paths = new Map<string, string>();
  for (const plugin of Object.values(all))
    for (const version of plugin.versions) for (const doc of version.docs) paths.set(doc.id, doc.path);
  return paths;
}

function ChapterPath({ paths }: { paths: ReadonlyMap<string, string> }): ReactNode {
  return (
    <ol className={styles.path} data-chapter-path="">
      {PATH.map((chapter, i) => {
        const path = paths.get(chapter.id);
        const body = (
          <>
            <span className={styles.step} aria-hidden="true">
              {i + 1}
            </span>
            <span className={styles.cardTitle}>{chapter.title}</span>
            <span className={styles.cardText}>{chapter.learn}</span>
            {!path && <span className={styles.soon}>Being written</span>}
            {path && <ChapterProgress doc={chapter.id} />}
          </>
        );
        return (
          <li key={chapter.id} className={styles.item} data-chapter={chapter.id}>
            {path ? (
              <Link className={styles.card} to={path}>
                {body}
              </Link>
            ) : (
              <div className={`${styles.card} ${styles.cardPending}`}>{body}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export default function Home(): ReactNode {
  const paths = useDocPaths();
  // Reading starts at the first chapter of the path that this build has.
  const start = PATH.map((c) => paths.get(c.id)).find((p) => p !== undefined) ?? '/docs/raycast-sphere';
  return (
    <Layout description="Collision maths you can drag: raycasts, sphere casts and overlap tests, derived step by step, with live TypeScript.">
      <main>
        <section className={styles.hero}>
          <div className={`container ${styles.heroGrid}`}>
            <div className={styles.heroText}>
              <p className={styles.kicker}>An interactive notebook of collision maths</p>
              <h1 className={styles.title}>Hitbook</h1>
              <p className={styles.lead}>
                Hitbook teaches the queries behind games and simulations — does this segment hit that sphere, and where?
                — one derivation at a time, with figures you drag and TypeScript you edit and run.
              </p>
              <p className={styles.lead}>
                Every page runs on <code>@hitbook/query</code>, a zero-dependency library that is right on the edges:
                tangents, grazing faces, segments that start inside, parallel to an axis or of zero length.
              </p>
              <div className={styles.actions}>
                <Link className="button button--primary button--lg" to={start}>
                  Start reading
                </Link>
                <Link className="button button--secondary button--lg" to="/playground">
                  Open the playground
                </Link>
                <Link className="button button--secondary button--lg" to="/notebook">
                  Compose a lesson
                </Link>
              </div>
            </div>
            <figure className={styles.heroFigure} data-hero-figure="">
              <Diagram
                height={260}
                x={[-0.6, 13]}
                axes={false}
                title="A segment from A to B across a sphere and a box, with the first contact on each, its normal n and its t"
                draw={drawHero}
              />
              <figcaption className={styles.caption}>
                Drag <strong>A</strong> or <strong>B</strong>: <code>raycastSphere</code> and <code>raycastAABB</code>{' '}
                run on every move. The first contact along the segment is the hit.
              </figcaption>
            </figure>
          </div>
        </section>

        <section className={`container ${styles.section}`}>
          <h2 className={styles.sectionTitle}>The path through the chapters</h2>
          <p className={styles.sectionLead}>
            Each chapter asks one question, builds the answer from a picture, derives it step by step, turns it into
            code, then shows where the obvious version breaks. Read them in order, or jump to the query you need.
          </p>
          <ChapterPath paths={paths} />
        </section>

        <section className={`container ${styles.section}`}>
          <div className={styles.credit} data-credit="">
            <h2 className={styles.creditTitle}>Where the syllabus comes from</h2>
            <p>
              The choice of queries, their order and the derivations they follow come from five articles by{' '}
              <strong>Rito15</strong>, written in Korean with Unity C# code:
            </p>
            <ul className={styles.sources}>
              {SOURCES.map((s) => (
                <li key={s.title + s.date}>
                  <cite>{s.title}</cite> ({s.date}
                  {s.note ? `, ${s.note}` : ''}){s.ccBy ? ', CC BY 4.0' : ''}
                </li>
              ))}
            </ul>
            <p>
              Hitbook’s text, figures and code are its own, written for this notebook: it takes the articles’ maths, not
              their sentences, pictures or programs. Two of the articles are published under the{' '}
              <a href="https://creativecommons.org/licenses/by/4.0/" rel="license noopener noreferrer">
                CC BY 4.0
              </a>{' '}
              licence.
            </p>
          </div>
        </section>
      </main>
    </Layout>
  );
}
