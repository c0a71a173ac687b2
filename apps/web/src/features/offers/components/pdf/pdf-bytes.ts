/** The bytes of a PDF the API sent as base64 (an offer document's `b64_string`). */
export const pdfBytesOf = (b64: string) => Uint8Array.from(atob(b64), (char) => char.charCodeAt(0));
