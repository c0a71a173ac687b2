import type { PageId } from '@careers/shared';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useBootData } from '@/lib/boot-data/index.ts';
import { loadChunk } from '@/lib/chunk-load/index.ts';

const LazyChatAssistant = lazy(async () => ({
  default: (await loadChunk('chat', () => import('@/features/chat/index.ts'))).ChatAssistant,
}));

/** The assistant failing to load or start never troubles the page: it is only logged. */
class ChatFailureBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The chat assistant could not start.', error);
  }

  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}

/**
 * The chat assistant: on the search page only, for a signed-in candidate, when the tenant enables
 * it and the site is not in copilot mode. Its code loads only then.
 */
export const ChatSlot = ({ pageId }: { pageId: PageId | undefined }) => {
  const { isLoggedIn, config } = useBootData();
  const { enabled, copilotMode } = config.chatbotxConfig;
  if (pageId !== 'jobs' || !isLoggedIn || !enabled || copilotMode) return null;
  return (
    <ChatFailureBoundary>
      <Suspense fallback={null}>
        <LazyChatAssistant />
      </Suspense>
    </ChatFailureBoundary>
  );
};
