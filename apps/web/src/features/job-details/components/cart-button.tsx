import { Button } from '@/components/button/button.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useLoginModal } from '@/lib/login-modal/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useJobCart, useUpdateJobCart } from '@/lib/data/job-cart.ts';
import { errorText } from '@/lib/http/index.ts';

/** Adds the position to the job cart or takes it out; shown when the tenant offers a cart. */
export const CartButton = ({ positionId }: { positionId: number }) => {
  const { t } = useTranslation('job-details');
  const { isLoggedIn, config } = useBootData();
  const { openLoginModal } = useLoginModal();
  const cart = useJobCart();
  const update = useUpdateJobCart();
  if (!config.jobCart.enabled) return null;
  const isInCart = cart.data?.jobCartData.some((item) => item.id === String(positionId)) ?? false;
  return (
    <Button
      variant="secondary"
      size="large"
      aria-pressed={isLoggedIn ? isInCart : undefined}
      isPending={update.isPending}
      pendingLabel={t('cart.updating')}
      onPress={() => {
        const onError = (error: Error) => toast.error(errorText(error, t('cart.failed')));
        if (!isLoggedIn) {
          // added once the visitor has signed in
          openLoginModal({
            run: () => update.mutateAsync({ pids: [positionId], operation: 'add' }).catch(onError),
          });
          return;
        }
        update.mutate({ pids: [positionId], operation: isInCart ? 'remove' : 'add' }, { onError });
      }}
    >
      {isInCart ? t('cart.inCart') : t('cart.add')}
    </Button>
  );
};
