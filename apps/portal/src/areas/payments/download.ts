/**
 * Hands a CSV to the browser as a download. A byte-order mark leads the text so spreadsheet
 * programs read it as UTF-8 (names with accents stay intact).
 */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next task: the click has handed the file over by then.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
