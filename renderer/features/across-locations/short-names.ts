/**
 * The short form of each location's name in a merged grid: its fewest leading words that no
 * other searched name starts with the same way ("Harbor", "Maple", "Riverside" for "Harbor Dental
 * Studio", "Maple Street Bakery", "Riverside Family Clinic"), so the Location column leaves room
 * to the contact's name. A name no shorter form tells apart is kept whole; the cell's tooltip, every
 * copy and every file keep the whole name.
 */
export function shortNames(names: readonly string[]): Map<string, string> {
  const distinct = [...new Set(names)];
  const words = distinct.map((name) => name.trim().split(/\s+/));
  const short = new Map<string, string>();
  distinct.forEach((name, index) => {
    const own = words[index]!;
    for (let count = 1; count <= own.length; count += 1) {
      const prefix = own.slice(0, count).join(' ');
      const shared = words.some((other, at) => at !== index && other.slice(0, count).join(' ') === prefix);
      if (!shared) {
        short.set(name, prefix);
        return;
      }
    }
    short.set(name, name);
  });
  return short;
}
