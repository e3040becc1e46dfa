import {
  DESK_LABELS_PER_PRINT,
  DESK_UNITS_PER_PAGE,
  type DeskLabelSheetQuery,
  type DeskRepairEndRequest,
  type DeskRepairStartRequest,
  type DeskUnit,
  type DeskUnitCreateRequest,
  type DeskUnitListResponse,
  type DeskUnitsQuery,
  type DeskUnitUpdateRequest,
  ID_MAX,
  type UnitState,
} from '@shop/shared/contract';
import { isShopSeriesCode, labelCodeOf, readLabelCode } from '@shop/shared/rules/label-codes';
import { isLocalDate } from '@shop/shared/rules/prague-time';
import { type UnitStep, unitStepAllowed } from '@shop/shared/rules/unit-steps';
import type { Database } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { recordStaffWrite } from '../staff-audit';
import {
  branchExists,
  endOpenRepair,
  findLabels,
  findProductKind,
  findUnitById,
  findUnitByLabel,
  findUnits,
  insertRepair,
  insertUnits,
  labelCodeTaken,
  lockLabelCode,
  lockUnit,
  nextLabelNumbers,
  setUnitsState,
  type UnitRow,
  updateUnit,
} from './repository';

export const UNKNOWN_LABEL = 'No unit of ours has this label code.';
export const LABEL_TAKEN = 'Another unit has this label code.';
export const UNIT_NOT_FOUND = 'Unit not found.';
export const NOT_A_RENTED_PIECE = 'Units belong to rented products, not to sets or goods for sale.';
export const UNKNOWN_BRANCH = 'No such branch.';
export const SERIES_CODE = 'Codes U and digits are given by the shop to new units only.';

export const UNIT_STATE_REFUSED = 'The unit’s state does not allow this step.';

/** Why a unit in `state` cannot take a step (409; which states allow it: shared/rules/unit-steps). */
const STATE_REFUSALS: Record<UnitStep, Partial<Record<UnitState, string>>> = {
  retire: {
    out: 'The unit is with a customer: it is retired at its return, as missing.',
    retired: 'The unit is retired already.',
  },
  repair: {
    out: 'The unit is with a customer: it goes to repair at its return.',
    in_repair: 'The unit is in repair already.',
    retired: 'The unit is retired.',
  },
  endRepair: {
    available: 'The unit is not in repair.',
    out: 'The unit is not in repair.',
    retired: 'The unit is retired.',
  },
};

function toDeskUnit(row: UnitRow): DeskUnit {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    productNameEn: row.productNameEn,
    serialNumber: row.serialNumber,
    labelCode: row.labelCode,
    homeBranchId: row.homeBranchId,
    state: row.state,
    notes: row.notes,
    repair:
      row.repairReason === null || row.repairSince === null
        ? null
        : {
            reason: row.repairReason,
            since: row.repairSince.toISOString(),
            expectedBack: row.repairExpectedBack,
            cost: row.repairCost,
          },
  };
}

/** What the audit log keeps of a unit: its own fields. */
function audited(unit: DeskUnit) {
  const { productName: _name, productNameEn: _nameEn, ...fields } = unit;
  return fields;
}

export async function listUnits(
  db: Database,
  query: DeskUnitsQuery,
): Promise<DeskUnitListResponse> {
  const page = query.page ?? 1;
  const { rows, total } = await findUnits(db, {
    productId: query.productId,
    state: query.state,
    limit: DESK_UNITS_PER_PAGE,
    offset: (page - 1) * DESK_UNITS_PER_PAGE,
  });
  return { success: true, units: rows.map(toDeskUnit), total, page };
}

/** The labels a sheet prints: of a product's units, or of units by id (400 without either). */
export async function labelsToPrint(db: Database, query: DeskLabelSheetQuery) {
  const ids = query.ids?.split(',').map(Number);
  if (query.productId === undefined && ids === undefined) {
    throw badRequest('Choose a product or the units to print labels of.');
  }
  if (ids?.some((id) => id < 1 || id > ID_MAX)) {
    throw badRequest('A unit id is out of range.', { name: 'ids', problem: 'invalid' });
  }
  const labels = await findLabels(db, {
    productId: query.productId,
    ids,
    limit: DESK_LABELS_PER_PRINT,
  });
  if (labels.length === 0) throw notFound('No units to print labels of.');
  return labels;
}

