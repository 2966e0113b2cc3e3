import React, { type ReactElement } from 'react';
import type { Painter, Stroke, TextStyle } from './paint';
import type { Tone } from './scene';

const color = (tone: Tone | 'background'): string => `var(--hb-fig-${tone})`;
const r2 = (v: number): number => Math.round(v * 100) / 100;

interface StrokeProps {
  stroke: string;
  strokeWidth: number;
  strokeDasharray?: string;
  strokeOpacity?: number;
}

function strokeProps(s: Stroke): StrokeProps {
  return {
    stroke: color(s.tone),
    strokeWidth: s.width,
    ...(s.dash ? { strokeDasharray: s.dash.join(' ') } : {}),
    ...(s.alpha === undefined ? {} : { strokeOpacity: s.alpha }),
  };
}

/**
 * Collects the figure as SVG elements: the static render shown before JavaScript runs, to
 * readers without it, and to search engines. Colours are CSS variables, so it follows the theme.
 */
export class SvgPainter implements Painter {
  readonly elements: ReactElement[] = [];

  polyline(points: readonly number[], stroke: Stroke): void {
    this.elements.push(
      <polyline key={this.elements.length} points={points.map(r2).join(' ')} fill="none" {...strokeProps(stroke)} />,
    );
  }

  polygon(points: readonly number[], tone: Tone, alpha = 1): void {
    this.elements.push(
      <polygon key={this.elements.length} points={points.map(r2).join(' ')} fill={color(tone)} fillOpacity={alpha} />,
    );
  }

  circle(cx: number, cy: number, r: number, stroke: Stroke | null, fill: { tone: Tone; alpha: number } | null): void {
    this.elements.push(
      <circle
        key={this.elements.length}
        cx={r2(cx)}
        cy={r2(cy)}
        r={r2(Math.max(r, 0))}
        fill={fill ? color(fill.tone) : 'none'}
        {...(fill ? { fillOpacity: fill.alpha } : {})}
        {...(stroke ? strokeProps(stroke) : {})}
      />,
    );
  }

  rect(x: number, y: number, w: number, h: number, stroke: Stroke, fill: { tone: Tone; alpha: number } | null): void {
    // A box with min > max (an exercise's failing case "box.min.y > box.max.y") spans the same
    // region the other way round: SVG refuses a negative size (a console error), the canvas
    // draws it; both draw it the same with the corner moved.
    this.elements.push(
      <rect
        key={this.elements.length}
        x={r2(Math.min(x, x + w))}
        y={r2(Math.min(y, y + h))}
        width={r2(Math.abs(w))}
        height={r2(Math.abs(h))}
        fill={fill ? color(fill.tone) : 'none'}
        {...(fill ? { fillOpacity: fill.alpha } : {})}
        {...strokeProps(stroke)}
      />,
    );
  }

  text(x: number, y: number, text: string, style: TextStyle): void {
    const anchor = style.align === 'left' ? 'start' : style.align === 'right' ? 'end' : 'middle';
    const baseline = style.baseline === 'top' ? 'hanging' : style.baseline === 'bottom' ? 'text-after-edge' : 'central';
    this.elements.push(
      <text
        key={this.elements.length}
        x={r2(x)}
        y={r2(y)}
        textAnchor={anchor}
        dominantBaseline={baseline}
        fontSize={style.size}
        fill={color(style.tone)}
        className={style.math ? 'hb-fig-math' : undefined}
        {...(style.halo ? { stroke: color('background'), strokeWidth: 4, paintOrder: 'stroke' } : {})}
      >
        {text}
      </text>,
    );
  }
}
