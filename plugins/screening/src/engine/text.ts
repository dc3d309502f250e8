/**
 * Name normalisation for screening: transliteration of non-Latin scripts, diacritic stripping,
 * case folding, punctuation removal, honorific / legal-form removal, spelling-variant
 * canonicalisation and a phonetic key. Pure functions, no I/O.
 */

/** Cyrillic (Russian/Ukrainian/Belarusian/Serbian/Bulgarian), BGN/PCGN-ish, lower case. */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'w',
  ђ: 'dj',
  ј: 'j',
  љ: 'lj',
  њ: 'nj',
  ћ: 'c',
  џ: 'dz',
  ѓ: 'g',
  ќ: 'k',
  ѕ: 'dz',
};

/** Greek, ELOT-ish, lower case (accented vowels are handled by decomposition). */
const GREEK: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** Arabic (and Persian letters), basic consonantal transliteration: short vowels are not written. */
const ARABIC: Record<string, string> = {
  ا: 'a',
  أ: 'a',
  إ: 'i',
  آ: 'a',
  ٱ: 'a',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: '',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  و: 'w',
  ي: 'y',
  ى: 'a',
  ة: 'a',
  ء: '',
  ئ: 'y',
  ؤ: 'w',
  پ: 'p',
  چ: 'ch',
  ژ: 'zh',
  گ: 'g',
  ک: 'k',
  ی: 'y',
  ـ: '',
};

/** Latin letters that NFKD does not decompose. */
const LATIN_EXTRA: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
  ŋ: 'ng',
  ſ: 's',
};

/** Apostrophes, typographic quotes and similar marks: removed without leaving a space. */
const JOINERS = new Set(["'", '’', '‘', '`', '´', 'ʼ', 'ʻ', 'ʾ', 'ʿ', '"', '“', '”', '«', '»', '′']);

const charCache = new Map<string, string>();

function mapChar(c: string): string {
  const cached = charCache.get(c);
  if (cached !== undefined) return cached;
  let out: string;
  const direct = CYRILLIC[c] ?? GREEK[c] ?? ARABIC[c] ?? LATIN_EXTRA[c];
  if (direct !== undefined) out = direct;
  else if (JOINERS.has(c)) out = '';
  else if (/[a-z0-9]/.test(c)) out = c;
  else {
    const parts = c.normalize('NFKD');
    out = '';
    for (const p of parts) {
      if (/\p{M}/u.test(p)) continue;
      const lp = p.toLowerCase();
      const m = CYRILLIC[lp] ?? GREEK[lp] ?? ARABIC[lp] ?? LATIN_EXTRA[lp];
      if (m !== undefined) out += m;
      else if (/[a-z0-9]/.test(lp)) out += lp;
      else if (JOINERS.has(lp)) out += '';
      else out += ' ';
    }
  }
  charCache.set(c, out);
  return out;
}

/**
 * Transliterate and fold to a plain `[a-z0-9 ]` string with single spaces:
 * 'Сергей Лавров' → 'sergey lavrov', 'EUGÈNE' → 'eugene', '‘ABD' → 'abd'.
 */
export function foldText(input: string): string {
  // dotted abbreviations are one word: 'S.A.' → 'sa', 'T.F.M.C.' → 'tfmc'
  const s = input
    .normalize('NFC')
    .toLowerCase()
    .replace(/(?<=(?:^|[^\p{L}])\p{L})\.(?=\p{L}(?:$|[^\p{L}]))/gu, '');
  let out = '';
  for (const c of s) out += mapChar(c);
  return out.replace(/\s+/g, ' ').trim();
}

