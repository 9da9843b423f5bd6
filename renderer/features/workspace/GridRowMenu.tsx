import type { RefObject } from 'react';
import { conversationNumber } from '../conversation/conversation-number';
import { RowContextMenu } from '../results/RowContextMenu';
import type { CopyLinks } from '../links/use-copy-link';
import type { GridRows } from './grid-rows';
import type { GridPanels } from './use-grid-panels';

interface GridRowMenuProps {
  panels: GridPanels;
  rows: GridRows;
  links: CopyLinks;
  /** A new search for this number. */
  onFollowNumber: (phoneNumber: string) => void;
  gridRef: RefObject<HTMLDivElement | null>;
}

/** The row menu of any workspace's grid: its conversation opens, and its link points, at the row's location. */
export function GridRowMenu({ panels, rows, links, onFollowNumber, gridRef }: GridRowMenuProps) {
  const { rowMenu, side, copy } = panels;
  const menu = rowMenu.menu;
  if (!menu) return null;
  const locationId = rows.locationAt(menu.index);
  return (
    <RowContextMenu
      x={menu.x}
      y={menu.y}
      phoneNumber={conversationNumber(rows.itemAt(menu.index) ?? {}, rows.fields)}
      onFollow={onFollowNumber}
      onOpenConversation={(phoneNumber) => side.openConversation(phoneNumber, locationId)}
      onOpenDetails={() => rows.open(menu.index)}
      onCopyMessage={() => void copy.copyRow('text', menu.index)}
      onCopyLink={(phoneNumber) =>
        phoneNumber && locationId !== undefined ? links.copyConversationLink(phoneNumber, locationId) : links.copySearchLink?.()
      }
      onClose={rowMenu.close}
      onReturnFocus={() => gridRef.current?.focus()}
    />
  );
}
