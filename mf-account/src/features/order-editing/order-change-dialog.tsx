/**
 * The one frame of every order change: a labelled modal with the change's fields, the order's
 * price now and after the change (asked with `preview` as the fields change, before anything is
 * kept), the refusal's text in the shopper's language next to the fields, and the confirm button.
 * A billing change that would take the order out of the customer's reach (code 33) shows the
 * spec's warning and a forced confirm that sends the change again with `force`.
 */
import '../../i18n/account-i18n';
import { apiErrorMessage } from '@shop/shared/api-client';
import type { OrderErrorCode, OrderUpdateRequest } from '@shop/shared/contract';
import { eventBus } from '@shop/shared/event-bus';
import { formatPrice } from '@shop/shared/format';
import { isFinalFailure, queryClient } from '@shop/shared/query';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { Modal } from '@shop/shared/ui/dialog';
import { FieldError } from '@shop/shared/ui/form-field';
import { ErrorState } from '@shop/shared/ui/states';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { namespace } from '../../i18n/account-i18n';
import { accountOrderQuery } from './api/get-account-order';
import { previewOrderUpdateQuery } from './api/preview-order-update';
import { orderUpdateRefusal, useOrderUpdate } from './api/update-order';
import styles from './order-edit.module.css';

/** Order amounts are CZK, as the order and its documents are. */
const czk = (amount: number) => formatPrice(amount, 'czk');

/** The code of the billing change that loses the customer access to the order. */
const LOSES_ACCESS: OrderErrorCode = 33;

export interface OrderChangeDialogProps {
  orderNumber: string;
  /** The order's total with VAT now, shown until the preview answers. */
  totalWithVat: number;
  title: string;
  /** The change as the fields stand; null while they are incomplete. */
  change: Omit<OrderUpdateRequest, 'orderNumber'> | null;
  confirmLabel: string;
  /** Announced once the change is kept. */
  doneMessage: string;
  /** Cancelling: the confirm button says so in the danger colour. */
  destructive?: boolean;
  /** Date and quantity changes: say that everything is free (a line that is not is refused). */
  showAvailability?: boolean;
  onClose: () => void;
  children?: ReactNode;
}

/** Typing settles for this long before the price is asked for. */
const PREVIEW_DELAY_MS = 300;

/**
 * A JSON value as it stood when it last stopped changing for `delay` ms; the first value at once.
 * `settled` says whether the value shown is the current one.
 */
export function useSettled<T>(value: T, delay: number): { value: T; settled: boolean } {
  const key = JSON.stringify(value) ?? 'null';
  const [settledKey, setSettledKey] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettledKey(key), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  const settledValue = useMemo(() => JSON.parse(settledKey) as T, [settledKey]);
  return { value: settledValue, settled: settledKey === key };
}

/** What went wrong with a preview or a send. */
type Problem =
  | { kind: 'code'; code: number; detail: string | null }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable' };

/**
 * An order error code (its text is the shop's), another refusal of the request itself (its
 * message as the API said it; trying again will not help), or no answer (trying again may).
 */
function problemOf(error: unknown): Problem {
  const refusal = orderUpdateRefusal(error);
  if (refusal) return { kind: 'code', code: refusal.errorMessage, detail: refusal.detail };
  if (isFinalFailure(error)) return { kind: 'refused', message: apiErrorMessage(error, '') };
  return { kind: 'unreachable' };
}

/**
 * Details of a refusal the shopper can act on: dates the rules refuse, a line not free, a product
 * the block cannot take, a shipping choice the rules refuse.
 */
const EXPLAINED_DETAILS: readonly string[] = [
  'date_from_in_past',
  'date_to_in_past',
  'date_from_after_date_to',
  'out_of_opening_hours',
  'courier_not_on_business_day',
  'item_not_for_rent',
  'item_not_for_sale',
  'no_rental_period',
  'branch_required',
  'branch_mismatch',
  'night_safe_not_allowed',
  'address_required',
  'address_outside_set_area',
  'courier_window_required',
];

/**
 * The text of an order error code in the shopper's language, with what exactly failed where the
 * API names it (`not_available:<line>` for a line without free pieces, a date rule's key).
 */
export function useOrderErrorText() {
  const { t } = useTranslation(namespace);
  return (code: number, detail: string | null = null) => {
    const text = t(`orderErrors.${code}`, { defaultValue: t('orderEdit.failed') });
    const unavailable = detail?.startsWith('not_available:') ? detail.slice(14) : null;
    if (unavailable) return `${text} ${t('orderEdit.details.notAvailable', { name: unavailable })}`;
    if (detail && EXPLAINED_DETAILS.includes(detail)) {
      return `${text} ${t(`orderEdit.details.${detail}`)}`;
    }
    return text;
  };
}

