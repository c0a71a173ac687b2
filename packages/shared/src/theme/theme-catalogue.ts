import type { ThemeSection } from './theme-sections.ts';

/** What a token holds; each kind has its own rule for values (theme-values.ts). */
export type ThemeTokenKind = 'color' | 'radius' | 'space' | 'size' | 'font' | 'image';

/** The label of a control in the panel (the `property` keys of the theme-builder catalogue). */
export type ThemeProperty =
  | 'primary'
  | 'onPrimary'
  | 'surface'
  | 'page'
  | 'text'
  | 'mutedText'
  | 'border'
  | 'background'
  | 'radius'
  | 'largeRadius'
  | 'font'
  | 'spacingSmall'
  | 'spacing'
  | 'spacingLarge'
  | 'accent'
  | 'heading'
  | 'image'
  | 'height'
  | 'overlay';

/** A token's default: a literal value, or the value of another token (as tokens.css says). */
export type ThemeDefault = { value: string } | { ref: string };

export type ThemeToken = {
  /** Becomes the CSS custom property `--<name>`. */
  name: string;
  section: ThemeSection;
  kind: ThemeTokenKind;
  property: ThemeProperty;
  default: ThemeDefault;
  /** For a text or icon colour: the token it sits on, checked for WCAG AA contrast (4.5:1). */
  contrastWith?: string;
};

const v = (value: string): ThemeDefault => ({ value });
const ref = (name: string): ThemeDefault => ({ ref: name });

const token = (
  section: ThemeSection,
  name: string,
  kind: ThemeTokenKind,
  property: ThemeProperty,
  fallback: ThemeDefault,
  contrastWith?: string,
): ThemeToken => ({
  name,
  section,
  kind,
  property,
  default: fallback,
  ...(contrastWith && { contrastWith }),
});

/** A button section's four tokens: background, text on it, border and corner radius. */
const buttonTokens = (
  section: ThemeSection,
  prefix: string,
  background: ThemeDefault,
  text: ThemeDefault,
  border: ThemeDefault,
): ThemeToken[] => [
  token(section, `${prefix}-background`, 'color', 'background', background),
  token(section, `${prefix}-text`, 'color', 'text', text, `${prefix}-background`),
  token(section, `${prefix}-border`, 'color', 'border', border),
  token(section, `${prefix}-radius`, 'radius', 'radius', ref('radius')),
];

export const FONT_STACKS = [
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  "'Helvetica Neue', Helvetica, Arial, 'Noto Sans', sans-serif",
  "Georgia, 'Times New Roman', 'Noto Serif', serif",
  "'Trebuchet MS', 'Segoe UI', 'Noto Sans', sans-serif",
  "ui-rounded, 'SF Pro Rounded', 'Nunito', 'Noto Sans', sans-serif",
  "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Noto Sans Mono', monospace",
] as const;

/**
 * Every token the theme builder edits, by section. Nothing else can be themed: a theme is these
 * values and no free CSS. Defaults mirror apps/web/src/styles/tokens.css.
 */
