import { describe, expect, it } from 'vitest';
import { labelRowCheckbox } from '../KeyboardDataTableRow';

describe('labelRowCheckbox', () => {
  it("moves react-admin's row checkbox label from the wrapper to the input", () => {
    const row = document.createElement('tr');
    row.innerHTML =
      '<td><span class="select-item" aria-label="Markera den här raden"><input type="checkbox"></span></td>';
    labelRowCheckbox(row);
    expect(row.querySelector('.select-item')?.hasAttribute('aria-label')).toBe(false);
    expect(row.querySelector('input')?.getAttribute('aria-label')).toBe('Markera den här raden');
  });

  it('leaves a row without a checkbox, or an already labelled one, alone', () => {
    const row = document.createElement('tr');
    row.innerHTML = '<td>Kaffebaren</td>';
    expect(() => labelRowCheckbox(row)).not.toThrow();
    expect(() => labelRowCheckbox(null)).not.toThrow();
    row.innerHTML = '<td><span class="select-item"><input type="checkbox" aria-label="x"></span></td>';
    labelRowCheckbox(row);
    expect(row.querySelector('input')?.getAttribute('aria-label')).toBe('x');
  });
});
