import fs from 'node:fs';
import path from 'node:path';
import { DEFERRED_SCRIPTS_ELEMENT_ID } from '@careers/shared';

/** A stylesheet link of the build, as index.html and styleLinks write them. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(gen\/assets\/[\w.-]+\.css)">/g;
/** The app's entry script and its preloads, as index.html has them. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/gen\/js\/[\w.-]+\.js"><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="modulepreload" crossorigin href="\/gen\/js\/[\w.-]+\.js">/g;
/** The entry of a server-rendered page (apps/web/src/paint-first.ts), by its source. */
const PAINT_FIRST_SOURCE = 'src/paint-first.ts';

type ManifestEntry = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestEntry>;

/**
 * The build's files behind the web app's source modules (Vite's manifest), in a server-rendered
 * page's head: its styles (so the page is styled without JavaScript, and nothing moves when the
 * chunk arrives), and its chunk and what it imports (modulepreload) with the app's scripts, for
 * after the first paint.
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

  type PageFiles = { scripts: Set<string>; styles: Set<string> };
  /** Per build: a page's files by its modules (a page's head asks twice, every page alike). */
  const filesByBuild = new WeakMap<Manifest, Map<string, PageFiles>>();

  /** The build's files for the page's modules, beyond what index.html already names. */
  const filesOf = (modules: readonly string[]): PageFiles => {
    const entries = manifest();
    let byModules = filesByBuild.get(entries);
    if (!byModules) {
      byModules = new Map();
      filesByBuild.set(entries, byModules);
    }
    const key = modules.join('\n');
    const known = byModules.get(key);
    if (known) return known;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const entry = entries[key];
      if (!entry || scripts.has(entry.file)) return;
      scripts.add(entry.file);
      for (const css of entry.css ?? []) styles.add(css);
      for (const imported of entry.imports ?? []) visit(imported);
    };
    // the entries and what they import are in the page already (index.html names them)
    const entryKeys = Object.keys(entries).filter((key) => entries[key]?.isEntry);
    entryKeys.forEach(visit);
    const inPage = new Set(scripts);
    const inPageStyles = new Set(styles);
    modules.forEach(visit);
    for (const file of inPage) scripts.delete(file);
    for (const file of inPageStyles) styles.delete(file);
    byModules.set(key, { scripts, styles });
    return { scripts, styles };
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
    /** Links to the stylesheets of the page's modules that index.html does not name. */
    styleLinks: (modules: readonly string[]): string =>
      [...filesOf(modules).styles]
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
        .join(''),
    /**
     * The page's scripts after its first paint: the app's entry, its preloads and those of the
     * page's modules go into an inert template, and the head gets the build's paint-first entry,
     * which releases them once the page is painted. Without that entry in the build, the page
     * keeps the scripts index.html has.
     */
    deferScripts: (html: string, modules: readonly string[]): string => {
      const paintFirst = manifest()[PAINT_FIRST_SOURCE];
      if (!paintFirst) return html;
      const deferred: string[] = [];
      const rest = html
        .replace(ENTRY_SCRIPT, (script) => (deferred.push(script), ''))
        .replace(SCRIPT_PRELOAD, (link) => (deferred.push(link), ''));
      for (const file of filesOf(modules).scripts)
        deferred.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
      return rest.replace(
        '</head>',
        () =>
          `<script type="module" crossorigin src="/${paintFirst.file}"></script>` +
          `<template id="${DEFERRED_SCRIPTS_ELEMENT_ID}">${deferred.join('')}</template></head>`,
      );
    },
  };
};