export const THEME_TOKENS: readonly ThemeToken[] = [
  token('core_properties', 'color-primary', 'color', 'primary', v('#2150b8')),
  token(
    'core_properties',
    'color-primary-contrast',
    'color',
    'onPrimary',
    v('#ffffff'),
    'color-primary',
  ),
  token('core_properties', 'color-surface', 'color', 'surface', v('#ffffff')),
  token('core_properties', 'color-surface-muted', 'color', 'page', v('#f4f6f9')),
  token('core_properties', 'color-text', 'color', 'text', v('#17202c'), 'color-surface'),
  token('core_properties', 'color-text-muted', 'color', 'mutedText', v('#55606e'), 'color-surface'),
  token('core_properties', 'color-border', 'color', 'border', v('#d6dbe3')),
  token('core_properties', 'font-family', 'font', 'font', v(FONT_STACKS[0])),
  token('core_properties', 'space-2', 'space', 'spacingSmall', v('8px')),
  token('core_properties', 'space-4', 'space', 'spacing', v('16px')),
  token('core_properties', 'space-5', 'space', 'spacingLarge', v('24px')),
  token('navbar', 'color-navbar', 'color', 'background', v('#ffffff')),
  token('navbar', 'color-navbar-text', 'color', 'text', v('#17202c'), 'color-navbar'),
  token('banner_header', 'banner-background', 'color', 'background', v('#eff6ff')),
  token('banner_header', 'banner-text', 'color', 'text', ref('color-text'), 'banner-background'),
  token('border_radius', 'radius', 'radius', 'radius', v('8px')),
  token('border_radius', 'radius-large', 'radius', 'largeRadius', v('12px')),
  ...buttonTokens(
    'primary_buttons',
    'button-primary',
    ref('color-primary'),
    ref('color-primary-contrast'),
    ref('color-primary'),
  ),
  ...buttonTokens(
    'secondary_buttons',
    'button-secondary',
    ref('color-surface'),
    ref('color-text'),
    ref('color-border'),
  ),
  ...buttonTokens(
    'default_buttons',
    'button-default',
    ref('color-surface-muted'),
    ref('color-text'),
    ref('color-border'),
  ),
  ...buttonTokens('disruptive_buttons', 'button-danger', v('#b42318'), v('#ffffff'), v('#b42318')),
  ...buttonTokens(
    'system_ui_buttons',
    'button-system',
    ref('color-surface'),
    ref('color-primary'),
    ref('color-surface'),
  ),
  ...buttonTokens(
    'two_state_buttons',
    'button-toggle',
    ref('color-surface'),
    ref('color-primary'),
    ref('color-primary'),
  ),
  ...buttonTokens(
    'apply_button',
    'button-apply',
    ref('color-primary'),
    ref('color-primary-contrast'),
    ref('color-primary'),
  ),
  token('cards', 'card-background', 'color', 'background', ref('color-surface')),
  token('cards', 'card-text', 'color', 'text', ref('color-text'), 'card-background'),
  token('cards', 'card-border', 'color', 'border', ref('color-border')),
  token('cards', 'card-radius', 'radius', 'radius', ref('radius-large')),
  token('info_bar', 'info-bar-background', 'color', 'background', v('#eff6ff')),
  token('info_bar', 'info-bar-text', 'color', 'text', v('#1849a9'), 'info-bar-background'),
  token('tabs', 'tab-text', 'color', 'text', ref('color-text-muted'), 'color-surface'),
  token('tabs', 'tab-active', 'color', 'accent', ref('color-primary'), 'color-surface'),
  token(
    'talent_experience_core',
    'tx-background',
    'color',
    'background',
    ref('color-surface-muted'),
  ),
  token('talent_experience_core', 'tx-text', 'color', 'text', ref('color-text'), 'tx-background'),
  token('talent_experience_core', 'tx-font-family', 'font', 'font', ref('font-family')),
  ...buttonTokens(
    'talent_experience_nav_button',
    'tx-nav-button',
    ref('color-surface'),
    ref('color-text'),
    ref('color-border'),
  ),
  ...buttonTokens(
    'talent_experience_go_button',
    'tx-go-button',
    ref('color-primary'),
    ref('color-primary-contrast'),
    ref('color-primary'),
  ),
  token('pcsx_core', 'pcsx-background', 'color', 'page', ref('color-surface-muted')),
  token('pcsx_core', 'pcsx-heading', 'color', 'heading', ref('color-text'), 'pcsx-background'),
  token('pcsx_core', 'pcsx-spacing', 'space', 'spacing', ref('space-4')),
  token('pcsx_hero_image', 'pcsx-hero-image', 'image', 'image', v('none')),
  token('pcsx_hero_image', 'pcsx-hero-height', 'size', 'height', v('0px')),
  token('pcsx_hero_image', 'pcsx-hero-overlay', 'color', 'overlay', v('#17202c')),
  token('pcsx_profile_page', 'pcsx-profile-header', 'color', 'background', ref('color-primary')),
  token(
    'pcsx_profile_page',
    'pcsx-profile-header-text',
    'color',
    'text',
    ref('color-primary-contrast'),
    'pcsx-profile-header',
  ),
];

export const THEME_TOKEN_BY_NAME: ReadonlyMap<string, ThemeToken> = new Map(
  THEME_TOKENS.map((t) => [t.name, t]),
);
