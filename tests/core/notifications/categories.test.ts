import { describe, expect, it } from 'vitest';
import {
  categoryInfo, DEFAULT_SETTINGS, enabledCategories, flagsToSettings, isCategoryEnabled, normaliseSettings,
  NOTIFICATION_CATEGORIES, NOTIFICATION_CATEGORIES_NINE, notificationSwitches, settingsToFlags, withSetting,
} from '../../../src/core/notifications';

describe('notification categories', () => {
  it.each([
    [1, 'enabled', '綁定'],
    [2, 'system', '系統'],
    [3, 'fence', '圍籬'],
    [4, 'task', '任務'],
    [5, 'event', '事件'],
    [6, 'message', '語音訊息'],
    [7, 'maintenance', '保修'],
    [8, 'performance', '績效'],
    [9, 'video', '影片'],
    [10, 'service', '加值服務'],
  ])('spec 9: category %i is %s, labelled %s', (category, key, label) => {
    expect([categoryInfo(category)?.key, categoryInfo(category)?.label]).toEqual([key, label]);
  });

  it('spec 9: voice messages carry the microphone icon', () => {
    expect(categoryInfo(6)?.icon).toBe('microphone');
  });

  it('spec 9: one reading lists ten categories, with service', () => {
    expect(NOTIFICATION_CATEGORIES.map((c) => c.category)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('spec 9: the other reading lists nine categories, without service', () => {
    expect(NOTIFICATION_CATEGORIES_NINE.map((c) => c.key)).not.toContain('service');
  });

  it('spec 9: the nine-category reading keeps the other nine in order', () => {
    expect(NOTIFICATION_CATEGORIES_NINE.map((c) => c.category)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('spec 2.6: the settings panel shows nine switches to a user without plus service', () => {
    expect(notificationSwitches(['P_P01', 'P_P17'])).toHaveLength(9);
  });

  it.each([['P_P44'], ['P_P45']])('spec 2.6: the settings panel shows the service switch to a holder of %s', (code) => {
    expect(notificationSwitches(['P_P17', code]).at(-1)?.key).toBe('service');
  });

  it('spec 2.6: every settings panel has the bind switch', () => {
    expect(notificationSwitches(undefined)[0].key).toBe('enabled');
  });

  it('spec 9: an unknown category number has no entry', () => {
    expect(categoryInfo(11)).toBeUndefined();
  });
});

describe('notification settings', () => {
  it('spec 9: every category is on by default', () => {
    expect(DEFAULT_SETTINGS.every((s) => s.enabled)).toBe(true);
  });

  it('spec 9: a category the stored list does not mention is on', () => {
    expect(normaliseSettings([{ category: 3, enabled: false }]).filter((s) => !s.enabled)).toEqual([{ category: 3, enabled: false }]);
  });

  it('spec 3: settings are read as the full list in category order', () => {
    expect(normaliseSettings([{ category: 9, enabled: false }, { category: 2, enabled: true }]).map((s) => s.category))
      .toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('spec 3: a list without settings reads as all on', () => {
    expect(normaliseSettings(undefined)).toEqual(DEFAULT_SETTINGS);
  });

  it('spec 4: a category switched off keeps its events out', () => {
    expect(isCategoryEnabled([{ category: 5, enabled: false }], 5)).toBe(false);
  });

  it('spec 9: a category missing from the settings lets its events in', () => {
    expect(isCategoryEnabled([{ category: 5, enabled: false }], 10)).toBe(true);
  });

  it('spec 7.3: the list is asked only for categories that are on', () => {
    expect(enabledCategories(withSetting(DEFAULT_SETTINGS, 4, false))).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10]);
  });

  it('spec 2.6: changing one switch keeps the others', () => {
    const changed = withSetting(withSetting(DEFAULT_SETTINGS, 4, false), 7, false);
    expect(changed.filter((s) => !s.enabled).map((s) => s.category)).toEqual([4, 7]);
  });

  it('spec 3: the list reading converts to booleans named by category', () => {
    expect(settingsToFlags([{ category: 1, enabled: false }, { category: 10, enabled: false }])).toEqual({
      enabled: false, system: true, fence: true, task: true, event: true,
      message: true, maintenance: true, performance: true, video: true, service: false,
    });
  });

  it('spec 3: booleans named by category convert back to the list reading', () => {
    expect(flagsToSettings({ fence: false, video: false }).filter((s) => !s.enabled)).toEqual([
      { category: 3, enabled: false }, { category: 9, enabled: false },
    ]);
  });

  it('spec 3: converting to booleans and back keeps the settings', () => {
    const list = withSetting(withSetting(DEFAULT_SETTINGS, 2, false), 6, false);
    expect(flagsToSettings(settingsToFlags(list))).toEqual(list);
  });
});
