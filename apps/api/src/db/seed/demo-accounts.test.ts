import { describe, expect, it } from 'vitest';
import { demoAccountsLine } from './demo';

describe('the start log’s demo accounts', () => {
  it('calls the superadmin a superadmin, not an admin', () => {
    const line = demoAccountsLine();
    expect(line).toContain('superadmin@example.com (superadmin)');
    expect(line).toContain('admin@example.com (admin)');
    expect(line).not.toContain('superadmin@example.com (admin)');
  });
});
