import {
  measureElement,
  observeElementRect,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import './lists.css';

/** Rows drawn above and below the visible ones, so a short scroll shows no gap. */
const OVERSCAN = 10;
/** The viewport assumed before the table has a size of its own (first paint, jsdom). */
const FALLBACK_RECT = { width: 1280, height: 720 };

interface VirtualTableProps<Row> {
  caption: string;
  className?: string;
  /** The header row(s) of the <thead>. */
  head: ReactNode;
  columnCount: number;
  /** Every row of the list, loaded or not. */
  count: number;
  rowAt: (index: number) => Row | undefined;
  /** One or more <tr> for a row (a date heading may go before it). */
  renderRow: (row: Row, index: number) => ReactNode;
  /** Told which rows are in view, so their pages can be loaded. */
  onRangeChange: (first: number, last: number) => void;
  /** The one row shown when there are no rows: loading, an error or the empty message. */
  status?: ReactNode;
  /** The <tfoot> row(s), e.g. the total row; it stays in view at the bottom. */
  foot?: ReactNode;
  estimateRowHeight?: number;
}

/**
 * A real <table> (headers, rows, cells) of which only the rows in view are in the DOM: each row
 * is its own <tbody>, measured, between two spacer rows that stand for the rest
 * (@tanstack/react-virtual).
 */
export function VirtualTable<Row>(props: VirtualTableProps<Row>) {
  const { caption, className, head, columnCount, count, rowAt, renderRow, onRangeChange, status, foot } =
    props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const estimate = props.estimateRowHeight ?? 34;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimate,
    overscan: OVERSCAN,
    observeElementRect: observeWithFallback,
    // A row without a layout size (not laid out yet) counts as the estimate, never as nothing.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimate,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (count > 0) onRangeChange(first, last);
  }, [first, last, count, onRangeChange]);

  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  // Focusable and named: keyboard users scroll it (axe scrollable-region-focusable).
  return (
    <div
      className="table-scroll virtual-table"
      ref={scrollRef}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className={`data-table ${className ?? ''}`} aria-rowcount={count > 0 ? count + 1 : undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>{head}</thead>
        {count === 0 && <tbody>{status}</tbody>}
        {padTop > 0 && <Spacer height={padTop} columnCount={columnCount} />}
        {items.map((item) => {
          const row = rowAt(item.index);
          return (
            <tbody key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
              {row === undefined ? (
                <tr className="row-loading" aria-rowindex={item.index + 2}>
                  <td colSpan={columnCount}>Loading...</td>
                </tr>
              ) : (
                renderRow(row, item.index)
              )}
            </tbody>
          );
        })}
        {padBottom > 0 && <Spacer height={padBottom} columnCount={columnCount} />}
        {foot && count > 0 && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  );
}

function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tbody aria-hidden="true" className="virtual-spacer">
      <tr style={{ height }}>
        <td colSpan={columnCount} />
      </tr>
    </tbody>
  );
}

/** The library's size observer, with a sensible viewport while the element has no layout size yet. */
function observeWithFallback(
  instance: Virtualizer<HTMLDivElement, Element>,
  callback: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : FALLBACK_RECT));
}
