import { describe, expect, it } from 'vitest';
import { ApiError, pageOf, unwrap } from '../../../src/core/resource';

describe('unwrap and pageOf', () => {
  it('a success body gives its data', () => {
    expect(unwrap({ status: 0, data: { uid: 'c-1' } })).toEqual({ uid: 'c-1' });
    expect(pageOf({ status: 0, data: { total: 3, list: ['a'] } })).toEqual({ rows: ['a'], total: 3 });
  });

  it.each([
    [{ status: 4000001, message: '車牌格式錯誤', field: 'carNo' }, '車牌格式錯誤', 'carNo'],
    [{ status: 4040001 }, '找不到資料。', undefined],
    [{ status: 123 }, '讀取失敗。', undefined],
  ])('an error body %j throws an ApiError with the message to show', (body, message, field) => {
    let thrown: unknown;
    try {
      unwrap(body, '讀取失敗。');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: body.status, message, field });
  });
});
