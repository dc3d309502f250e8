/** Minimal country resolution for the matcher: ISO alpha-2 codes, or English names via Intl. */

const ALIASES: Record<string, string> = {
  'russian federation': 'RU',
  'korea north': 'KP',
  'north korea': 'KP',
  'democratic peoples republic of korea': 'KP',
  'korea south': 'KR',
  'south korea': 'KR',
  'republic of korea': 'KR',
  'iran islamic republic of': 'IR',
  iran: 'IR',
  'syrian arab republic': 'SY',
  burma: 'MM',
  myanmar: 'MM',
  'viet nam': 'VN',
  vietnam: 'VN',
  'lao peoples democratic republic': 'LA',
  'united republic of tanzania': 'TZ',
  'bolivia plurinational state of': 'BO',
  'venezuela bolivarian republic of': 'VE',
  'democratic republic of the congo': 'CD',
  'congo democratic republic of the': 'CD',
  'congo kinshasa': 'CD',
  'republic of the congo': 'CG',
  'congo brazzaville': 'CG',
  congo: 'CG',
  palestinian: 'PS',
  palestine: 'PS',
  'state of palestine': 'PS',
  turkey: 'TR',
  turkiye: 'TR',
  'united kingdom': 'GB',
  'united states': 'US',
  'united states of america': 'US',
  usa: 'US',
  uk: 'GB',
  'great britain': 'GB',
  'cote divoire': 'CI',
  'ivory coast': 'CI',
  'czech republic': 'CZ',
  czechia: 'CZ',
  'republic of moldova': 'MD',
  moldova: 'MD',
  'the former yugoslav republic of macedonia': 'MK',
  'north macedonia': 'MK',
  macedonia: 'MK',
  'libyan arab jamahiriya': 'LY',
  libya: 'LY',
  'bosnia and herzegovina': 'BA',
  'west bank': 'PS',
  gaza: 'PS',
  'gaza strip': 'PS',
  kosovo: 'XK',
  'sudan south': 'SS',
  'south sudan': 'SS',
};

let byName: Map<string, string> | undefined;

function fold(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function table(): Map<string, string> {
  if (byName) return byName;
  byName = new Map(Object.entries(ALIASES));
  try {
    const dn = new Intl.DisplayNames(['en'], { type: 'region' });
    const A = 65;
    for (let i = 0; i < 26; i++) {
      for (let j = 0; j < 26; j++) {
        const code = String.fromCharCode(A + i, A + j);
        const name = dn.of(code);
        if (name && name !== code && !byName.has(fold(name))) byName.set(fold(name), code);
      }
    }
  } catch {
    // Intl without region names: aliases only
  }
  return byName;
}

/** ISO alpha-2 for a code or English country name, else undefined. */
export function toAlpha2(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const t = text.trim();
  if (/^[A-Za-z]{2}$/.test(t)) return t.toUpperCase();
  return table().get(fold(t));
}
