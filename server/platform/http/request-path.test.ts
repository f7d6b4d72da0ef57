import { describe, expect, it } from 'vitest';
import { isApiPath, normalizeRequestPath } from './request-path.ts';

describe('the path a request is about, however it is spelled', () => {
  it.each([
    ['/api/v1/auth/login', '/api/v1/auth/login'],
    ['/%61pi/v1/auth/log%69n', '/api/v1/auth/login'],
    ['/%41PI/v1', '/API/v1'],
    ['http://easel.test/a%70i/v1/x?y=1#z', '/api/v1/x'],
    ['//api//v1/x', '/api/v1/x'],
    ['/%2Fapi/v1/x', '/api/v1/x'],
    ['/x/../api/v1/x', '/api/v1/x'],
    ['/x/%2e%2E/api/v1/x', '/api/v1/x'],
    ['/%2561pi/v1/x', '/api/v1/x'],
    ['/api/v1/%E0%A4%A', '/api/v1/%E0%A4%A'],
    ['*', '/*'],
    ['', '/'],
  ])('reads %j as %j', (raw, path) => {
    expect(normalizeRequestPath(raw)).toBe(path);
  });

  it('tells API paths from the pages of the web app', () => {
    for (const path of ['/api', '/api/', '/api/v1/x', '/API/v1/x']) expect(isApiPath(path), path).toBe(true);
    for (const path of ['/', '/apiary', '/campaigns', '/assets/api.js'])
      expect(isApiPath(path), path).toBe(false);
  });
});
