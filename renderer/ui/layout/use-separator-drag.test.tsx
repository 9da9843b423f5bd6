import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PanelResizeHandle } from '../../features/detail/PanelResizeHandle';
import { ColumnResizeHandle } from '../../features/results/ColumnResizeHandle';

function drag(handle: HTMLElement, fromX: number, toXs: number[]) {
  fireEvent.pointerDown(handle, { clientX: fromX, pointerId: 1 });
  for (const clientX of toXs) fireEvent.pointerMove(handle, { clientX, pointerId: 1 });
  fireEvent.pointerUp(handle, { pointerId: 1 });
}

describe('the column resize handle', () => {
  const renderColumn = (width = 200) => {
    const onPreview = vi.fn();
    const onCommit = vi.fn();
    // The header around the handle sorts on click and has keys of its own.
    const onHeaderEvent = vi.fn();
    render(
      <div onClick={onHeaderEvent} onPointerDown={onHeaderEvent} onKeyDown={onHeaderEvent}>
        <ColumnResizeHandle label="body" width={width} tabbable onPreview={onPreview} onCommit={onCommit} />
      </div>,
    );
    return { handle: screen.getByRole('separator', { name: 'Resize column body' }), onPreview, onCommit, onHeaderEvent };
  };

  it('is a vertical separator with its width and bounds', () => {
    const { handle } = renderColumn();
    expect(handle.getAttribute('aria-orientation')).toBe('vertical');
    expect([handle.getAttribute('aria-valuenow'), handle.getAttribute('aria-valuemin'), handle.getAttribute('aria-valuemax')]).toEqual([
      '200',
      '60',
      '1200',
    ]);
    expect(handle.tabIndex).toBe(0);
  });

  it('previews the width while dragging right or left, within bounds, and keeps the last one on release', () => {
    const { handle, onPreview, onCommit } = renderColumn();
    drag(handle, 500, [530, 400, 0]);
    expect(onPreview.mock.calls).toEqual([[230], [100], [60], [null]]);
    expect(onCommit.mock.calls).toEqual([[60]]);
    fireEvent.pointerMove(handle, { clientX: 900 });
    fireEvent.pointerUp(handle);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('steps with the arrow keys (Shift: larger steps) and ignores Home and End', () => {
    const { handle, onCommit } = renderColumn();
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(onCommit.mock.calls).toEqual([[210], [150]]);
  });

  it('keeps its clicks, drags and arrow keys from the header around it', () => {
    const { handle, onHeaderEvent } = renderColumn();
    fireEvent.click(handle);
    drag(handle, 0, [10]);
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(onHeaderEvent).not.toHaveBeenCalled();
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(onHeaderEvent).toHaveBeenCalledTimes(1);
  });
});

describe('the details panel resize handle', () => {
  const renderPanel = () => {
    const onResize = vi.fn();
    const onOuterEvent = vi.fn();
    render(
      <div onClick={onOuterEvent} onKeyDown={onOuterEvent}>
        <PanelResizeHandle width={400} min={280} max={700} onResize={onResize} />
      </div>,
    );
    return { handle: screen.getByRole('separator', { name: 'Resize the details panel' }), onResize, onOuterEvent };
  };

  it('is a vertical separator with its width and bounds', () => {
    const { handle } = renderPanel();
    expect(handle.getAttribute('aria-orientation')).toBe('vertical');
    expect([handle.getAttribute('aria-valuenow'), handle.getAttribute('aria-valuemin'), handle.getAttribute('aria-valuemax')]).toEqual([
      '400',
      '280',
      '700',
    ]);
  });

  it('grows leftwards, live while dragging, in whole pixels within bounds, and sends nothing on release', () => {
    const { handle, onResize } = renderPanel();
    drag(handle, 500, [449.6, 600, 1000, 0]);
    expect(onResize.mock.calls).toEqual([[450], [300], [280], [700]]);
  });

  it('grows with ← and shrinks with → (Shift: larger steps); Home and End go to the largest and smallest', () => {
    const { handle, onResize } = renderPanel();
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'Home' });
    fireEvent.keyDown(handle, { key: 'End' });
    expect(onResize.mock.calls).toEqual([[420], [320], [700], [280]]);
  });

  it('lets its events reach the page around it', () => {
    const { handle, onOuterEvent } = renderPanel();
    fireEvent.click(handle);
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(onOuterEvent).toHaveBeenCalledTimes(2);
  });
});
