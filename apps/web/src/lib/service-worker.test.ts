import { describe, expect, it } from 'vitest';
import { buildIdOf, currentBuildId } from './service-worker';

describe('service worker build ids', () => {
  it('reads the entry module of a built index.html', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-G_mJRLZN.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-Cv.js"></head>';
    expect(buildIdOf(html)).toBe('index-G_mJRLZN');
    expect(buildIdOf('<script src="/assets/index-abc.js" type="module"></script>')).toBe('index-abc');
    expect(buildIdOf('<script type="module" src="/src/main.tsx"></script>')).toBeNull();
  });

  it('names the running build after its hashed chunk, and none in development', () => {
    expect(currentBuildId('http://localhost/assets/index-G_mJRLZN.js')).toBe('index-G_mJRLZN');
    expect(currentBuildId('http://localhost:3000/src/lib/service-worker.ts')).toBeNull();
  });
});
