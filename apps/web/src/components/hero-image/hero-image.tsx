import { heroSources, type HeroImage as HeroImageConfig } from '@/lib/page-config/index.ts';
import styles from './hero-image.module.css';

/**
 * The page's hero: one `<picture>`, the browser picks phone, tablet or desktop art. It sits at the
 * top of the page, where it is the largest paint on a phone: it is fetched first, before the
 * page's scripts (which load at high priority too).
 */
export const HeroImage = ({ hero }: { hero: HeroImageConfig }) => (
  <picture className={styles.hero}>
    {heroSources(hero).map((source) => (
      <source key={source.media} media={source.media} srcSet={source.srcSet} />
    ))}
    <img
      className={styles.image}
      src={hero.desktop}
      alt={hero.alt}
      decoding="async"
      fetchPriority="high"
    />
  </picture>
);
