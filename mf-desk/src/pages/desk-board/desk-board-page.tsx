/** /desk: the day at one branch's desk. */
import '../../i18n/desk-i18n';
import { useTranslation } from 'react-i18next';
import { DeskBoardView } from '../../features/desk-board/desk-board-view';
import { DeskFrame } from '../../features/desk-frame/desk-frame';
import { namespace } from '../../i18n/desk-i18n';

export default function DeskBoardPage() {
  const { t } = useTranslation(namespace);
  return (
    <DeskFrame title={t('board.title')}>
      <DeskBoardView />
    </DeskFrame>
  );
}
