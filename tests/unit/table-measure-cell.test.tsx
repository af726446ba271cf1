/**
 * patches/TableMeasureCell, put in place of rc-table's column-width probe (src/patches/standIns.ts)
 * (issue 11): on mount it reports the width rc-table's resize observer will report later, so that
 * first answer changes nothing and the table does not render again. In Chromium: lists.e2e
 * ("pinned columns are placed once").
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TableMeasureCell from '@/patches/TableMeasureCell';

/** Lays every element out `layoutWidth` wide with an offsetWidth of `offsetWidth`. */
function layout(layoutWidth: number, offsetWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, layoutWidth, 0));
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(offsetWidth);
}

function measureRow(onColumnResize: (key: React.Key, width: number) => void, title?: string) {
  return render(
    <table>
      <tbody>
        <tr>
          <TableMeasureCell columnKey="auntName" onColumnResize={onColumnResize} title={title} />
        </tr>
      </tbody>
    </table>,
  );
}

describe('the column-width probe of a table', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports the fractional layout width on mount, as its resize observer will', () => {
    layout(153.90625, 154);
    const onColumnResize = vi.fn();
    measureRow(onColumnResize, '姓名');
    expect(onColumnResize).toHaveBeenCalledTimes(1);
    expect(onColumnResize).toHaveBeenCalledWith('auntName', 153.90625);
    // The title is laid out (bold, no height) so a column is never narrower than its header.
    expect(screen.getByText('姓名')).toHaveStyle({ height: '0px', fontWeight: 'bold' });
  });

  it('reports offsetWidth when the layout width does not round to it (a scaled table)', () => {
    layout(76.95, 154);
    const onColumnResize = vi.fn();
    measureRow(onColumnResize);
    expect(onColumnResize).toHaveBeenCalledWith('auntName', 154);
  });

  it('does not report again when it renders again', () => {
    layout(120.5, 121);
    const onColumnResize = vi.fn();
    const { rerender } = measureRow(onColumnResize);
    rerender(
      <table>
        <tbody>
          <tr>
            <TableMeasureCell columnKey="auntName" onColumnResize={onColumnResize} title="新" />
          </tr>
        </tbody>
      </table>,
    );
    expect(onColumnResize).toHaveBeenCalledTimes(1);
  });
});
