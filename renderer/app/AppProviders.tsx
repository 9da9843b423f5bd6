import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { AutoResumesContext, createAutoResumes } from '../features/errors/auto-resumes';
import { DetectionsProvider } from '../features/message-fields/detections';
import { ToastProvider } from '../ui/toast/ToastProvider';

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  const [autoResumes] = useState(() => createAutoResumes());
  return (
    <QueryClientProvider client={client}>
      <AutoResumesContext value={autoResumes}>
        <ToastProvider>
          <DetectionsProvider>{children}</DetectionsProvider>
        </ToastProvider>
      </AutoResumesContext>
    </QueryClientProvider>
  );
}
