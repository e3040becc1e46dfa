/**
 * A visible, accessible stepper for multi-step flows: an ordered list in a labelled navigation;
 * the current step carries aria-current="step", finished steps link back (when they have an href).
 */
import { Link } from 'react-router';
import styles from './stepper.module.css';

export interface StepperStep {
  key: string;
  label: string;
  /** Where a finished step links to; without it the step is plain text. */
  href?: string;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** Key of the current step. */
  current: string;
  /** The navigation's accessible name, e.g. "Checkout steps". */
  label: string;
  /** Screen-reader words for a finished and the current step, e.g. "done" / "current step". */
  stateLabels: { done: string; current: string };
}

export function Stepper({ steps, current, label, stateLabels }: StepperProps) {
  const currentIndex = steps.findIndex((step) => step.key === current);
  return (
    <nav aria-label={label} className={styles.stepper}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
          const content = (
            <>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.text}>{step.label}</span>
              {state === 'next' ? null : (
                <span className="visually-hidden">{` (${stateLabels[state]})`}</span>
              )}
            </>
          );
          return (
            <li key={step.key} className={`${styles.step} ${styles[state]}`}>
              {state === 'done' && step.href ? (
                <Link to={step.href} className={styles.link}>
                  {content}
                </Link>
              ) : (
                <span
                  className={styles.link}
                  {...(state === 'current' ? { 'aria-current': 'step' as const } : {})}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
