import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateLater, hydratingFirstScreen } from './hydrate-later.tsx';

describe('HydrateLater', () => {
  it('is never deferred on the server: the part is in the HTML, inside a Suspense boundary either way', () => {
    expect(hydratingFirstScreen()).toBe(false);
    const later = renderToString(
      <HydrateLater later weight={12}>
        <p>rows</p>
      </HydrateLater>,
    );
    const now = renderToString(
      <HydrateLater later={false} weight={12}>
        <p>rows</p>
      </HydrateLater>,
    );
    // The same HTML whatever `later` says: the browser hydrates either into the same tree.
    expect(later).toBe(now);
    expect(later).toContain('<p>rows</p>');
    expect(later).toMatch(/^<!--\$-->.*<!--\/\$-->$/);
  });
});
