/**
 * Code loaded on the shopper's intent, not with the page. `onDemand(load)` wraps a module whose
 * default export is a component: `preload()` starts loading it (when the shopper points at,
 * touches or focuses what opens it: `intentProps`), `Component` renders it once it is in (inside
 * Suspense). A form's libraries (final-form, yup, phone numbers) and a dialog's code then stay out
 * of a page's first load and arrive while the hand moves to the button.
 *
 * `OnDemandSection` is the one pattern for a form a page offers but few shoppers use (a voucher, a
 * price offer): its heading and a button that opens it; the form's code loads on intent, and once
 * it is shown its first field has the focus.
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
import { Button } from './button';
import { LoadingState } from './states';

export interface OnDemand<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the code (once; again after a failure). */
  preload: () => void;
}

export function onDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): OnDemand<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed load (a lost connection) is tried again on the next intent.
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
  };
}

/** Props for an element whose use needs `preload`ed code: pointing at, touching or focusing it. */
export function intentProps(preload: () => void) {
  return { onPointerEnter: preload, onTouchStart: preload, onFocus: preload };
}

/**
 * Moves the focus to the first element `selector` finds in `within` when it is made: placed after
 * on-demand content inside its Suspense, it is made once the content is shown.
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
  /** The section's id; its heading is `<id>-title`, its content `<id>-content`. */
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
  const [open, setOpen] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const { Component } = content;
  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro}
      {open ? (
        <div id={`${id}-content`} ref={contentRef}>
          <Suspense fallback={<LoadingState />}>
            <Component {...props} />
            <FocusWhenShown within={contentRef} />
          </Suspense>
        </div>
      ) : (
        <div>
          <Button
            variant="secondary"
            aria-expanded={false}
            aria-controls={`${id}-content`}
            {...intentProps(content.preload)}
            onClick={() => {
              content.preload();
              setOpen(true);
            }}
          >
            {openLabel}
          </Button>
        </div>
      )}
    </section>
  );
}
