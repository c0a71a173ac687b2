import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Button } from '@/components/button/button.tsx';
import { dialogClassNames, ModalDialog } from '@/components/modal-dialog/modal-dialog.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import pageStyles from './profile-page.module.css';

type AvatarCropDialogProps = {
  source: string | null;
  isPending: boolean;
  onCancel: () => void;
  onSave: (area: Area) => void;
};

/** Crop the chosen picture to a square: drag or arrow keys to move it, the slider to zoom. */
export const AvatarCropDialog = ({
  source,
  isPending,
  onCancel,
  onSave,
}: AvatarCropDialogProps) => {
  const { t } = useTranslation('profile');
  const hintId = useId();
  const zoomId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <ModalDialog
      title={t('avatar.cropTitle')}
      isOpen={source !== null}
      isPending={isPending}
      onClose={onCancel}
      isWide
    >
      <p id={hintId}>{t('avatar.cropHint')}</p>
      <div className={pageStyles.cropArea}>
        {source ? (
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            cropperProps={{
              role: 'group',
              'aria-label': t('avatar.cropArea'),
              'aria-describedby': hintId,
            }}
          />
        ) : null}
      </div>
      <label htmlFor={zoomId} className={pageStyles.zoomLabel}>
        {t('avatar.zoom')}
      </label>
      <input
        id={zoomId}
        type="range"
        min={1}
        max={3}
        step={0.1}
        value={zoom}
        onChange={(event) => setZoom(Number(event.target.value))}
        className={pageStyles.zoom}
      />
      <div className={dialogClassNames.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          {t('cancel')}
        </Button>
        <Button
          onPress={() => area && onSave(area)}
          isDisabled={!area}
          isPending={isPending}
          pendingLabel={t('saving')}
        >
          {t('avatar.save')}
        </Button>
      </div>
    </ModalDialog>
  );
};
