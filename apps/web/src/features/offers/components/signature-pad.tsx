import { useRef, type PointerEvent } from 'react';
import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './esign.module.css';

/** The pad's drawing size; the canvas is shown at the width it is given, up to this. */
const PAD_WIDTH = 480;
const PAD_HEIGHT = 140;

type SignaturePadProps = {
  /** A PNG data URL of the drawing after each stroke, or null once cleared. */
  onChange: (png: string | null) => void;
};

/** The drawn signature: a pen on a canvas (mouse, finger or stylus) and Clear. */
export const SignaturePad = ({ onChange }: SignaturePadProps) => {
  const { t } = useTranslation('offers');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const isDrawing = useRef(false);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [
      ((event.clientX - box.left) * PAD_WIDTH) / box.width,
      ((event.clientY - box.top) * PAD_HEIGHT) / box.height,
    ] as const;
  };

  const handlePointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    isDrawing.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.strokeStyle = '#1d2433';
    context.beginPath();
    context.moveTo(...pointOf(event));
  };
  const handlePointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!isDrawing.current) return;
    const context = event.currentTarget.getContext('2d');
    context?.lineTo(...pointOf(event));
    context?.stroke();
  };
  const handlePointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!isDrawing.current) return;
    isDrawing.current = false;
    onChange(event.currentTarget.toDataURL('image/png'));
  };
  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
    onChange(null);
  };

  return (
    <div className={styles.pad}>
      <canvas
        ref={canvasRef}
        className={styles.canvas}
        width={PAD_WIDTH}
        height={PAD_HEIGHT}
        role="img"
        aria-label={t('esign.drawingArea')}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
      />
      <Button variant="secondary" onPress={clear}>
        {t('esign.clear')}
      </Button>
    </div>
  );
};
