/** /desk/jednotky: the units, found by label or listed by state; managers repair and retire them. */
import '../../i18n/desk-i18n';
import { useTranslation } from 'react-i18next';
import { DeskFrame } from '../../features/desk-frame/desk-frame';
import { UnitsView } from '../../features/desk-units/units-view';
import { namespace } from '../../i18n/desk-i18n';

export default function DeskUnitsPage() {
  const { t } = useTranslation(namespace);
  return (
    <DeskFrame title={t('units.title')}>
      <UnitsView />
    </DeskFrame>
  );
}
