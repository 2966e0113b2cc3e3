import React, { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { ControlSnapshot, HandleMove } from './scene';
import styles from './styles.module.css';

interface ControlsProps {
  controls: readonly ControlSnapshot[];
  /** Absent before hydration: the controls show their state but cannot act yet. */
  onMove?: (move: HandleMove) => void;
  title: string;
}

/** The step-through and switches of a figure, under its canvas. */
export function Controls({ controls, onMove, title }: ControlsProps): ReactNode {
  if (controls.length === 0) return null;
  return (
    <div className={styles.controls}>
      {controls.map((c) =>
        c.kind === 'steps' ? (
          <Steps key={c.name} control={c} onMove={onMove} title={title} />
        ) : (
          <Choice key={c.name} control={c} onMove={onMove} />
        ),
      )}
    </div>
  );
}

interface ControlProps {
  control: ControlSnapshot;
  onMove?: ((move: HandleMove) => void) | undefined;
}

function Steps({ control, onMove, title }: ControlProps & { title: string }): ReactNode {
  const { name, options, value } = control;
  const n = options.length;
  const go = (index: number) => onMove?.({ name, choice: index });
  const inert = !onMove;
  return (
    <div className={styles.steps} role="group" aria-label={`Steps of: ${title}`} data-steps="">
      <div className={styles.stepButtons}>
        {/* At the first or last step Back or Next is aria-disabled, not disabled: a button that
            takes the focus away while it has it (Enter through to the last step) would drop it
            to the page. The arrows are hidden from the name: it is the visible text, Back or Next. */}
        <button
          type="button"
          className={styles.stepMove}
          disabled={inert}
          aria-disabled={value === 0}
          onClick={() => {
            if (value > 0) go(value - 1);
          }}
          data-step="back"
        >
          <span aria-hidden="true">‹</span> Back
        </button>
        {options.map((label, i) => (
          <button
            key={label}
            type="button"
            className={styles.stepNumber}
            disabled={inert}
            aria-pressed={i === value}
            aria-label={`Step ${i + 1} of ${n}: ${label}`}
            onClick={() => go(i)}
            data-step={i + 1}
          >
            {i + 1}
          </button>
        ))}
        <button
          type="button"
          className={styles.stepMove}
          disabled={inert}
          aria-disabled={value === n - 1}
          onClick={() => {
            if (value < n - 1) go(value + 1);
          }}
          data-step="next"
        >
          Next <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className={styles.stepCaption} aria-live="polite" data-step-caption="">
        <span className={styles.stepCount}>
          Step {value + 1} of {n}
        </span>{' '}
        — {options[value]}
      </p>
    </div>
  );
}

/** A radio group of buttons: one tab stop, arrow keys move the choice (the ARIA radio pattern). */
function Choice({ control, onMove }: ControlProps): ReactNode {
  const { name, options, value } = control;
  const group = useRef<HTMLDivElement>(null);
  const pick = (index: number, focus: boolean) => {
    const i = (index + options.length) % options.length;
    onMove?.({ name, choice: i });
    if (focus) group.current?.querySelectorAll<HTMLElement>('[role="radio"]')[i]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const by =
      e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (by === 0) return;
    e.preventDefault();
    pick(value + by, true);
  };
  return (
    <div
      ref={group}
      className={styles.choice}
      role="radiogroup"
      aria-label={name}
      onKeyDown={onKeyDown}
      data-choice={name}
    >
      <span className={styles.choiceName} aria-hidden="true">
        {name}
      </span>
      {options.map((option, i) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={i === value}
          tabIndex={i === value ? 0 : -1}
          disabled={!onMove}
          className={styles.option}
          onClick={() => {
            pick(i, false);
          }}
          data-option={option}
        >
          {option}
        </button>
      ))}
    </div>
  );
}
