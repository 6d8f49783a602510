import { describe, expect, it } from 'vitest';
import { replayOutcome } from './lead-replay-outcome';

describe('replayOutcome', () => {
  it('counts any 2xx (also the idempotent duplicate) as delivered', () => {
    expect(replayOutcome(201)).toBe('delivered');
    expect(replayOutcome(200)).toBe('delivered');
  });

  it('keeps leads the server could take later', () => {
    for (const status of [403, 408, 429, 500, 502, 503, 504])
      expect(replayOutcome(status), String(status)).toBe('keep');
  });

  it('drops leads refused for good', () => {
    for (const status of [400, 404, 409, 413]) expect(replayOutcome(status), String(status)).toBe('dropped');
  });
});
