// Hands a file the app holds to the browser's downloads, as a link with `download` does.

export function saveFile(contents: string, fileName: string, mediaType: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type: mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download reads the Blob after the click returns; a slow device may take a while.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
