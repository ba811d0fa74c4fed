/**
 * GeoNames gives most countries' first-level subdivisions as numeric admin1 codes ("DE.05"), which
 * a visitor cannot read. The where-to-buy page labels a place "Frankfurt am Main, HE" to tell
 * same-named places apart, so the gazetteer build (scripts/build-gazetteer.ts) writes the ISO
 * 3166-2 subdivision code instead, for the partner countries whose codes are letters. Countries
 * not listed keep GeoNames' code: letters already (US, CH, GB, BE), or numeric (AT, IT, JP),
 * which the page does not show.
 */
export const ISO_SUBDIVISIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  CA: { "01": "AB", "02": "BC", "03": "MB", "04": "NB", "05": "NL", "07": "NS", "08": "ON", "09": "PE", "10": "QC", "11": "SK", "12": "YT", "13": "NT", "14": "NU" },
  CN: { "01": "AH", "02": "ZJ", "03": "JX", "04": "JS", "05": "JL", "06": "QH", "07": "FJ", "08": "HL", "09": "HA", "10": "HE", "11": "HN", "12": "HB", "13": "XJ", "14": "XZ", "15": "GS", "16": "GX", "18": "GZ", "19": "LN", "20": "NM", "21": "NX", "22": "BJ", "23": "SH", "24": "SX", "25": "SD", "26": "SN", "28": "TJ", "29": "YN", "30": "GD", "31": "HI", "32": "SC", "33": "CQ" },
  DE: { "01": "BW", "02": "BY", "03": "HB", "04": "HH", "05": "HE", "06": "NI", "07": "NW", "08": "RP", "09": "SL", "10": "SH", "11": "BB", "12": "MV", "13": "SN", "14": "ST", "15": "TH", "16": "BE" },
  ES: { "34": "AS", "07": "IB", "27": "RI", "29": "MD", "31": "MC", "32": "NC", "39": "CB", "51": "AN", "52": "AR", "53": "CN", "54": "CM", "55": "CL", "56": "CT", "57": "EX", "58": "GA", "59": "PV", "60": "VC", "CE": "CE", "ML": "ML" },
  FR: { "11": "IDF", "24": "CVL", "27": "BFC", "28": "NOR", "32": "HDF", "44": "GES", "52": "PDL", "53": "BRE", "75": "NAQ", "76": "OCC", "84": "ARA", "93": "PAC", "94": "20R" },
  NL: { "01": "DR", "02": "FR", "03": "GE", "04": "GR", "05": "LI", "06": "NB", "07": "NH", "09": "UT", "10": "ZE", "11": "ZH", "15": "OV", "16": "FL" },
  RU: { "01": "AD", "03": "AL", "04": "ALT", "05": "AMU", "06": "ARK", "07": "AST", "08": "BA", "09": "BEL", "10": "BRY", "11": "BU", "12": "CE", "13": "CHE", "15": "CHU", "16": "CU", "17": "DA", "19": "IN", "20": "IRK", "21": "IVA", "22": "KB", "23": "KGD", "24": "KL", "25": "KLU", "27": "KC", "28": "KR", "29": "KEM", "30": "KHA", "31": "KK", "32": "KHM", "33": "KIR", "34": "KO", "37": "KOS", "38": "KDA", "40": "KGN", "41": "KRS", "42": "LEN", "43": "LIP", "44": "MAG", "45": "ME", "46": "MO", "47": "MOS", "48": "MOW", "49": "MUR", "50": "NEN", "51": "NIZ", "52": "NGR", "53": "NVS", "54": "OMS", "55": "ORE", "56": "ORL", "57": "PNZ", "59": "PRI", "60": "PSK", "61": "ROS", "62": "RYA", "63": "SA", "64": "SAK", "65": "SAM", "66": "SPE", "67": "SAR", "68": "SE", "69": "SMO", "70": "STA", "71": "SVE", "72": "TAM", "73": "TA", "75": "TOM", "76": "TUL", "77": "TVE", "78": "TYU", "79": "TY", "80": "UD", "81": "ULY", "83": "VLA", "84": "VGG", "85": "VLG", "86": "VOR", "87": "YAN", "88": "YAR", "89": "YEV", "90": "PER", "91": "KYA", "92": "KAM", "93": "ZAB" },
};
