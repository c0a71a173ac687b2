/** Whether the text is an http(s) address, as the server accepts for links. */
export const isWebLink = (text: string) =>
  URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);