/** Honorifics, titles and ranks: dropped from every name. */
export const HONORIFICS = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mister',
  'madam',
  'dr',
  'doctor',
  'prof',
  'professor',
  'sir',
  'dame',
  'lord',
  'lady',
  'sheikh',
  'shaikh',
  'sheik',
  'shaykh',
  'shaik',
  'cheikh',
  'haji',
  'hajji',
  'hadji',
  'hajj',
  'hadj',
  'alhaj',
  'alhajj',
  'alhaji',
  'mullah',
  'mulla',
  'mawlawi',
  'maulvi',
  'maulavi',
  'moulvi',
  'mawlavi',
  'qari',
  'imam',
  'mufti',
  'ayatollah',
  'hojatoleslam',
  'sayyed',
  'general',
  'gen',
  'colonel',
  'col',
  'major',
  'maj',
  'captain',
  'capt',
  'lieutenant',
  'lt',
  'brigadier',
  'admiral',
  'adm',
  'commander',
  'cmdr',
  'sergeant',
  'sgt',
  'marshal',
  'rev',
  'reverend',
  'father',
  'bishop',
  'prince',
  'princess',
  'king',
  'queen',
  'emir',
  'excellency',
  'his',
  'her',
  'hon',
  'honorable',
  'honourable',
  'jr',
  'sr',
  'junior',
  'senior',
]);

/** Legal-form words: dropped from names of entities (and from queries that are not person-structured). */
export const LEGAL_FORMS = new Set([
  'ltd',
  'limited',
  'llc',
  'llp',
  'lp',
  'plc',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'cia',
  'gmbh',
  'mbh',
  'ag',
  'kg',
  'ohg',
  'ug',
  'ooo',
  'oao',
  'zao',
  'pao',
  'ao',
  'tov',
  'pat',
  'pjsc',
  'ojsc',
  'cjsc',
  'jsc',
  'sa',
  'sas',
  'sarl',
  'srl',
  'spa',
  'sl',
  'sau',
  'sae',
  'sal',
  'bv',
  'nv',
  'oy',
  'oyj',
  'ab',
  'as',
  'asa',
  'aps',
  'kft',
  'zrt',
  'sp',
  'zoo',
  'doo',
  'dd',
  'ad',
  'ead',
  'eood',
  'pte',
  'pty',
  'bhd',
  'sdn',
  'tbk',
  'pt',
  'fze',
  'fzco',
  'fzc',
  'fzllc',
  'dmcc',
  'wll',
  'est',
  'establishment',
  'ltda',
  'de',
  'cv',
  'rl',
  'the',
  'and',
  'of',
  'kk',
  'gk',
  'jv',
  'sociedad',
  'anonima',
  'societe',
  'anonyme',
  'fup',
  'gup',
  'mup',
  'fgup',
  'nko',
  'ip',
  'chp',
  'liability',
  'partnership',
  'joint',
  'stock',
  'obshchestvo',
  'ogranichennoy',
  'otvetstvennostyu',
  'aktsionernoe',
  'publichnoe',
  'zakrytoe',
  'otkrytoe',
  'tovarystvo',
  'limitada',
  'societa',
  'gesellschaft',
  'aktiengesellschaft',
  'sirketi',
  'ticaret',
  'sanayi',
]);

const LONG_LEGAL_FORMS = [...LEGAL_FORMS].filter((w) => w.length >= 4);
const LONG_HONORIFICS = [...HONORIFICS].filter((w) => w.length >= 5);

function nearWord(token: string, words: string[]): boolean {
  for (const w of words) {
    if (Math.abs(w.length - token.length) > 1) continue;
    if (w[0] !== token[0] && w[1] !== token[1]) continue;
    if (osa1(w, token)) return true;
  }
  return false;
}

/** A legal-form word, or one edit away from one of 4+ letters ('limitd', 'compamy', 'ojsd'). */
export function isLegalForm(token: string): boolean {
  if (LEGAL_FORMS.has(token)) return true;
  return token.length >= 4 && nearWord(token, LONG_LEGAL_FORMS);
}

/** An honorific, or one edit away from one of 5+ letters ('shayh', 'sheihk'). */
export function isHonorificLike(token: string): boolean {
  if (HONORIFICS.has(token)) return true;
  return token.length >= 4 && nearWord(token, LONG_HONORIFICS);
}

