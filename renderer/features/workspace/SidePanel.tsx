import { ConversationPanel } from '../conversation/ConversationPanel';
import { DetailPanel } from '../detail/DetailPanel';
import type { WorkspaceState } from './use-workspace';

/** Beside the grid: the open conversation, or the opened row's details. */
export function SidePanel({ ws }: { ws: WorkspaceState }) {
  const { side, location, time } = ws;
  const { conversation, detail } = side;
  if (conversation) {
    return (
      <ConversationPanel
        key={`${conversation.params.connectionId}|${conversation.params.locationId}|${conversation.phoneNumber}`}
        phoneNumber={conversation.phoneNumber}
        params={conversation.params}
        walk={conversation.walk}
        enabled={!ws.connection.needsToken}
        locationName={location?.name ?? location?.id ?? ''}
        time={time}
        onClose={side.closeConversation}
        onExport={ws.exports.openConversation}
        findRequest={ws.find.conversationRequest}
        fieldChoices={ws.connection.fieldChoices}
        locationZone={location?.timeZone}
        onCopyLink={ws.links.copyOpenConversationLink}
        following={{ intervalMs: ws.connection.followIntervalMs, onFailures: ws.reportFailures }}
      />
    );
  }
  if (detail) {
    return <DetailPanel record={detail} time={time} onClose={side.closeDetail} onFollowNumber={ws.navigation.followNumber} onOpenConversation={side.openConversation} />;
  }
  return null;
}
