import type { OrderUpdateRequest } from '@shop/shared/contract';
import { eventBus } from '@shop/shared/event-bus';
import { queryClient } from '@shop/shared/query';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { namespace } from '../../i18n/account-i18n';
import { accountOrderQuery } from './api/get-account-order';
import { previewOrderUpdateQuery } from './api/preview-order-update';
import { useOrderUpdate } from './api/update-order';
import { problemOf } from './order-change-problem';
import { useSettled } from './use-settled';

/** Typing settles for this long before the price is asked for. */
const PREVIEW_DELAY_MS = 300;

/**
 * An order change on its way: its price asked with `preview` once the fields settle, the last
 * send's failure (kept until the fields change), the problem to show, whether confirming is
 * blocked (until the price of exactly this change is shown), and `send` (with `force`: the
 * billing change that takes the order out of the customer's reach, then back to their orders).
 */
export function useOrderChange({
  orderNumber,
  change,
  doneMessage,
  onClose,
}: {
  orderNumber: string;
  change: Omit<OrderUpdateRequest, 'orderNumber'> | null;
  doneMessage: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
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
  const retry = () => void (saveProblem ? send(false) : preview.refetch());

  return {
    pricing,
    priced,
    problem,
    sendFailed: saveProblem !== null,
    blocked,
    sending: save.isPending,
    send,
    retry,
  };
}
