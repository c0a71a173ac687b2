/**
 * What a server-rendered page's HTML holds for the app in the browser (written by the server's
 * spa module, read by apps/web/src/paint-first.ts).
 */

/**
 * A `<template>` of the app's entry script and the preloads of what the page runs at once (its
 * chunk, what it imports, its catalogues): inert until paint-first.ts puts them in the head,
 * after the first paint.
 */
export const DEFERRED_SCRIPTS_ELEMENT_ID = 'deferred-scripts';
