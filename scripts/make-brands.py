#!/usr/bin/env python3
"""Turns OpenStreetMap's name-suggestion-index into vault's compact brand table.

usage: scripts/make-brands.py [NSI_CHECKOUT] [--output Sources/Reading/Merchant/BrandTable.swift]

NSI_CHECKOUT is a checkout of osmlab/name-suggestion-index (default ../shared/brands/
name-suggestion-index, which holds its data/brands tree at commit
c8b272ef0f882ee76c5ac8bd2912d5db4d63cf30); the table records the commit given by --commit.
Licence of the source: BSD 3-Clause (its LICENSE.md; the notice is reproduced in README.md).

Only the kinds of place a traveller gets a receipt from are kept (shops, restaurants, cafes,
fast food, pubs and bars, fuel, pharmacies, car rental, hotels...), not banks, offices or
vending machines. Each brand's names (display name, name, brand, English name, match names) are
folded to lower-case ASCII words; a name is dropped when it is shorter than 3 letters (vault reads
names of 3 letters only from a web address), is one of
the index's `exclude` patterns (generic words such as `pizzeria`, `fast food`), or is a word that
receipts print anyway (`total`, `cash`, `market`): such a name would be found on any receipt.
A name two brands share goes to the one called exactly so, else to neither.

One row per brand: `kind<TAB>display name<TAB>name|name...`, in a Swift raw string (a string
literal compiles in a moment where an array literal of 15,000 elements would not).
"""
import argparse, glob, json, os, re, sys, unicodedata

KINDS = {
    'amenity': {'restaurant', 'fast_food', 'cafe', 'fuel', 'pharmacy', 'pub', 'bar', 'ice_cream',
                'car_rental', 'car_wash', 'cinema', 'charging_station', 'food_court', 'biergarten',
                'parking'},
    'tourism': {'hotel', 'motel', 'guest_house', 'hostel', 'museum', 'theme_park'},
    'leisure': {'fitness_centre'},
    'shop': None,   # every kind of shop
}

FIRST_KINDS = {'amenity=restaurant', 'amenity=fast_food', 'amenity=cafe', 'amenity=pub', 'amenity=bar',
               'shop=supermarket', 'shop=department_store', 'shop=convenience'}

# Words every receipt prints, and words naming a kind of shop rather than a brand: a brand
# called so would be found on any receipt.
RECEIPT_WORDS = set('''
total subtotal cash change card visa credit debit master mastercard amex sale sales tax vat
thank thanks welcome receipt invoice table server guest order check date time amount balance tip
gratuity discount member store market supermarket restaurant cafe coffee bar grill kitchen pizza
bakery deli express food foods mart shop hotel pharmacy kiosk items item qty price paid payment
tender station service services center centre city plaza mall street road avenue open daily
fresh family house home club best super mini local royal golden star first united central
national international global the and new good great happy lucky smile life style tea beer wine
burger chicken noodle noodles sushi taco tacos bistro brasserie pub inn motel snack snacks
copy customer merchant terminal approved approval number phone tel fax email web www
carry out dine take away takeaway eat thru drive pickup pick delivery
apotheke pharmacie farmacia drogerie backerei boulangerie tankstelle ristorante restaurante trattoria
supermarkt supermercado markt kiosk tabak
netto brutto summe gesamt betrag kasse beleg bon mwst ust totale totaal importe montant rabatt
'''.split())


def edits(a, b):
    """Letters added, dropped or changed to make `a` into `b`."""
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[-1]


