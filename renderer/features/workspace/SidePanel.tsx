import type { ComponentProps, ReactNode } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { ConversationPanel } from '../conversation/ConversationPanel';
import { DetailPanel } from '../detail/DetailPanel';
import { PlaceActionsContext, usePlaceActions } from '../errors/place-actions';
import type { TimeDisplay } from '../time-zone/time-display';
import type { GridPanels } from './use-grid-panels';

interface SidePanelProps {
  panels: GridPanels;
  connection: ConnectionView;
  time: TimeDisplay;
  /** A location's name, for the thread's title. */
  nameOf: (locationId: string) => string;
  onFollowNumber: (phoneNumber: string) => void;
  /** Follow on the conversation, where the view follows its search (one location). */
  following?: ComponentProps<typeof ConversationPanel>['following'];
  /** Over several locations: a refusal in the thread is of the row's location, and picking a location opens that one. */
  onOpenLocation?: (locationId: string) => void;
}

/** Beside the grid: the open conversation, or the opened row's details. */
export function SidePanel({ panels, connection, time, nameOf, onFollowNumber, following, onOpenLocation }: SidePanelProps) {
  const { side, find } = panels;
  const { conversation, detail } = side;
  if (conversation) {
    const { locationId } = conversation.params;
    const thread = (
      <ConversationPanel
        key={`${conversation.params.connectionId}|${locationId}|${conversation.phoneNumber}`}
        phoneNumber={conversation.phoneNumber}
        params={conversation.params}
        walk={conversation.walk}
        enabled={!connection.needsToken}
        locationName={nameOf(locationId)}
        time={time}
        onClose={side.closeConversation}
        onExport={panels.openThreadExport}
        findRequest={find.conversationRequest}
        fieldChoices={connection.fieldChoices}
        locationZone={connection.locations.find((location) => location.id === locationId)?.timeZone}
        onCopyLink={panels.copyOpenConversationLink}
        {...(following && { following })}
      />
    );
    if (!onOpenLocation) return thread;
    return (
      <AtLocation locationId={locationId} onOpenLocation={onOpenLocation}>
        {thread}
      </AtLocation>
    );
  }
  if (detail) {
    return (
      <DetailPanel
        record={detail.item}
        time={time}
        onClose={side.closeDetail}
        onFollowNumber={onFollowNumber}
        onOpenConversation={(phoneNumber) => side.openConversation(phoneNumber, detail.locationId)}
      />
    );
  }
  return null;
}

/** A refusal inside is of this location: picking a location opens this one. */
function AtLocation({
  locationId,
  onOpenLocation,
  children,
}: {
  locationId: string;
  onOpenLocation: (locationId: string) => void;
  children: ReactNode;
}) {
  const placeActions = usePlaceActions();
  return <PlaceActionsContext value={{ ...placeActions, pickLocation: () => onOpenLocation(locationId) }}>{children}</PlaceActionsContext>;
}
