import { DEFERRED_SCRIPTS_ELEMENT_ID } from '@careers/shared';

// The entry of a page the server rendered, instead of the app's (main.tsx). Such a page is whole
// without the app, so it is painted first, and only then are the app's entry and the page's own
// code put in the head (the server left them in an inert template): fetched earlier, the code
// takes a slow connection from the page's images, and its evaluation holds the first paint back.

const startApp = () => {
  const template = document.getElementById(DEFERRED_SCRIPTS_ELEMENT_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  document.head.append(template.content);
  template.remove();
};

// A timer queued from a frame's callback runs once that frame is rendered. A hidden tab renders
// nothing until shown: the app starts at once there, and within a second in a window whose
// frames never come. (It starts once: the template goes.)
if (document.visibilityState === 'hidden') {
  startApp();
} else {
  requestAnimationFrame(() => setTimeout(startApp, 0));
  setTimeout(startApp, 1000);
}
