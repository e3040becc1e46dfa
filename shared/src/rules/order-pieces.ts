/**
 * The pieces of an order the desk gives units to (domain decisions: the rental desk, handover): a
 * rent line of a product is as many pieces as its quantity; a set's line is its contents, each
 * part's quantity times the line's. Goods for sale have no units. The units given are matched to
 * the pieces in the order's order, line by line and product by product.
 */

export interface PieceLine {
  id: number;
  productId: number;
  name: string;
  nameEn: string;
  quantity: number;
  isSale: boolean;
}

export interface PieceSlot {
  lineId: number;
  productId: number;
  name: string;
  nameEn: string;
  /** The set's name, for a part of a set line. */
  setName: string | null;
  setNameEn: string | null;
}

/** The rent lines' pieces, in the order's order: a set line's parts, in the set's order. */
export function pieceSlots(
  lines: readonly PieceLine[],
  setParts: ReadonlyMap<number, ReadonlyArray<{ productId: number; quantity: number }>>,
  names: ReadonlyMap<number, { name: string; nameEn: string }>,
): PieceSlot[] {
  return lines
    .filter((line) => !line.isSale && line.quantity > 0)
    .flatMap((line) => {
      const parts = setParts.get(line.productId) ?? [];
      if (parts.length === 0) {
        const piece = { ...line, lineId: line.id, setName: null, setNameEn: null };
        return Array.from({ length: line.quantity }, () => pieceOf(piece));
      }
      return parts.flatMap((part) => {
        const name = names.get(part.productId) ?? { name: line.name, nameEn: line.nameEn };
        const piece = {
          lineId: line.id,
          productId: part.productId,
          ...name,
          setName: line.name,
          setNameEn: line.nameEn,
        };
        return Array.from({ length: part.quantity * line.quantity }, () => pieceOf(piece));
      });
    });
}

function pieceOf(piece: PieceSlot): PieceSlot {
  const { lineId, productId, name, nameEn, setName, setNameEn } = piece;
  return { lineId, productId, name, nameEn, setName, setNameEn };
}

/**
 * The pieces with the units given to them: each unit (given to a line and product) fills the first
 * piece of that line and product still without one. Units beyond the pieces (a line made smaller
 * after they were given) are left out.
 */
export function matchUnits<U extends { orderItemId: number; productId: number }>(
  slots: readonly PieceSlot[],
  given: readonly U[],
): Array<PieceSlot & { unit: U | null }> {
  const queues = new Map<string, U[]>();
  for (const unit of given) {
    const key = `${unit.orderItemId}:${unit.productId}`;
    queues.set(key, [...(queues.get(key) ?? []), unit]);
  }
  return slots.map((slot) => ({
    ...slot,
    unit: queues.get(`${slot.lineId}:${slot.productId}`)?.shift() ?? null,
  }));
}

/** The first piece of a product still without a unit, if the order has one. */
export function firstWaitingPiece<U>(
  pieces: ReadonlyArray<PieceSlot & { unit: U | null }>,
  productId: number,
): PieceSlot | undefined {
  return pieces.find((piece) => piece.productId === productId && piece.unit === null);
}
