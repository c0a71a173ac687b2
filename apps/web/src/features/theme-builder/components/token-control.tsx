import { resolveToken, type ThemeToken, type ThemeTokenValues } from '@careers/shared';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ColorControl } from './color-control.tsx';
import { FontControl, ImageControl, SizeControl } from './value-controls.tsx';

type TokenControlProps = {
  token: ThemeToken;
  /** The product's token values over the page's own, for the values shown and the contrast. */
  values: ThemeTokenValues;
  serverError?: string | undefined;
  onChange: (name: string, value: string) => void;
};

/** The control that fits a token's kind. */
export const TokenControl = ({ token, values, serverError, onChange }: TokenControlProps) => {
  const { t } = useTranslation('theme-builder');
  const label = t(`property.${token.property}`);
  const value = resolveToken(values, token.name) ?? '';
  const change = (next: string) => onChange(token.name, next);
  const shared = { label, value, serverError, onChange: change };
  switch (token.kind) {
    case 'color':
      return (
        <ColorControl
          {...shared}
          background={token.contrastWith ? resolveToken(values, token.contrastWith) : undefined}
        />
      );
    case 'radius':
    case 'space':
    case 'size':
      return <SizeControl {...shared} max={{ radius: 48, space: 64, size: 640 }[token.kind]} />;
    case 'font':
      return <FontControl {...shared} />;
    case 'image':
      return <ImageControl {...shared} />;
  }
};
