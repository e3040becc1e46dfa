/**
 * A key that sorts names in Czech alphabetical order when compared byte-wise (collate "C", the
 * same on PGlite and PostgreSQL, no ICU collation needed): case and the acute/ring accents are
 * ignored (a = á, u = ú = ů), č ř š ž come right after c r s z, and ch after h.
 * 'Černá' -> 'c{erna', 'Chrpa' -> 'h{rpa'. English names use the plain form (czech = false).
 */
export function nameSortKey(name: string, czech = true): string {
  let text = name.toLowerCase().trim();
  if (czech) {
    text = text
      .replace(/ch/g, 'h{')
      .replace(/č/g, 'c{')
      .replace(/ř/g, 'r{')
      .replace(/š/g, 's{')
      .replace(/ž/g, 'z{');
  }
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ');
}
