/**
 * Saves text as a file through the browser's download (a Blob URL on a temporary link).
 *
 * @example
 * downloadFile(ics, 'shipment-1042-stop-2.ics', 'text/calendar');
 */
export function downloadFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
