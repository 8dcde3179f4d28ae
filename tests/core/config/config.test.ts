import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig, environmentFromHost } from '../../../src/core/config/environments';
import { $config, configure, hostUrl, mergeConfig } from '../../../src/core/config/store';

const original = $config.get();
afterEach(() => configure(original));

describe('environment from the host name (spec 4 Environment, 9)', () => {
  it.each([
    ['localhost', 'dev'],
    ['127.0.0.1', 'dev'],
    ['console.dev.fleet.example', 'dev'],
    ['stage.fleet.example', 'stage'],
    ['fleet-stage.example.com', 'stage'],
    ['www.fleet.example', 'pro'],
    ['fms.fleet.example', 'pro'],
    ['demo.fleet.example', 'demo'],
    ['partner-stage.fleet.example', 'partnerStage'],
    ['partnerstage.fleet.example', 'partnerStage'],
  ])('spec 4: the host %s runs the %s environment', (host, env) => {
    expect(environmentFromHost(host)).toBe(env);
  });

  it('spec 9: the default environment is dev', () => {
    expect(environmentFromHost('')).toBe('dev');
  });

  it('spec 9: the default shown version is 1.0.0', () => {
    expect(defaultConfig('pro').appVersion).toBe('1.0.0');
  });

  it('spec 9: the maintenance bypass constant has a default', () => {
    expect(defaultConfig('dev').maintenanceBypass).not.toBe('');
  });
});

describe('configure (spec 7.1)', () => {
  it('spec 7.1: configure() overrides a host and keeps the others', () => {
    const next = configure({ hosts: { api: 'https://api.fleet.example/api' } });
    expect([next.hosts.api, next.hosts.bulletin]).toEqual(['https://api.fleet.example/api', original.hosts.bulletin]);
  });

  it('spec 7.1: configure() overrides a key and keeps the others', () => {
    const next = configure({ keys: { apiKey: 'k-2' } });
    expect([next.keys.apiKey, next.keys.plusKey]).toEqual(['k-2', original.keys.plusKey]);
  });

  it('spec 7.1: the REST base can be configured and paths resolve against it', () => {
    configure({ hosts: { api: 'https://api.fleet.example/api/' } });
    expect(hostUrl('api', '/car/v0/list')).toBe('https://api.fleet.example/api/car/v0/list');
  });

  it('spec 7.1: the $config store reflects configure()', () => {
    configure({ appVersion: '2.3.4' });
    expect($config.get().appVersion).toBe('2.3.4');
  });

  it('spec 7.1: merging no overrides keeps the base', () => {
    const base = defaultConfig('demo');
    expect(mergeConfig(base, undefined)).toBe(base);
  });
});
