/** One unit as a table row: its label, serial number, product, branch, state and repair; a manager's steps. */
import '../../i18n/desk-i18n';
import type { DeskUnit } from '@shop/shared/contract';
import { formatDate } from '@shop/shared/format';
import { staffRoleAllows } from '@shop/shared/rules/staff-roles';
import { unitStepAllowed } from '@shop/shared/rules/unit-steps';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';
import { deskBranchesQuery } from '../desk-board/api/get-desk-board';
import { deskSessionQuery } from '../desk-session/api/desk-session';
import { endUnitRepair } from './api/desk-units';
import styles from './desk-units.module.css';
import { stepFailure } from './step-failure';
import { type ReasonedStep, UnitStepDialog } from './unit-step-dialog';

/** The head of a table of units, the one the list and the lookup show. */
export function UnitsTableHead() {
  const { t } = useTranslation(namespace);
  return (
    <thead>
      <tr>
        <th scope="col">{t('units.label')}</th>
        <th scope="col">{t('units.serial')}</th>
        <th scope="col">{t('units.product')}</th>
        <th scope="col">{t('units.branch')}</th>
        <th scope="col">{t('units.state')}</th>
        <th scope="col">
          <span className={styles.hidden}>{t('units.steps')}</span>
        </th>
      </tr>
    </thead>
  );
}

function ManagerSteps({ unit }: { unit: DeskUnit }) {
  const { t } = useTranslation(namespace);
  const client = useQueryClient();
  const [step, setStep] = useState<ReasonedStep | null>(null);
  const endRepair = useMutation({
    mutationFn: () => endUnitRepair(unit.id),
    onSettled: () => client.invalidateQueries({ queryKey: ['desk'] }),
  });
  // Each step's name says which unit it is for, as a screen reader lists the page's buttons.
  const of = (action: string) => ({ 'aria-label': `${action} ${unit.labelCode}` });
  return (
    <>
      {unitStepAllowed('repair', unit.state) ? (
        <Button variant="secondary" onClick={() => setStep('repair')} {...of(t('units.toRepair'))}>
          {t('units.toRepair')}
        </Button>
      ) : null}
      {unitStepAllowed('endRepair', unit.state) ? (
        <Button
          variant="secondary"
          disabled={endRepair.isPending}
          onClick={() => endRepair.mutate()}
          {...of(t('units.endRepair'))}
        >
          {t('units.endRepair')}
        </Button>
      ) : null}
      {unitStepAllowed('retire', unit.state) ? (
        <Button variant="secondary" onClick={() => setStep('retire')} {...of(t('units.retire'))}>
          {t('units.retire')}
        </Button>
      ) : null}
      {endRepair.isError ? <p role="alert">{t(stepFailure(endRepair.error))}</p> : null}
      {step ? <UnitStepDialog unit={unit} step={step} onClose={() => setStep(null)} /> : null}
    </>
  );
}

export function UnitRow({ unit }: { unit: DeskUnit }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const branches = useQuery(deskBranchesQuery());
  const session = useQuery(deskSessionQuery());
  const branch = branches.data?.find((candidate) => candidate.id === unit.homeBranchId);
  const repair = unit.repair;
  return (
    <tr>
      <th scope="row">{unit.labelCode}</th>
      <td data-label={t('units.serial')}>{unit.serialNumber || '—'}</td>
      <td data-label={t('units.product')}>
        {locale === 'en' ? unit.productNameEn : unit.productName}
      </td>
      <td data-label={t('units.branch')}>
        {branch ? (locale === 'en' ? branch.translations.en.name : branch.name) : '—'}
      </td>
      <td data-label={t('units.state')}>
        {t(`units.state_${unit.state}`)}
        {repair
          ? ` (${repair.reason}; ${t('units.repairSince', {
              since: formatDate(new Date(repair.since), locale),
              back: repair.expectedBack ? formatDate(repair.expectedBack, locale) : '—',
            })})`
          : ''}
      </td>
      <td>
        {session.data && staffRoleAllows(session.data.role, 'manager') ? (
          <ManagerSteps unit={unit} />
        ) : null}
      </td>
    </tr>
  );
}
