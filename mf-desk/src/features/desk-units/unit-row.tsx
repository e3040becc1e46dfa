/** One unit as a table row: its label, serial number, product, branch, state and repair; a manager's steps. */
import '../../i18n/desk-i18n';
import type { DeskUnit } from '@shop/shared/contract';
import { formatDate } from '@shop/shared/format';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';
import { deskBranchesQuery } from '../desk-board/api/get-desk-board';
import { deskSessionQuery } from '../desk-session/api/desk-session';
import { endUnitRepair } from './api/desk-units';
import { type UnitStep, UnitStepDialog } from './unit-step-dialog';

function ManagerSteps({ unit }: { unit: DeskUnit }) {
  const { t } = useTranslation(namespace);
  const client = useQueryClient();
  const [step, setStep] = useState<UnitStep | null>(null);
  const endRepair = async () => {
    await endUnitRepair(unit.id).catch(() => undefined);
    await client.invalidateQueries({ queryKey: ['desk'] });
  };
  return (
    <>
      {unit.state === 'available' ? (
        <Button variant="secondary" onClick={() => setStep('repair')}>
          {t('units.toRepair')}
        </Button>
      ) : null}
      {unit.state === 'in_repair' ? (
        <Button variant="secondary" onClick={() => void endRepair()}>
          {t('units.endRepair')}
        </Button>
      ) : null}
      {unit.state === 'available' || unit.state === 'in_repair' ? (
        <Button variant="secondary" onClick={() => setStep('retire')}>
          {t('units.retire')}
        </Button>
      ) : null}
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
      <td>{session.data?.role === 'manager' ? <ManagerSteps unit={unit} /> : null}</td>
    </tr>
  );
}
