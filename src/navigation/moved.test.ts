import { describe, expect, it } from 'vitest';
import { buildNavigation } from './build';
import { contributedMenuEntries } from './contributions';
import { markMoved, parseMovedEntries } from './moved';

describe('moved menu entries (SPEC 2)', () => {
  it('reads `<id>=<https address>` pairs and ignores the rest', () => {
    expect([
      ...parseMovedEntries(
        ' merchant-loan = https://new.example.com/loan ,broken, x=http://insecure.test, =https://a.test',
      ),
    ]).toEqual([['merchant-loan', 'https://new.example.com/loan']]);
    expect(parseMovedEntries(undefined).size).toBe(0);
  });

  it('marks the named entries as moved, leading to their new address; the others are untouched', () => {
    const entries = contributedMenuEntries();
    const target = entries.find((entry) => entry.url?.startsWith('/apps/merchant/'));
    expect(target).toBeDefined();
    const moved = markMoved(entries, parseMovedEntries(`${target!.id}=https://new.example.com/x`));
    const item = JSON.stringify(buildNavigation(moved));
    expect(item).toContain('"movedToNewPlatform":true');
    expect(item).toContain('https://new.example.com/x');
    expect(moved.filter((entry) => entry.movedToNewPlatform)).toHaveLength(1);
    expect(JSON.stringify(buildNavigation(markMoved(entries, new Map())))).not.toContain(
      'movedToNewPlatform',
    );
  });
});