export function OrderChangeDialog({
  orderNumber,
  totalWithVat,
  title,
  change,
  confirmLabel,
  doneMessage,
  destructive = false,
  showAvailability = false,
  onClose,
  children,
}: OrderChangeDialogProps) {
  const { t } = useTranslation(namespace);
  const errorText = useOrderErrorText();
  const save = useOrderUpdate();
  const navigate = useNavigate();
  const locale = useAtomValue(localeAtom);
  const asked = useSettled(change, PREVIEW_DELAY_MS);
  const preview = useQuery({
    ...previewOrderUpdateQuery({ ...asked.value, orderNumber }),
    enabled: asked.value !== null,
    placeholderData: keepPreviousData,
  });
  const changeKey = JSON.stringify(change);
  // The last send's failure, shown until the fields change.
  const [failure, setFailure] = useState<{ error: unknown; changeKey: string } | null>(null);
  const saveProblem = failure && failure.changeKey === changeKey ? problemOf(failure.error) : null;
  const pricing =
    change !== null && (!asked.settled || preview.isPending || preview.isPlaceholderData);
  const priced = change !== null && !pricing && preview.isSuccess ? preview.data : null;
  const previewProblem =
    change !== null && !pricing && preview.isError ? problemOf(preview.error) : null;
  const problem = saveProblem ?? previewProblem;
  const losesAccess = problem?.kind === 'code' && problem.code === LOSES_ACCESS;

  // Confirmed only once the price of exactly this change is shown.
  const blocked =
    priced === null ||
    save.isPending ||
    (saveProblem !== null && saveProblem.kind !== 'unreachable');

  const send = async (force: boolean) => {
    if (!change) return;
    setFailure(null);
    try {
      await save.mutateAsync({ ...change, orderNumber, ...(force ? { force: true } : {}) });
    } catch (error) {
      setFailure({ error, changeKey });
      return;
    }
    if (force) {
      // The order is out of the customer's reach now: back to the orders they still see.
      eventBus.publish('notice:show', { kind: 'success', message: t('orderEdit.movedAway') });
      await navigate(pathFor('user-account', {}, locale));
      queryClient.removeQueries({ queryKey: accountOrderQuery(orderNumber).queryKey });
      return;
    }
    eventBus.publish('notice:show', { kind: 'success', message: doneMessage });
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) void send(false);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
    >
      <form className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        {children}
        <div className={styles.prices} aria-live="polite" aria-busy={pricing}>
          <dl>
            <dt>{t('orderEdit.priceNow')}</dt>
            <dd>{czk(priced?.before.totalWithVat ?? totalWithVat)}</dd>
            <dt>{t('orderEdit.priceAfter')}</dt>
            <dd data-testid="price-after">
              {change === null ? (
                <span className={styles.muted}>{t('orderEdit.pickFirst')}</span>
              ) : pricing ? (
                <span className={styles.muted}>{t('orderEdit.pricing')}</span>
              ) : priced ? (
                <strong>{czk(priced.after.totalWithVat)}</strong>
              ) : (
                '—'
              )}
            </dd>
          </dl>
          {showAvailability && priced ? (
            <p className={styles.available}>{t('orderEdit.available')}</p>
          ) : null}
        </div>
        {problem?.kind === 'code' && !losesAccess ? (
          <FieldError id="order-change-error">{errorText(problem.code, problem.detail)}</FieldError>
        ) : null}
        {problem?.kind === 'refused' ? (
          <FieldError id="order-change-error">
            {problem.message || t('orderEdit.failed')}
          </FieldError>
        ) : null}
        {problem?.kind === 'unreachable' ? (
          <ErrorState
            message={t(saveProblem ? 'orderEdit.sendFailed' : 'orderEdit.previewFailed')}
            onRetry={() => void (saveProblem ? send(false) : preview.refetch())}
          />
        ) : null}
        {losesAccess ? (
          <div className={styles.forced} role="alert">
            <p>{errorText(LOSES_ACCESS)}</p>
            <p>{t('orderEdit.losesAccessHint')}</p>
            <Button
              className={styles.danger}
              onClick={() => void send(true)}
              disabled={save.isPending}
            >
              {t('orderEdit.forceConfirm')}
            </Button>
          </div>
        ) : null}
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose}>
            {t('orderEdit.back')}
          </Button>
          <Button
            type="submit"
            className={destructive ? styles.danger : undefined}
            disabled={blocked}
          >
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * A button that opens a change dialog. The dialog is mounted only while open, so every opening
 * starts from the order as it is now.
 */
export function OrderChangeButton({
  label,
  destructive = false,
  dialog,
}: {
  label: string;
  destructive?: boolean;
  dialog: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className={destructive ? styles.dangerText : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open ? dialog(() => setOpen(false)) : null}
    </>
  );
}
