import type { Fence, FenceInput } from '../../../../../src/core/api/contract/fence';
import type { Db } from '../../../db/database';
import { toMs } from '../../../time';

export interface FenceRow {
  uid: string;
  enterprise_uid: string;
  name: string;
  icon_type: Fence['iconType'];
  shape: Fence['shape'];
  triggers: Fence['triggers'];
  message: string;
  options: Fence['options'];
  created_at: Date;
  updated_at: Date;
}

export function fenceOf(row: FenceRow): Fence {
  return {
    uid: row.uid,
    name: row.name,
    iconType: row.icon_type,
    shape: row.shape,
    triggers: row.triggers,
    message: row.message,
    options: row.options,
    createdAt: toMs(row.created_at)!,
    updatedAt: toMs(row.updated_at)!,
  };
}

export async function insertFence(db: Db, enterpriseUid: string, uid: string, input: FenceInput, at: number): Promise<FenceRow> {
  const rows = await db.query<FenceRow>(
    `INSERT INTO fences (uid, enterprise_uid, name, icon_type, shape, triggers, message, options, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING *`,
    [uid, enterpriseUid, input.name, input.iconType, JSON.stringify(input.shape), JSON.stringify(input.triggers), input.message, JSON.stringify(input.options), new Date(at)],
  );
  return rows[0];
}

/** Every fence of every enterprise, for the simulator. */
export function allFences(db: Db): Promise<FenceRow[]> {
  return db.query<FenceRow>(`SELECT * FROM fences ORDER BY enterprise_uid, created_at`);
}
