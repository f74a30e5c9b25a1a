/** Hands bytes made in the browser to the visitor as a download; nothing goes over the network. */
export function saveFile(bytes: Uint8Array, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Not at once: a browser may still be reading the URL when the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Today as YYYY-MM-DD in the visitor's time zone, for file names. */
export const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
