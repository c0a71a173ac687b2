import type { TenantConfig } from '@careers/shared';
import { useMemo } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '@/components/button/button.tsx';
import { FormMessage } from '@/components/form-message/form-message.tsx';
import { useTermsOfService } from '@/lib/data/terms-of-service.ts';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { sanitizeHtml } from '@/lib/sanitize-html.ts';
import styles from './terms-of-service-gate.module.css';
import { useAttestTerms } from './use-attest-terms.ts';

export type TermsOfServiceGateProps = {
  config: TenantConfig['termsOfService'];
  isOnboarded: boolean;
  /** What happens once everything is posted; the page reload of the spec unless a test injects. */
  reload?: () => void;
};

// The schema's defaults are English; when the tenant kept them, the interface language is used.
const DEFAULT_HEADING = 'Terms of service';
const DEFAULT_ACCEPT_LABEL = 'Accept';

const reloadPage = () => window.location.reload();

/**
 * The terms-of-service modal a signed-in candidate cannot close: no close button, Escape and
 * clicks outside do nothing. Renders nothing until GET terms_of_service says it is needed.
 */
export const TermsOfServiceGate = ({
  config,
  isOnboarded,
  reload = reloadPage,
}: TermsOfServiceGateProps) => {
  const { t } = useTranslation('onboarding');
  const terms = useTermsOfService({ isEnabled: config.enabled });
  const attest = useAttestTerms({ isOnboarded, onDone: reload });
  const disclaimer = useMemo(() => sanitizeHtml(config.disclaimerHtml), [config.disclaimerHtml]);

  if (!config.enabled || !terms.data || terms.data.tosAttested) return null;

  const heading =
    config.heading && config.heading !== DEFAULT_HEADING ? config.heading : t('tos.heading');
  const acceptLabel =
    config.acceptLabel && config.acceptLabel !== DEFAULT_ACCEPT_LABEL
      ? config.acceptLabel
      : t('tos.accept');
  const isBusy = attest.isPending || attest.isSuccess;

  return (
    <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <header className={styles.header}>
            <Heading slot="title" level={2} className={styles.title}>
              {heading}
            </Heading>
            {config.helperText ? <p className={styles.helper}>{config.helperText}</p> : null}
          </header>
          {disclaimer ? (
            <div className={styles.disclaimer} dangerouslySetInnerHTML={{ __html: disclaimer }} />
          ) : null}
          <footer className={styles.footer}>
            {config.infoText ? <p className={styles.info}>{config.infoText}</p> : null}
            {attest.isError ? (
              <FormMessage
                className={styles.error}
                message={errorText(attest.error, t('errors.generic'))}
              />
            ) : null}
            <Button
              size="large"
              isPending={isBusy}
              pendingLabel={t('tos.accepting')}
              onPress={() => attest.mutate()}
            >
              {acceptLabel}
            </Button>
          </footer>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};
