import { useSeparatorDrag } from '../../ui/layout/use-separator-drag';

interface PanelResizeHandleProps {
  width: number;
  min: number;
  max: number;
  onResize: (width: number) => void;
}

/** The left edge of a panel docked on the right: the panel grows leftwards, live while dragging. */
export function PanelResizeHandle({ width, min, max, onResize }: PanelResizeHandleProps) {
  const separator = useSeparatorDrag({
    value: width,
    min,
    max,
    growsTowards: 'left',
    step: 20,
    largeStep: 80,
    homeAndEnd: true,
    onDrag: onResize,
    onKey: onResize,
  });
  return <div className="panel-resize" aria-label="Resize the details panel" {...separator} />;
}
