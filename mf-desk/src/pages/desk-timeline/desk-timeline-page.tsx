/** /desk/dostupnost: the availability timeline, a category's units by day over four weeks. */
import '../../i18n/desk-i18n';
import { useTranslation } from 'react-i18next';
import { DeskFrame } from '../../features/desk-frame/desk-frame';
import { TimelineView } from '../../features/desk-timeline/timeline-view';
import { namespace } from '../../i18n/desk-i18n';

export default function DeskTimelinePage() {
  const { t } = useTranslation(namespace);
  return (
    <DeskFrame title={t('timeline.title')}>
      <TimelineView />
    </DeskFrame>
  );
}
