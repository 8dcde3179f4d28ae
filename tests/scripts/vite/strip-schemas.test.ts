import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripSchemas } from '../../../scripts/vite/strip-schemas';

/**
 * Issue 9, lean delivery: the browser build ships the contract's route facts, never its schemas,
 * summaries, effects or audit labels (scripts/vite/strip-schemas.ts); the reference server keeps them whole.
 */
const run = (code: string) => stripSchemas(code) ?? code;

describe('stripSchemas', () => {
  it('turns every TypeBox builder call into 0, arguments and all', () => {
    const out = run("export const Tokens = Type.Object({ accessToken: Type.String(), list: Type.Array(Type.Union([A, B])) });\n");
    expect(out).toBe('export const Tokens = 0;\n');
  });

  it("drops an endpoint's summary and keeps its route facts", () => {
    const code = "export const auth = { signIn: endpoint({ id: 'auth.signIn', host: 'api', method: 'POST', path: 'auth/v0/sign-in', auth: 'none',\n"
      + "  summary: 'Sign in by name and password.', loadingText: '登入中', body: Type.Object({ name: Type.String() }) }) };\n";
    const out = run(code);
    expect(out).not.toContain('summary');
    expect(out).not.toContain('Sign in by name');
    expect(out).toContain("path: 'auth/v0/sign-in'");
    expect(out).toContain("loadingText: '登入中'");
    expect(out).toContain('body: 0');
  });

  it("drops an endpoint's effect and audit label, which only the server's operation log reads (issue 24, 5)", () => {
    const code = "export const voice = { send: endpoint({ id: 'voice.send', host: 'api', method: 'POST', path: 'voice/v0',\n"
      + "  effect: 'write', audit: '傳送語音訊息',\n  loadingText: '傳送中' }) };\n";
    const out = run(code);
    expect(out).not.toContain('effect');
    expect(out).not.toContain('傳送語音訊息');
    expect(out).toContain("loadingText: '傳送中'");
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('keeps the lines of what follows a removed schema', () => {
    const code = 'const A = Type.Object({\n  a: Type.String(),\n  b: Type.Number(),\n});\nexport const marker = 1;\n';
    const out = run(code);
    expect(out.split('\n').findIndex((line) => line.includes('marker'))).toBe(code.split('\n').findIndex((line) => line.includes('marker')));
  });

  it('leaves a summary outside an endpoint declaration and other calls alone', () => {
    const code = "const report = { summary: 'kept' };\nconst n = Math.max(1, 2);\n";
    expect(stripSchemas(code)).toBeUndefined();
  });

  it('reads a real contract module and leaves valid JavaScript without schemas', () => {
    // The server's sources are TypeScript; the build strips types first. Types aside, auth.ts is plain JS.
    const source = readFileSync(path.resolve(import.meta.dirname, '../../../src/core/api/contract/auth.ts'), 'utf8')
      .replace(/^import .*$/gm, '');
    const out = run(source);
    expect(out).not.toMatch(/Type\.[A-Z]/);
    expect(out).not.toContain('summary:');
    expect(out).not.toContain('effect:');
    expect(out).toContain("path: 'auth/v0/sign-in'");
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
  });
});