def fold(text):
    """Lower-case ASCII words: accents dropped, every other mark a word break."""
    text = unicodedata.normalize('NFKD', text)
    text = ''.join(c for c in text if not unicodedata.combining(c)).lower().replace('&', ' ')
    text = text.replace("'", '').replace('\u2019', '')
    return ' '.join(re.findall(r'[a-z0-9]+', text)) if text.isascii() else ''


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('nsi', nargs='?', default=os.path.join(os.path.dirname(__file__), '..', '..', 'shared',
                                                          'brands', 'name-suggestion-index'))
    ap.add_argument('--commit', default='c8b272ef0f882ee76c5ac8bd2912d5db4d63cf30')
    ap.add_argument('--output', default=os.path.join(os.path.dirname(__file__), '..', 'Sources', 'Reading',
                                                     'Merchant', 'BrandTable.swift'))
    a = ap.parse_args()
    files = sorted(glob.glob(os.path.join(a.nsi, 'data', 'brands', '*', '*.json')))
    if not files:
        sys.exit('no data/brands/*/*.json under %s' % a.nsi)
    generic, brands = [], []
    for path in files:
        key, value = os.path.relpath(path, os.path.join(a.nsi, 'data', 'brands'))[:-5].split('/')
        data = json.load(open(path, encoding='utf-8'))
        for pattern in data.get('properties', {}).get('exclude', {}).get('generic', []):
            try:
                generic.append(re.compile(pattern, re.I))
            except re.error:
                pass
        if key not in KINDS or (KINDS[key] is not None and value not in KINDS[key]):
            continue
        for item in data.get('items', []):
            tags = item.get('tags', {})
            display = item.get('displayName') or tags.get('brand') or tags.get('name') or ''
            # `Aldi (Aldi Nord group)`, `McDonald's (France)`: the brand without its region.
            display = re.sub(r'\s*\([^)]*\)\s*$', '', display).strip()
            # `brand` names the parent of a sub-brand (`Shell` for `Shell Select`): not its name.
            names = [display, tags.get('name', ''), tags.get('name:en', '')] + item.get('matchNames', [])
            brands.append(('%s=%s' % (key, value), display, names))

    def near_word(name):
        # `apotheka` (a brand) one letter from `apotheke` (a word): vault reads a slip in a name of
        # 8 letters or more as that name, so such a brand would be found for the word.
        return len(name) >= 7 and ' ' not in name and any(
            abs(len(w) - len(name)) <= 1 and edits(w, name) <= 1 for w in RECEIPT_WORDS)

    def usable(name):
        letters = name.replace(' ', '')
        return (len(letters) >= 3 and not letters.isdigit() and name not in RECEIPT_WORDS
                and not all(w in RECEIPT_WORDS for w in name.split()) and not near_word(name)
                and not any(p.search(name) for p in generic))

    # One brand per display name (a chain listed once per country, or as a shop and a fuel
    # station): the names of all its entries, the kind of its first.
    merged, kinds = {}, {}
    for kind, display, names in brands:
        entry = merged.setdefault(fold(display), [kind, display, set()])
        entry[2].update(fold(n) for n in names if n)
        kinds.setdefault(fold(display), []).append(kind)
    # The kind a receipt most likely comes from: a shop or a restaurant before a fuel station,
    # that before a car wash (`Walmart` is a supermarket, `Shell` a fuel station).
    def rank(kind):
        if kind in FIRST_KINDS:
            return 0
        return 1 if kind.startswith('shop=') else 2 if kind in ('amenity=fuel',) or kind.startswith('tourism=') else 3
    for brand, entry in merged.items():
        entry[0] = min(kinds[brand], key=lambda k: (rank(k), -kinds[brand].count(k)))
    owners = {}
    for brand, (_, _, names) in merged.items():
        for name in names:
            owners.setdefault(name, set()).add(brand)
    rows = []
    for brand, (kind, display, names) in merged.items():
        # A name several brands share belongs to the one called exactly so (`lidl`, not `Lidl Connect`).
        keep = sorted(n for n in names if n and usable(n) and (len(owners[n]) == 1 or n == brand))
        if keep and brand and '\t' not in display and '"""#' not in display:
            rows.append('%s\t%s\t%s' % (kind, display, '|'.join(keep)))
    rows.sort(key=lambda r: r.split('\t')[1].lower())
    with open(a.output, 'w', encoding='utf-8') as out:
        out.write('// swift-format-ignore-file\n')
        out.write('// Generated by scripts/make-brands.py from OpenStreetMap\'s name-suggestion-index\n')
        out.write('// (https://github.com/osmlab/name-suggestion-index, data/brands, commit %s),\n' % a.commit)
        out.write('// BSD 3-Clause licence: see README.md. Do not edit; run the script again.\n\n')
        out.write('/// Brands of shops, restaurants, fuel stations and hotels: one row per brand,\n')
        out.write('/// `kind<TAB>display name<TAB>name|name...` (names folded to lower-case ASCII words).\n')
        out.write('enum BrandTable {\n')
        out.write('    /// The source the rows were made from.\n')
        out.write('    static let source = "name-suggestion-index %s"\n\n' % a.commit)
        out.write('    /// The rows, one per line.\n')
        out.write('    static let rows = #"""\n')
        for row in rows:
            out.write('    ' + row + '\n')
        out.write('    """#\n}\n')
    print('%d brands, %d names -> %s' % (len(rows), sum(r.count('|') + 1 for r in rows), a.output), file=sys.stderr)


if __name__ == '__main__':
    main()
