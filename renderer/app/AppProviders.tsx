import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DetectionsProvider } from '../features/message-fields/detections';
import { ToastProvider } from '../features/toast/ToastProvider';

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <DetectionsProvider>{children}</DetectionsProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
