import { ORDER_ERRORS, type OrderErrorCode } from '@shop/shared/contract';

/** HTTP status of each refusal: what was sent (400), not found (404), not allowed (403), state (409). */
function statusOf(code: OrderErrorCode): number {
  if (code === 3 || code === 6) return 404;
  if (code === 34) return 403;
  if ([1, 2, 4, 5, 8, 21, 22, 23, 25, 27, 28, 29, 30, 32].includes(code)) return 400;
  return 409;
}

/** A refused order change: the spec's code (1–34), its HTTP status and what exactly failed. */
export class OrderUpdateFailure extends Error {
  readonly status: number;

  constructor(
    readonly code: OrderErrorCode,
    readonly detail: string | null = null,
  ) {
    super(ORDER_ERRORS[code]);
    this.status = statusOf(code);
  }
}

/** Refuses the change with the spec's code. */
export function refuseOrder(code: OrderErrorCode, detail: string | null = null): never {
  throw new OrderUpdateFailure(code, detail);
}