/** True when a and b are at most one edit (incl. adjacent transposition) apart. */
function osa1(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (la === lb) {
    let i = 0;
    while (i < la && a[i] === b[i]) i++;
    if (i === la) return true;
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [s, l] = la < lb ? [a, b] : [b, a];
  let i = 0;
  while (i < s.length && s[i] === l[i]) i++;
  return s.slice(i) === l.slice(i + 1);
}

/** Particles: kept but given little weight in matching. */
export const PARTICLES = new Set([
  'al',
  'el',
  'ul',
  'ad',
  'ar',
  'as',
  'at',
  'az',
  'an',
  'ash',
  'bin',
  'ibn',
  'ben',
  'bint',
  'bt',
  'b',
  'binti',
  'bte',
  'ould',
  'wuld',
  'abu',
  'abou',
  'de',
  'da',
  'di',
  'do',
  'du',
  'dos',
  'das',
  'del',
  'della',
  'der',
  'den',
  'van',
  'von',
  'la',
  'le',
  'y',
  'e',
  'ou',
  'mac',
  'bar',
  'ait',
  'oglu',
  'ogly',
  'kyzy',
  'uulu',
]);

/** Spelling-variant classes: every listed spelling maps to the first one. */
const VARIANT_CLASSES: string[][] = [
  [
    'muhammad',
    'mohammed',
    'mohamed',
    'mohammad',
    'muhammed',
    'mohamad',
    'muhamad',
    'mohamud',
    'muhamed',
    'mohmmad',
    'muhammet',
    'mehmet',
    'mohammadi',
    'mukhammad',
    'mukhammed',
    'magomed',
    'mahomed',
    'mouhamed',
    'mouhamad',
    'mohamoud',
    'mohmed',
    'mohammod',
  ],
  ['ahmad', 'ahmed', 'ahmet', 'akhmed', 'akhmad', 'ahmadi'],
  ['mahmud', 'mahmoud', 'mahmood', 'makhmud', 'mehmood'],
  ['mustafa', 'mustapha', 'moustafa', 'mostafa', 'moustapha', 'mustafo'],
  [
    'yusuf',
    'yousef',
    'youssef',
    'yusef',
    'yousif',
    'yousuf',
    'youssouf',
    'yussuf',
    'yosef',
    'yusif',
    'jusuf',
    'yussef',
    'yousof',
  ],
  [
    'husain',
    'hussein',
    'hussain',
    'husein',
    'husayn',
    'hosein',
    'hossein',
    'hussien',
    'huseyin',
    'husseyn',
    'hosain',
    'hossain',
  ],
  ['hasan', 'hassan', 'hasaan', 'hassane', 'hasen'],
  ['abdullah', 'abdallah', 'abdulla', 'abdellah', 'abdollah', 'abdoulaye'],
  ['abdul', 'abd', 'abdel', 'abdal', 'abdol', 'abdoul', 'abdil', 'abdu', 'abdur', 'abdar', 'abdus', 'abdun'],
  ['umar', 'omar', 'omer', 'umer', 'oumar'],
  ['usama', 'osama', 'ousama', 'oussama'],
  ['khalid', 'khaled', 'halid', 'khaleed', 'khalied'],
  ['ibrahim', 'ebrahim', 'ibraheem', 'ibragim', 'brahim'],
  ['ismail', 'esmail', 'ismael', 'ismayil', 'esmaeil', 'ismoil'],
  ['said', 'saeed', 'saied', 'sayed', 'saiid', 'saaid', 'sayid', 'sayyid'],
  ['hamid', 'hameed', 'hamed'],
  ['rashid', 'rasheed', 'rachid', 'rashed'],
  ['majid', 'majeed', 'majed', 'madjid'],
  ['nasir', 'nasser', 'naser', 'nasser', 'nassir', 'nacer'],
  ['jamal', 'gamal', 'djamal', 'jamaal'],
  ['yahya', 'yahia', 'yahiya', 'yehia', 'yahyah'],
  ['ali', 'aly'],
  ['ayman', 'aiman', 'eiman'],
  ['faisal', 'faysal', 'feisal', 'faycal'],
  ['qasim', 'qassem', 'kassem', 'qasem', 'kasim', 'qassim', 'gasim'],
  [
    'alexander',
    'aleksandr',
    'alexandr',
    'aleksander',
    'alexandre',
    'aleksandar',
    'oleksandr',
    'alyaksandr',
    'alexandru',
    'alexandros',
  ],
  ['alexei', 'aleksei', 'alexey', 'aleksey', 'oleksiy', 'oleksii', 'aleksej', 'alexej', 'aliaksei', 'alyaksey'],
  ['sergei', 'sergey', 'serguei', 'sergiy', 'serhiy', 'serhii', 'sergii', 'siarhei', 'sergej', 'serhei'],
  ['yuri', 'yuriy', 'yury', 'iurii', 'yurii', 'iouri', 'jurij', 'yurij', 'yurie'],
  ['dmitri', 'dmitry', 'dmitriy', 'dmitrii', 'dmytro', 'dmitrij', 'dimitri', 'dimitry', 'dzmitry'],
  ['andrei', 'andrey', 'andriy', 'andrii', 'andrej', 'andrija'],
  ['nikolai', 'nikolay', 'mykola', 'nicolai', 'nikolaj', 'mikalai'],
  ['mikhail', 'michail', 'mikhael', 'mykhailo', 'mikhailo', 'mihail'],
  ['evgeni', 'evgeny', 'evgeniy', 'yevgeny', 'yevgeniy', 'evgenii', 'yevhen', 'evgenij', 'yevgeni', 'ievgen', 'yauhen'],
  ['vladimir', 'volodymyr', 'uladzimir', 'wladimir'],
  ['viktor', 'victor', 'wiktor'],
  ['yakov', 'iakov', 'jakov', 'yakiv'],
  ['petr', 'pyotr', 'piotr', 'petro', 'pjotr'],
  ['fedor', 'fyodor', 'fiodor', 'fedir', 'feodor'],
  ['ilya', 'ilia', 'illia', 'ilja'],
  ['arkadi', 'arkady', 'arkadiy', 'arkadii'],
  ['anatoli', 'anatoly', 'anatoliy', 'anatolii', 'anatolij'],
  ['vitali', 'vitaly', 'vitaliy', 'vitalii', 'vitalij'],
  ['valeri', 'valery', 'valeriy', 'valerii', 'valerij'],
  ['gennadi', 'gennady', 'gennadiy', 'gennadii', 'hennadiy'],
  ['grigori', 'grigory', 'grigoriy', 'grigorii', 'hryhoriy'],
  ['georgi', 'georgy', 'georgiy', 'georgii', 'heorhiy'],
  ['yevgenia', 'evgenia', 'evgeniya', 'yevgeniya'],
  ['tatiana', 'tatyana', 'tetiana', 'tatsiana'],
  ['natalia', 'natalya', 'nataliya', 'natalja'],
  ['yulia', 'yuliya', 'iuliia', 'julia', 'yuliia'],
  ['elena', 'yelena', 'jelena', 'olena', 'alena', 'alyona'],
  ['konstantin', 'constantin', 'kostiantyn', 'kanstantsin', 'konstantyn'],
  ['maxim', 'maksim', 'maksym', 'maxime'],
  ['oleg', 'oleh', 'aleh'],
  ['igor', 'ihor'],
  ['pavel', 'pavlo', 'paval'],
  ['roman', 'raman'],
  ['ivan', 'ivane'],
  ['boris', 'barys'],
  ['denis', 'denys'],
  ['kirill', 'kyrylo', 'kiryl'],
  ['vyacheslav', 'viacheslav', 'vyacheslau'],
  ['vasili', 'vasily', 'vasiliy', 'vasyl', 'vasilii', 'vasil'],
  ['yevgenievich', 'evgenievich', 'evgenyevich', 'yevgenyevich', 'evgenevich'],
  ['aleksandrovich', 'alexandrovich', 'oleksandrovych'],
  ['sergeevich', 'sergeyevich', 'serhiyovych', 'sergeievich'],
  ['joseph', 'josef', 'giuseppe'],
  ['hugo', 'ugo'],
  ['kim', 'gim'],
  ['jong', 'jeong', 'chong', 'chung'],
  ['choe', 'choi'],
  ['ri', 'rhee', 'lee', 'yi'],
  ['pak', 'park', 'bak'],
  ['hyon', 'hyun'],
  ['zakharov', 'zacharov'],
];

const VARIANTS = new Map<string, string>();
for (const cls of VARIANT_CLASSES) for (const v of cls) if (!VARIANTS.has(v)) VARIANTS.set(v, cls[0]);

/** Canonical spelling of one folded token ('mohammed' → 'muhammad'). */
export function canonicalToken(token: string): string {
  return VARIANTS.get(token) ?? token;
}

const CLASS_OF = new Map<string, string[]>();
for (const cls of VARIANT_CLASSES) if (!CLASS_OF.has(cls[0])) CLASS_OF.set(cls[0], [...new Set(cls)]);

/** All known spellings of a canonical token (the token itself first). */
export function variantSpellings(canonical: string): string[] {
  return CLASS_OF.get(canonical) ?? [canonical];
}

const ABD_PREFIX = /^abd[aeiou]{1,2}([a-z])([a-z]{3,})$/;
const ABD_TAIL = new Set(['al', 'el', 'ul', 'ar', 'ur', 'ad', 'as', 'us', 'an', 'un', 'ash', 'ez', 'az', 'at']);

export interface TokenizeOptions {
  /** Drop legal-form words (entities and non-person queries). */
  dropLegalForms?: boolean;
}

/**
 * Folded, canonical tokens of a name, with honorifics (and optionally legal forms) dropped:
 * 'Dr. Abd al-Rahman AL-MOHAMMED' → ['abdul', 'rahman', 'al', 'muhammad'].
 * When dropping would leave nothing, the dropped words are kept.
 */
export function nameTokens(name: string, opts: TokenizeOptions = {}): string[] {
  const raw = foldText(name)
    .split(' ')
    .filter((t) => t.length > 0);
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    let t = raw[i];
    // 'abd al rahman' / 'abdel rahman' / 'abdurrahman' → 'abdul' 'rahman'
    if ((t === 'abd' || t === 'abdu') && i + 1 < raw.length && ABD_TAIL.has(raw[i + 1]) && i + 2 < raw.length) {
      out.push('abdul');
      i++;
      continue;
    }
    const m = ABD_PREFIX.exec(t);
    if (m && !VARIANTS.has(t)) {
      // abdelaziz → abdul aziz; abdurrahman / abdurahman → abdul rahman (sun-letter assimilation)
      const c = m[1];
      const after = m[2];
      out.push('abdul');
      t = c === 'l' || after[0] === c ? after : c + after;
    }
    out.push(canonicalToken(t));
  }
  const kept = out.filter((t) => !HONORIFICS.has(t) && !(opts.dropLegalForms && LEGAL_FORMS.has(t)));
  if (kept.length > 0) return kept;
  return out;
}

