/**
 * The order's pieces as the checklist of the handover and the return: each piece (a set's parts
 * under the set's name) with the unit given to it, its label and serial number, or a choice of the
 * free units; a unit given before the handover can be taken off again.
 */
import type { DeskOrder, DeskOrderPiece } from '@shop/shared/contract';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { tableRoles } from '@shop/shared/ui/table-roles';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';
import styles from './desk-order.module.css';

function FreeUnitChoice({
  piece,
  order,
  index,
  onPick,
  busy,
}: {
  piece: DeskOrderPiece;
  order: DeskOrder;
  index: number;
  onPick: (unitId: number) => void;
  busy: boolean;
}) {
  const { t } = useTranslation(namespace);
  const free = order.freeUnits.find((entry) => entry.productId === piece.productId)?.units ?? [];
  if (free.length === 0) return <span className={styles.missing}>{t('order.noFreeUnit')}</span>;
  const id = `free-unit-${index}`;
  return (
    <span className={styles.pick}>
      <label htmlFor={id} className="visually-hidden">
        {t('order.pickFor', { name: piece.name })}
      </label>
      <select
        id={id}
        defaultValue=""
        disabled={busy}
        onChange={(event) => {
          if (event.target.value) onPick(Number(event.target.value));
        }}
      >
        <option value="">{t('order.pick')}</option>
        {free.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {unit.labelCode}
            {unit.serialNumber ? ` · S/N ${unit.serialNumber}` : ''}
          </option>
        ))}
      </select>
    </span>
  );
}

export function PieceList({
  order,
  onPick,
  onTakeOff,
  busy,
}: {
  order: DeskOrder;
  onPick: (unitId: number) => void;
  onTakeOff: (unitId: number) => void;
  busy: boolean;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const name = (piece: DeskOrderPiece) => (locale === 'en' ? piece.nameEn : piece.name);
  const setName = (piece: DeskOrderPiece) => (locale === 'en' ? piece.setNameEn : piece.setName);
  return (
    <table className={styles.table} {...tableRoles.table}>
      <caption className="visually-hidden">{t('order.pieces')}</caption>
      <thead {...tableRoles.rowgroup}>
        <tr {...tableRoles.row}>
          <th scope="col" {...tableRoles.columnheader}>
            {t('order.piece')}
          </th>
          <th scope="col" {...tableRoles.columnheader}>
            {t('order.unit')}
          </th>
          <th scope="col" {...tableRoles.columnheader}>
            {t('order.state')}
          </th>
        </tr>
      </thead>
      <tbody {...tableRoles.rowgroup}>
        {order.pieces.map((piece, index) => (
          // A piece is its place in the order: two pieces of one product differ by it alone.
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces' order is the order's own
          <tr key={index} {...tableRoles.row} data-state={piece.state}>
            <td {...tableRoles.cell} data-label={t('order.piece')}>
              {name(piece)}
              {setName(piece) ? <span className={styles.set}> · {setName(piece)}</span> : null}
            </td>
            <td {...tableRoles.cell} data-label={t('order.unit')}>
              {piece.unit ? (
                <span className={styles.unit}>
                  <strong>{piece.unit.labelCode}</strong>
                  {piece.unit.serialNumber ? ` · S/N ${piece.unit.serialNumber}` : ''}
                  {piece.state === 'assigned' ? (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      onClick={() => piece.unit && onTakeOff(piece.unit.id)}
                      aria-label={t('order.takeOffUnit', { code: piece.unit.labelCode })}
                    >
                      {t('order.takeOff')}
                    </Button>
                  ) : null}
                </span>
              ) : (
                <FreeUnitChoice
                  piece={piece}
                  order={order}
                  index={index}
                  onPick={onPick}
                  busy={busy}
                />
              )}
            </td>
            <td {...tableRoles.cell} data-label={t('order.state')}>
              {t(`order.pieceState.${piece.state}`)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
