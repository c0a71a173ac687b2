import fs from 'node:fs';
import path from 'node:path';

/** A stylesheet link of the build, as index.html and headLinks write them. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(gen\/assets\/[\w.-]+\.css)">/g;

type ManifestEntry = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestEntry>;

/**
 * The build's files behind the web app's source modules (Vite's manifest), as head links: a
 * server-rendered page names its chunk and what it imports (modulepreload) and its styles (so
 * the page is styled without JavaScript, and nothing moves when the chunk arrives).
 */
export const createPageAssets = (webDistDir: string) => {
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest } | undefined;

  const manifest = (): Manifest => {
    try {
      const { mtimeMs } = fs.statSync(manifestPath);
      if (cached?.mtimeMs !== mtimeMs) {
        cached = {
          mtimeMs,
          manifest: JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest,
        };
      }
      return cached.manifest;
    } catch {
      return {};
    }
  };

  const styles = new Map<string, string | undefined>();
  /** A built stylesheet's text (hashed names: it never changes), unless it could end the element. */
  const styleText = (file: string) => {
    if (!styles.has(file)) {
      let text: string | undefined;
      try {
        text = fs.readFileSync(path.join(webDistDir, file), 'utf8');
      } catch {
        text = undefined;
      }
      styles.set(file, text?.includes('</') ? undefined : text);
    }
    return styles.get(file);
  };

  return {
    /**
     * The page's stylesheets written into it: the first paint waits for no request. Each link
     * stays, disabled (never fetched), so the app's chunk loader sees the sheet is there.
     */
    inlineStyles: (html: string): string =>
      html.replace(STYLESHEET_LINK, (link, file: string) => {
        const text = styleText(file);
        return text === undefined
          ? link
          : `<style>${text}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
      }),
    headLinks: (modules: readonly string[]): string => {
      const entries = manifest();
      const scripts = new Set<string>();
      const styles = new Set<string>();
      const visit = (key: string) => {
        const entry = entries[key];
        if (!entry || scripts.has(entry.file)) return;
        scripts.add(entry.file);
        for (const css of entry.css ?? []) styles.add(css);
        for (const imported of entry.imports ?? []) visit(imported);
      };
      // the entry and what it imports are in the page already (index.html names them)
      const entryKeys = Object.keys(entries).filter((key) => entries[key]?.isEntry);
      entryKeys.forEach(visit);
      const inPage = new Set(scripts);
      const inPageStyles = new Set(styles);
      modules.forEach(visit);
      for (const file of inPage) scripts.delete(file);
      for (const file of inPageStyles) styles.delete(file);
      return [
        ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join('');
    },
  };
};