/**
 * Phonetic key of a folded token: a consonant skeleton after merging sounds that transliterations
 * confuse ('mohammed', 'muhammad', Arabic 'mhmd' → 'mhmd'; 'yousef', 'yusuf' → 'ysf').
 */
export function phoneticKey(token: string): string {
  if (token.length === 0) return token;
  if (/[0-9]/.test(token)) return token;
  // a 'w' or 'y' inside a word is mostly a long vowel in transliterations ('yousef', Arabic 'ywsf')
  const s = (token[0] + token.slice(1).replace(/w/g, 'u'))
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/zh/g, 'j')
    .replace(/dj/g, 'j')
    .replace(/dzh/g, 'j')
    .replace(/tch/g, 'c')
    .replace(/ch/g, 'c')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/sh/g, 's')
    .replace(/kh/g, 'h')
    .replace(/gh/g, 'g')
    .replace(/dh/g, 'd')
    .replace(/th/g, 't')
    .replace(/ts/g, 's')
    .replace(/z/g, 's')
    .replace(/c/g, 'k')
    .replace(/w/g, 'v');
  const first = 'aeiou'.includes(s[0]) ? 'a' : s[0];
  let out = first;
  let prev = first;
  for (let i = 1; i < s.length; i++) {
    const c = s[i];
    if ('aeiouy'.includes(c)) {
      prev = '';
      continue;
    }
    if (c === 'h' && i === s.length - 1) continue;
    if (c === prev) continue;
    out += c;
    prev = c;
  }
  return out;
}
