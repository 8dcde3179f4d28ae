import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig, hostsUnder, SAME_ORIGIN_HOSTS } from '../../../src/core/config/environments';
import { $config, configure, consoleDefault, hostUrl, mergeConfig } from '../../../src/core/config/store';

/** Issue 23, 6: one `console` setting covers every host; a partner page that forgets it is told. */
const original = $config.get();
afterEach(() => configure(original));

describe('hosts under the console', () => {
  it('puts every host at its path under the console, the socket at its origin', () => {
    expect(hostsUnder('https://console.fleet.example')).toEqual({
      api: 'https://console.fleet.example/api',
      plus: 'https://console.fleet.example/plus',
      plusApi: 'https://console.fleet.example/plus-api',
      payment: 'https://console.fleet.example/payment',
      bulletin: 'https://console.fleet.example/bulletin',
      openApi: 'https://console.fleet.example/open-api',
      stream: 'https://console.fleet.example/stream',
      ops: 'https://console.fleet.example/ops',
      socket: 'https://console.fleet.example',
    });
  });

  it('an empty console is this page\'s own origin: the same-origin paths', () => {
    expect(hostsUnder('')).toEqual(SAME_ORIGIN_HOSTS);
    expect(defaultConfig('dev').console).toBe('');
  });

  it('configure({console}) moves every host, the plus and payment hosts too; a trailing slash is dropped', () => {
    configure({ console: 'https://console.fleet.example/' });
    expect($config.get().console).toBe('https://console.fleet.example');
    expect(hostUrl('plus', 'v0/order')).toBe('https://console.fleet.example/plus/v0/order');
    expect(hostUrl('payment', 'v0/pay')).toBe('https://console.fleet.example/payment/v0/pay');
  });

  it('a host given beside the console wins over its default path', () => {
    const merged = mergeConfig(defaultConfig('dev'), { console: 'https://console.fleet.example', hosts: { stream: 'https://stream.fleet.example' } });
    expect([merged.hosts.api, merged.hosts.stream]).toEqual(['https://console.fleet.example/api', 'https://stream.fleet.example']);
  });

  it('a base URL with a path keeps it: hosts under it', () => {
    expect(mergeConfig(defaultConfig('dev'), { console: 'https://fleet.example/console' }).hosts.api).toBe('https://fleet.example/console/api');
  });

  it('overrides without console keep the hosts already set', () => {
    const base = mergeConfig(defaultConfig('dev'), { console: 'https://console.fleet.example' });
    expect(mergeConfig(base, { appVersion: '2.0.0' }).hosts.api).toBe('https://console.fleet.example/api');
  });
});

describe('the host-missing rule (where hosts default when the page names no console)', () => {
  const CONSOLE_SCRIPT = 'https://console.fleet.example/assets/fms-notification-bell-abc123.js';
  it.each([
    ['the console itself: its scripts come from its own origin', 'https://console.fleet.example', CONSOLE_SCRIPT, undefined, { hostMissing: false }],
    ['a demo page of the console\'s origin', 'https://console.fleet.example', 'https://console.fleet.example/elements/fms-dtc-advice.js', {}, { hostMissing: false }],
    ['a partner page that names the console', 'https://portal.partner.example', CONSOLE_SCRIPT, { console: 'https://console.fleet.example' }, { hostMissing: false }],
    ['a partner page that names no host: the elements\' origin, and the named error', 'https://portal.partner.example', CONSOLE_SCRIPT, undefined, { console: 'https://console.fleet.example', hostMissing: true }],
    ['a partner page with only some hosts: the others under the elements\' origin, no error', 'https://portal.partner.example', CONSOLE_SCRIPT, { hosts: { api: 'https://console.fleet.example/api' } }, { console: 'https://console.fleet.example', hostMissing: false }],
    ['a bundled script (not http): nothing', 'http://localhost:3000', 'file:///work/src/core/config/store.ts', undefined, { hostMissing: false }],
  ] as const)('%s', (_name, page, script, given, expected) => {
    expect(consoleDefault(page, script, given)).toEqual(expected);
  });
});