/** The unit a scanned or typed label names (404 for a code of no unit of ours). */
export async function unitByLabel(db: Database, typed: string): Promise<DeskUnit> {
  const code = readLabelCode(typed);
  const row = code === null ? undefined : await findUnitByLabel(db, code);
  if (!row) throw notFound(UNKNOWN_LABEL);
  return toDeskUnit(row);
}

/** The shop's next `n` label codes (U000043, …), never given before. */
export async function nextLabelCodes(db: Database, n: number): Promise<string[]> {
  return (await nextLabelNumbers(db, n)).map(labelCodeOf);
}

async function unitOf(db: Database, id: number): Promise<DeskUnit> {
  const row = await findUnitById(db, id);
  if (!row) throw notFound(UNIT_NOT_FOUND);
  return toDeskUnit(row);
}

/** A unit locked for the rest of the transaction, or 404. */
async function lockedUnit(tx: Database, id: number): Promise<DeskUnit> {
  if (!(await lockUnit(tx, id))) throw notFound(UNIT_NOT_FOUND);
  return unitOf(tx, id);
}

async function assertBranch(db: Database, id: number): Promise<void> {
  if (!(await branchExists(db, id))) {
    throw badRequest(UNKNOWN_BRANCH, { name: 'homeBranchId', problem: 'invalid' });
  }
}

/** POST /desk/units: a new unit of a rented product, with the shop's next label code. */
export async function addUnit(
  db: Database,
  staffId: number,
  body: DeskUnitCreateRequest,
): Promise<DeskUnit> {
  return db.transaction(async (tx) => {
    const product = await findProductKind(tx, body.productId);
    if (!product) throw notFound(`Product not found: ${body.productId}`);
    if (!product.isForRent || product.kind === 'bundle') {
      throw badRequest(NOT_A_RENTED_PIECE, { name: 'productId', problem: 'invalid' });
    }
    await assertBranch(tx, body.homeBranchId);
    const [labelCode = ''] = await nextLabelCodes(tx, 1);
    const [id] = await insertUnits(tx, [
      {
        productId: body.productId,
        serialNumber: body.serialNumber.trim(),
        labelCode,
        homeBranchId: body.homeBranchId,
        notes: body.notes?.trim() ?? '',
      },
    ]);
    const unit = await unitOf(tx, id ?? 0);
    await recordStaffWrite(tx, {
      staffId,
      action: 'unit.add',
      subject: `unit:${unit.id}`,
      before: null,
      after: audited(unit),
    });
    return unit;
  });
}

/**
 * The label code a unit is to get: readable as a scanner types it, not of the shop's own series
 * (which only the series gives, so a unit added later never meets it), and no other unit's.
 */
async function newLabelCode(tx: Database, typed: string, unit: DeskUnit): Promise<string> {
  const code = readLabelCode(typed);
  if (code === null) {
    throw badRequest('A label code is letters and digits only.', {
      name: 'labelCode',
      problem: 'invalid',
    });
  }
  if (code === unit.labelCode) return code;
  if (isShopSeriesCode(code)) {
    throw badRequest(SERIES_CODE, { name: 'labelCode', problem: 'invalid' });
  }
  await lockLabelCode(tx, code);
  if (await labelCodeTaken(tx, code, unit.id)) throw new HttpError(409, LABEL_TAKEN);
  return code;
}

