/** The theme builder's editor sections, in the order the panel shows them. */
export const THEME_SECTIONS = [
  'core_properties',
  'navbar',
  'banner_header',
  'border_radius',
  'primary_buttons',
  'secondary_buttons',
  'default_buttons',
  'disruptive_buttons',
  'system_ui_buttons',
  'two_state_buttons',
  'apply_button',
  'cards',
  'info_bar',
  'tabs',
  'talent_experience_core',
  'talent_experience_nav_button',
  'talent_experience_go_button',
  'pcsx_core',
  'pcsx_hero_image',
  'pcsx_profile_page',
] as const;
export type ThemeSection = (typeof THEME_SECTIONS)[number];

/**
 * A theme has a token set per product: `default` for every product of the tenant, `pcsx` for the
 * careers site only, over `default`. The `pcsx_*` sections belong to the careers site alone.
 */
export const THEME_PRODUCTS = ['pcsx', 'default'] as const;
export type ThemeProduct = (typeof THEME_PRODUCTS)[number];

export const sectionsOfProduct = (product: ThemeProduct): readonly ThemeSection[] =>
  product === 'pcsx' ? THEME_SECTIONS : THEME_SECTIONS.filter((s) => !s.startsWith('pcsx_'));
