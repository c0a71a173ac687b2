import { CHAT_SIDEBAR_WIDTH_PX, CHAT_SIDEBAR_Z_INDEX } from '@careers/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useChatConversation } from '../hooks/use-chat-conversation.ts';
import { useIsSidebar } from '../hooks/use-is-sidebar.ts';
import { ChatPanel } from './chat-panel.tsx';
import styles from './chat-assistant.module.css';

/**
 * The chat assistant of the search page: a button that opens it as a 400 px sidebar over the end of the
 * page (screens wider than 992 px, above the page at z-index 499) or a full-screen sheet on
 * phones. Opening puts the focus in the question box; closing (Escape too) returns it to the button.
 */
export const ChatAssistant = () => {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const isSidebar = useIsSidebar();
  const [isOpen, setIsOpen] = useState(false);
  const hasOpened = useRef(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const conversation = useChatConversation();

  useEffect(() => {
    if (isOpen) {
      hasOpened.current = true;
      inputRef.current?.focus();
    } else if (hasOpened.current) launcherRef.current?.focus();
  }, [isOpen]);

  // Escape closes the sidebar while the focus is in it (the sheet's modal handles its own)
  useEffect(() => {
    if (!isOpen || !isSidebar) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && sidebarRef.current?.contains(document.activeElement))
        setIsOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, isSidebar]);

  const close = () => {
    setIsOpen(false);
  };
  const panel = (
    <ChatPanel
      headingId={headingId}
      inputRef={inputRef}
      conversation={conversation}
      onClose={close}
      onShowOnPage={(href) => {
        void navigate(href);
        if (!isSidebar) close();
      }}
    />
  );

  // The dock is a query container: with large text on a narrow screen the button is a round
  // icon (its words kept as its name), not a bar over a sixth of the screen.
  if (!isOpen)
    return (
      <div className={styles.launcherDock} style={{ zIndex: CHAT_SIDEBAR_Z_INDEX }}>
        <button
          ref={launcherRef}
          type="button"
          className={styles.launcher}
          aria-haspopup="dialog"
          onClick={() => {
            setIsOpen(true);
          }}
        >
          <svg className={styles.launcherIcon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 3 13.5v-8Z" />
          </svg>
          <span className={styles.launcherLabel}>{t('open')}</span>
        </button>
      </div>
    );

  if (isSidebar)
    return (
      <section
        className={styles.sidebar}
        style={{ width: CHAT_SIDEBAR_WIDTH_PX, zIndex: CHAT_SIDEBAR_Z_INDEX }}
        role="dialog"
        aria-labelledby={headingId}
        ref={sidebarRef}
      >
        {panel}
      </section>
    );

  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      className={styles.sheetOverlay}
      style={{ zIndex: CHAT_SIDEBAR_Z_INDEX }}
    >
      <Modal className={styles.sheet}>
        <Dialog className={styles.sheetDialog} aria-labelledby={headingId}>
          {panel}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};
