/**
 * The steps of an order at the desk, each answering the order as it is now: a unit given (by its
 * label or picked) or taken off, the handover and a return. What a step did, or why it was
 * refused, is said in the desk's words; a protocol issued is kept to link it.
 */
import type {
  DeskChargeRequest,
  DeskHandoverRequest,
  DeskOrder,
  DeskProtocolLink,
  DeskProtocolResponse,
} from '@shop/shared/contract';
import { readLabelCode } from '@shop/shared/rules/label-codes';
import { localeAtom } from '@shop/shared/store';
import type { ChargeValues, HandoverValues } from '@shop/shared/validation/desk';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';
import {
  addCharge,
  deskOrderQuery,
  giveUnit,
  handOver,
  takeBack,
  takeUnitOff,
} from './api/desk-order';
import { useRefusalText } from './desk-refusal';

/** The handover the form's values ask for (the reason only when it is early). */
function handoverBody(values: HandoverValues, early: boolean): DeskHandoverRequest {
  return {
    takenBy:
      values.takenBy === 'authorised'
        ? { kind: 'authorised', name: values.authorisedName ?? '' }
        : { kind: 'customer' },
    idDocument: { type: values.idType, last4: values.idLast4.trim() },
    signature: values.signature ?? '',
    notes: values.notes ?? '',
    ...(early ? { earlyReason: values.earlyReason ?? '' } : {}),
  };
}

const chargeBody = (values: ChargeValues): DeskChargeRequest => ({
  charge: values.charge,
  amount: Number(values.amount),
  reason: values.reason,
});

export function useOrderSteps(order: DeskOrder) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ text: string; refused: boolean } | null>(null);
  const [issued, setIssued] = useState<DeskProtocolLink | null>(null);
  const show = (next: DeskOrder) => {
    client.setQueryData(deskOrderQuery(order.id).queryKey, next);
    // The step is in the audit log now (a manager's page lists it).
    void client.invalidateQueries({ queryKey: [...deskOrderQuery(order.id).queryKey, 'audit'] });
  };
  const refusalText = useRefusalText();
  const step = async (work: () => Promise<DeskOrder>, done: (next: DeskOrder) => string) => {
    setBusy(true);
    try {
      const next = await work();
      show(next);
      setResult({ text: done(next), refused: false });
    } catch (error) {
      setResult({ text: refusalText(error), refused: true });
    } finally {
      setBusy(false);
    }
  };
  /** "U000123: the product" of the piece a unit filled. */
  const given = (next: DeskOrder, match: { unitId?: number; code?: string }) => {
    const piece = next.pieces.find(
      ({ unit }) => unit && (unit.id === match.unitId || unit.labelCode === match.code),
    );
    const name = piece ? (locale === 'en' ? piece.nameEn : piece.name) : '';
    return t('order.given', { code: piece?.unit?.labelCode ?? match.code ?? '', name });
  };
  /** A handover or return: the order as it is after it, its protocol kept; or the refusal. */
  const issue = async (work: () => Promise<DeskProtocolResponse>) => {
    try {
      const answer = await work();
      show(answer.order);
      setIssued(answer.protocol);
      void client.invalidateQueries({ queryKey: ['desk', 'board'] });
      return undefined;
    } catch (error) {
      return refusalText(error);
    }
  };
  return {
    busy,
    result,
    issued,
    scan: (code: string) =>
      step(
        () => giveUnit(order.id, { labelCode: code }),
        (next) => given(next, { code: readLabelCode(code) ?? code }),
      ),
    pick: (unitId: number) =>
      step(
        () => giveUnit(order.id, { unitId }),
        (next) => given(next, { unitId }),
      ),
    takeOff: (unitId: number) =>
      step(
        () => takeUnitOff(order.id, unitId),
        () => t('order.takenOff'),
      ),
    handOver: (values: HandoverValues) =>
      issue(() => handOver(order.id, handoverBody(values, order.earlyHandover))),
    takeBack: (body: Parameters<typeof takeBack>[1]) => issue(() => takeBack(order.id, body)),
    charge: async (values: ChargeValues) => {
      try {
        show(await addCharge(order.id, chargeBody(values)));
        return undefined;
      } catch (error) {
        return refusalText(error);
      }
    },
  };
}
