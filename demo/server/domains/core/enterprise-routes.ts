import { enterprise, type CustomContent, type Enterprise, type EnterpriseSettings } from '../../../../src/core/api/contract/enterprise';
import type { ServerContext } from '../../context';
import { requireUser } from '../../auth/authenticate';
import { badInput, conflict, notFound } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { DEFAULT_ENTERPRISE_SETTINGS } from '../../../../src/core/api/contract/enterprise';
import { checkSettings, effectiveSettings } from './settings';
import { millis } from '../../time';
import { isValidTaxId } from '../../../../src/core/validation';
import { isTaken, takenAnswers, TAKEN_MESSAGE, uniqueEnterpriseCode } from './uniqueness';
import { unlessTaken } from '../../db/unique';
import { sanitizeRichTextOnServer } from './rich-text';
import { provideService, recordOperation, serviceOf } from '../../services';

interface Row {
  uid: string;
  code: string;
  name: string;
  tax_id: string | null;
  contact_name: string;
  phone: string;
  email: string;
  address: string;
  verified: boolean;
  settings: Partial<EnterpriseSettings>;
  created_at: Date;
  drivers: string;
  users: string;
}

async function loadEnterprise(ctx: ServerContext, uid: string): Promise<Enterprise> {
  const row = await ctx.db.one<Row>(
    `SELECT e.*,
       (SELECT count(*) FROM users u WHERE u.enterprise_uid = e.uid AND NOT u.deleted AND u.role = 'driver') AS drivers,
       (SELECT count(*) FROM users u WHERE u.enterprise_uid = e.uid AND NOT u.deleted) AS users
     FROM enterprises e WHERE e.uid = $1`,
    [uid],
  );
  if (!row) throw notFound('企業資料');
  const cars = await serviceOf(ctx, 'fleet.cars').counts(ctx.db, uid);
  return {
    uid: row.uid, code: row.code, name: row.name, taxId: row.tax_id ?? '', contactName: row.contact_name, phone: row.phone,
    email: row.email, address: row.address, verified: row.verified, createdAt: millis(row.created_at),
    stats: { cars: cars.cars, managedCars: cars.managed, drivers: Number(row.drivers), users: Number(row.users) },
  };
}

async function storedSettings(ctx: ServerContext, uid: string): Promise<Partial<EnterpriseSettings>> {
  const row = await ctx.db.one<{ settings: Partial<EnterpriseSettings> }>(`SELECT settings FROM enterprises WHERE uid = $1`, [uid]);
  return row?.settings ?? {};
}

async function customContentOf(ctx: ServerContext, uid: string): Promise<CustomContent> {
  const row = await ctx.db.one<{ custom_content: string; custom_content_at: Date | null; custom_content_by: string }>(
    `SELECT custom_content, custom_content_at, custom_content_by FROM enterprises WHERE uid = $1`, [uid],
  );
  if (!row) throw notFound('企業資料');
  return { html: row.custom_content, updatedAt: row.custom_content_at ? millis(row.custom_content_at) : null, updatedBy: row.custom_content_by };
}

const settingsOf = async (ctx: ServerContext, uid: string) => effectiveSettings(await storedSettings(ctx, uid));

/** Enterprise data and parameters (spec 7.4; pages /enterprise P_P10 and /setting P_P09). */
export function enterpriseRoutes(r: Registrar, ctx: ServerContext): void {
  provideService(ctx, 'core.settings', (uid) => settingsOf(ctx, uid));
  r.route(enterprise.get, async ({ user }) => loadEnterprise(ctx, requireUser(user).enterpriseUid));

  r.route(enterprise.update, async ({ body, user }) => {
    const me = requireUser(user);
    const before = await loadEnterprise(ctx, me.enterpriseUid);
    if (body.taxId !== undefined && body.taxId !== before.taxId) {
      if (!isValidTaxId(body.taxId)) throw badInput('taxId', '統一編號檢查碼不正確。');
      if (await isTaken(ctx.db, 'taxId', body.taxId, me.enterpriseUid)) throw conflict(TAKEN_MESSAGE.taxId, 'taxId');
    }
    if (body.name !== undefined && await isTaken(ctx.db, 'name', body.name, me.enterpriseUid)) throw conflict(TAKEN_MESSAGE.name, 'name');
    if (body.code !== undefined && body.code !== before.code
      && await ctx.db.one(`SELECT 1 FROM enterprises WHERE code = $1`, [body.code])) {
      throw conflict('此企業代碼已被使用。', 'code');
    }
    const next = { ...before, ...body };
    await unlessTaken(() => ctx.db.query(
      `UPDATE enterprises SET name = $2, tax_id = $3, contact_name = $4, phone = $5, email = $6, address = $7, code = $8 WHERE uid = $1`,
      [me.enterpriseUid, next.name.trim(), next.taxId || null, next.contactName, next.phone, next.email, next.address, next.code],
    ), { ...takenAnswers(), enterprises_code_key: () => conflict('此企業代碼已被使用。', 'code') });
    const changed = Object.keys(body).filter((k) => body[k as keyof typeof body] !== before[k as keyof Enterprise]);
    await recordOperation(ctx, me, '修改企業資料', next.name, { fields: changed });
    return loadEnterprise(ctx, me.enterpriseUid);
  });

  r.route(enterprise.settings, async ({ user }) => settingsOf(ctx, requireUser(user).enterpriseUid));

  r.route(enterprise.updateSettings, async ({ body, user }) => {
    const me = requireUser(user);
    const next = effectiveSettings({ ...await settingsOf(ctx, me.enterpriseUid), ...body });
    checkSettings(next);
    await ctx.db.query(`UPDATE enterprises SET settings = $2 WHERE uid = $1`, [me.enterpriseUid, JSON.stringify(next)]);
    await recordOperation(ctx, me, '修改參數設定', Object.keys(body).join('、'), { sections: Object.keys(body) });
    return next;
  });

  r.route(enterprise.defaultSettings, async () => structuredClone(DEFAULT_ENTERPRISE_SETTINGS));

  r.route(enterprise.customContent, async ({ user }) => customContentOf(ctx, requireUser(user).enterpriseUid));

  r.route(enterprise.updateCustomContent, async ({ body, user }) => {
    const me = requireUser(user);
    const html = await sanitizeRichTextOnServer(body.html);
    await ctx.db.query(
      `UPDATE enterprises SET custom_content = $2, custom_content_at = $3, custom_content_by = $4 WHERE uid = $1`,
      [me.enterpriseUid, html, new Date(ctx.now()), me.zhName],
    );
    await recordOperation(ctx, me, '修改自訂內容', '自訂內容', { length: html.length });
    return customContentOf(ctx, me.enterpriseUid);
  });

  r.route(enterprise.generateCode, async () => ({ code: await uniqueEnterpriseCode(ctx.db) }));
}
