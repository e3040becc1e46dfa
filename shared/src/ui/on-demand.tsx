/**
 * Code loaded on the shopper's intent, not with the page. `onDemand(load)` wraps a module whose
 * default export is a component: `preload()` starts loading it (when the shopper points at,
 * touches or focuses what opens it: `intentProps`), `load()` waits for it, and `Component`
 * renders it. What opens it waits for `load()` before showing `Component`, so the opener keeps
 * the focus meanwhile, and a failed load (a lost connection) leaves the opener in place to try
 * again (`Component` is never rendered before its code is in, so React never keeps a failure).
 * A form's libraries (final-form, yup, phone numbers) and a dialog's code then stay out of a
 * page's first load and arrive while the hand moves to the button.
 *
 * `OnDemandSection` is the one pattern for a form a page offers but few shoppers use (a voucher, a
 * price offer): its heading and a button that opens it; once it is shown its first field has the
 * focus.
 */
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './states.module.css';

export interface OnDemand<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the code (once; again after a failure). */
  preload: () => void;
  /** The code, loaded (starting the load when it has not started). */
  load: () => Promise<void>;
}

export function onDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): OnDemand<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed load is tried again on the next intent.
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    Component: lazy(start),
    preload: () => {
      start().catch(() => undefined);
    },
    load: () => start().then(() => undefined),
  };
}

/** Props for an element whose use needs `preload`ed code: pointing at, touching or focusing it. */
export function intentProps(preload: () => void) {
  return { onPointerEnter: preload, onTouchStart: preload, onFocus: preload };
}

/**
 * Opening on-demand code from a button: `openWhenLoaded(then)` waits for the code, then calls
 * `then` (which shows it); `state` says whether the code is on its way (the button is then busy)
 * or failed to come.
 */
export function useLoadOnDemand(content: { load: () => Promise<void> }) {
  const [state, setState] = useState<LoadState>('idle');
  const openWhenLoaded = (then: () => void) => {
    setState('loading');
    content.load().then(
      () => {
        setState('idle');
        then();
      },
      () => setState('failed'),
    );
  };
  return { state, openWhenLoaded };
}

export type LoadState = 'idle' | 'loading' | 'failed';

/** Says next to an opener that its code did not come (pressing it again tries again). */
export function OnDemandFailure({ state }: { state: LoadState }) {
  const { t } = useTranslation('common');
  return state === 'failed' ? (
    <p className={styles.error} role="alert">
      {t('loadFailed')}
    </p>
  ) : null;
}

/**
 * Moves the focus to the first element `selector` finds in `within` when it is made: placed after
 * on-demand content, it is made once the content is shown.
 */
export function FocusWhenShown({
  within,
  selector = 'input, select, textarea',
}: {
  within: { current: HTMLElement | null };
  selector?: string;
}) {
  useEffect(() => {
    within.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [within, selector]);
  return null;
}

export interface OnDemandSectionProps<P extends object> {
  /** The section's id; its heading is `<id>-title`. */
  id: string;
  title: string;
  /** The button that opens the content. */
  openLabel: string;
  /** A line under the heading, shown before and after opening. */
  intro?: ReactNode;
  content: OnDemand<P>;
  props: P;
  className?: string;
}

export function OnDemandSection<P extends object>({
  id,
  title,
  openLabel,
  intro,
  content,
  props,
  className,
}: OnDemandSectionProps<P>) {
  const [opened, setOpened] = useState(false);
  const { state, openWhenLoaded } = useLoadOnDemand(content);
  const contentRef = useRef<HTMLDivElement>(null);
  const { Component } = content;
  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro}
      {opened ? (
        <div ref={contentRef}>
          <Suspense fallback={null}>
            <Component {...props} />
            <FocusWhenShown within={contentRef} />
          </Suspense>
        </div>
      ) : (
        <div>
          <Button
            variant="secondary"
            aria-busy={state === 'loading'}
            {...intentProps(content.preload)}
            onClick={() => openWhenLoaded(() => setOpened(true))}
          >
            {openLabel}
          </Button>
          <OnDemandFailure state={state} />
        </div>
      )}
    </section>
  );
}
