import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tag } from '../Tag';

describe('Tag', () => {
  it('keeps its styling props off the element and carries its class', () => {
    render(
      <Tag color="success" variant="outlined" sx={{ m: 0.5 }} className="status">
        Parkopplad
      </Tag>,
    );
    const tag = screen.getByText('Parkopplad');
    expect(tag).toHaveClass('BackofficeTag-root', 'status');
    for (const attribute of ['sx', 'color', 'variant', 'ownerstate', 'theme'])
      expect(tag).not.toHaveAttribute(attribute);
  });
});
