import { heroSources, type HeroImage as HeroImageConfig } from '@/lib/page-config/index.ts';
import styles from './hero-image.module.css';

/** The page's hero: one `<picture>`, the browser picks phone, tablet or desktop art. */
export const HeroImage = ({ hero }: { hero: HeroImageConfig }) => (
  <picture className={styles.hero}>
    {heroSources(hero).map((source) => (
      <source key={source.media} media={source.media} srcSet={source.srcSet} />
    ))}
    <img className={styles.image} src={hero.desktop} alt={hero.alt} decoding="async" />
  </picture>
);