/** PATCH /desk/units/:id: a unit's serial number, label code, home branch or notes. */
export async function editUnit(
  db: Database,
  staffId: number,
  id: number,
  body: DeskUnitUpdateRequest,
): Promise<DeskUnit> {
  return db.transaction(async (tx) => {
    const before = await lockedUnit(tx, id);
    if (body.homeBranchId !== undefined) await assertBranch(tx, body.homeBranchId);
    const values = {
      ...(body.serialNumber === undefined ? {} : { serialNumber: body.serialNumber.trim() }),
      ...(body.labelCode === undefined
        ? {}
        : { labelCode: await newLabelCode(tx, body.labelCode, before) }),
      ...(body.homeBranchId === undefined ? {} : { homeBranchId: body.homeBranchId }),
      ...(body.notes === undefined ? {} : { notes: body.notes.trim() }),
    };
    if (Object.keys(values).length === 0) throw badRequest('Nothing to change.');
    await updateUnit(tx, id, values);
    const after = await unitOf(tx, id);
    await recordStaffWrite(tx, {
      staffId,
      action: 'unit.edit',
      subject: `unit:${id}`,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

function assertState(step: UnitStep, unit: DeskUnit): void {
  if (unitStepAllowed(step, unit.state)) return;
  throw new HttpError(409, STATE_REFUSALS[step][unit.state] ?? UNIT_STATE_REFUSED);
}

/**
 * A unit's step in one transaction, its row locked: the state checked, the write, the audit
 * entry with the unit before and after.
 */
async function unitStep(
  db: Database,
  staffId: number,
  id: number,
  step: {
    name: UnitStep;
    action: string;
    write: (tx: Database) => Promise<void>;
  },
  detail: object,
): Promise<DeskUnit> {
  return db.transaction(async (tx) => {
    const before = await lockedUnit(tx, id);
    assertState(step.name, before);
    await step.write(tx);
    const after = await unitOf(tx, id);
    await recordStaffWrite(tx, {
      staffId,
      action: step.action,
      subject: `unit:${id}`,
      before: audited(before),
      after: { ...audited(after), ...detail },
    });
    return after;
  });
}

/** POST /desk/units/:id/retire: the unit leaves the stock (an open repair ends with it). */
export function retireUnit(db: Database, staffId: number, id: number, reason: string) {
  return unitStep(
    db,
    staffId,
    id,
    {
      name: 'retire',
      action: 'unit.retire',
      write: async (tx) => {
        await endOpenRepair(tx, id);
        await updateUnit(tx, id, { state: 'retired' });
      },
    },
    { reason },
  );
}

/** POST /desk/units/:id/repair: a unit at a branch goes to repair; it no longer counts as stock. */
export function startRepair(
  db: Database,
  staffId: number,
  id: number,
  body: DeskRepairStartRequest,
) {
  return unitStep(
    db,
    staffId,
    id,
    {
      name: 'repair',
      action: 'unit.repair.start',
      write: async (tx) => {
        if (body.expectedBack !== undefined && !isLocalDate(body.expectedBack)) {
          throw badRequest('The expected return from repair is no date.', {
            name: 'expectedBack',
            problem: 'invalid',
          });
        }
        await insertRepair(tx, {
          unitId: id,
          reason: body.reason.trim(),
          expectedBack: body.expectedBack ?? null,
          cost: body.cost ?? null,
        });
        await updateUnit(tx, id, { state: 'in_repair' });
      },
    },
    {},
  );
}

/** POST /desk/units/:id/repair/end: back from repair and bookable again. */
export function endRepair(db: Database, staffId: number, id: number, body: DeskRepairEndRequest) {
  return unitStep(
    db,
    staffId,
    id,
    {
      name: 'endRepair',
      action: 'unit.repair.end',
      write: async (tx) => {
        await endOpenRepair(tx, id, body.cost);
        await updateUnit(tx, id, { state: 'available' });
      },
    },
    body.cost === undefined ? {} : { cost: body.cost },
  );
}

// ---------------------------------------------------------------- handover and return

/** The handover: the units go out with their order (call in its transaction, units locked). */
export async function sendUnitsOut(tx: Database, ids: readonly number[]): Promise<void> {
  await setUnitsState(tx, ids, 'out');
}

/**
 * A unit back from its order (call in the return's transaction, the unit locked): OK, it is
 * available again; damaged, it goes to repair with the note as the reason; missing, it is retired.
 * It takes the branch it came back to as its home (domain decisions: units).
 */
export async function takeUnitBack(
  tx: Database,
  back: {
    unitId: number;
    condition: 'ok' | 'damaged' | 'missing';
    note: string;
    branchId: number | null;
  },
): Promise<void> {
  const state = { ok: 'available', damaged: 'in_repair', missing: 'retired' } as const;
  if (back.condition === 'damaged') {
    await insertRepair(tx, {
      unitId: back.unitId,
      reason: back.note.trim() || 'Damaged on return',
      expectedBack: null,
      cost: null,
    });
  }
  await updateUnit(tx, back.unitId, {
    state: state[back.condition],
    ...(back.branchId === null ? {} : { homeBranchId: back.branchId }),
  });
}
