#!/usr/bin/env python3
"""Write the ECB reference rate fixtures in TestData/ecb/ (standard library only).

The files have the exact layout of the European Central Bank's euro foreign exchange
reference rates (https://www.ecb.europa.eu/stats/eurofxref/): the history
`eurofxref-hist.csv` (header `Date,USD,JPY,...,` with a trailing comma, one line per business
day, newest first, `N/A` where a currency has no rate) and the day's file `eurofxref.csv`
(`Date, USD, JPY, ..., ` then `27 November 2026, 1.0550, ...`), each also zipped as the ECB
ships them. The rates themselves are made up (near real levels), so tests can state them.

    python3 scripts/make_ecb_rates.py                      # write TestData/ecb/
    python3 scripts/make_ecb_rates.py --history 7000 --out /tmp/eurofxref-hist.csv
                                                           # a full-size history, for timing
"""

from __future__ import annotations

import argparse
import datetime as dt
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The history's columns, in the ECB's order (former currencies included).
HIST_CODES = ("USD JPY BGN CYP CZK DKK EEK GBP HUF LTL LVL MTL PLN ROL RON SEK SIT SKK CHF ISK NOK HRK "
              "RUB TRL TRY AUD BRL CAD CNY HKD IDR ILS INR KRW MXN MYR NZD PHP SGD THB ZAR").split()
# The day's file: the currencies quoted today.
DAILY_CODES = ("USD JPY BGN CZK DKK GBP HUF PLN RON SEK CHF ISK NOK TRY AUD BRL CAD CNY HKD IDR ILS INR "
               "KRW MXN MYR NZD PHP SGD THB ZAR").split()
FORMER = set("CYP EEK LTL LVL MTL ROL SIT SKK TRL HRK RUB".split())

# A level and the decimals the ECB prints, per currency.
LEVEL = {
    "USD": (1.0543, 4), "JPY": (160.12, 2), "BGN": (1.9558, 4), "CYP": (0.5853, 4), "CZK": (25.155, 3),
    "DKK": (7.4604, 4), "EEK": (15.6466, 4), "GBP": (0.83655, 5), "HUF": (410.25, 2), "LTL": (3.4528, 4),
    "LVL": (0.7028, 4), "MTL": (0.4293, 4), "PLN": (4.3015, 4), "ROL": (35000.0, 0), "RON": (4.9755, 4),
    "SEK": (11.4520, 4), "SIT": (239.64, 2), "SKK": (30.126, 3), "CHF": (0.9412, 4), "ISK": (146.30, 2),
    "NOK": (11.7055, 4), "HRK": (7.5345, 4), "RUB": (95.50, 2), "TRL": (1800000.0, 0), "TRY": (36.512, 4),
    "AUD": (1.6205, 4), "BRL": (6.1250, 4), "CAD": (1.4755, 4), "CNY": (7.6420, 4), "HKD": (8.2045, 4),
    "IDR": (16820.45, 2), "ILS": (3.9120, 4), "INR": (89.1255, 4), "KRW": (1478.20, 2), "MXN": (21.4410, 4),
    "MYR": (4.7020, 4), "NZD": (1.8010, 4), "PHP": (61.845, 3), "SGD": (1.4105, 4), "THB": (36.912, 3),
    "ZAR": (19.1240, 4),
}


def rate(code: str, day: dt.date, trim: bool) -> str:
    """A made-up rate for `code` on `day`: its level moved by a few tenths of a percent."""
    level, digits = LEVEL[code]
    if code == "BGN":  # pegged to the euro
        return "1.9558"
    step = ((day.toordinal() * 7 + sum(map(ord, code))) % 11) - 5  # -5 ... 5
    text = f"{level * (1 + step / 1000):.{digits}f}"
    if trim and "." in text:  # the history drops trailing zeros (`1.055`), the day's file does not
        text = text.rstrip("0").rstrip(".")
    return text


def business_days(last: dt.date, count: int, skip: set[dt.date] = frozenset()) -> list[dt.date]:
    """`count` weekdays up to `last`, newest first, leaving out `skip` (holidays)."""
    days, day = [], last
    while len(days) < count:
        if day.weekday() < 5 and day not in skip:
            days.append(day)
        day -= dt.timedelta(days=1)
    return days


def history(days: list[dt.date], missing: dict[str, set[dt.date]] | None = None, full: bool = False) -> str:
    """The history's text. Former currencies are N/A, unless `full` (a long history quotes
    them in its early years); `missing` makes more cells N/A."""
    missing = missing or {}
    lines = ["Date," + ",".join(HIST_CODES) + ","]
    for day in days:
        cells = [day.isoformat()]
        for code in HIST_CODES:
            quoted = day.year < 2008 if code in FORMER and full else code not in FORMER
            cells.append(rate(code, day, True) if quoted and day not in missing.get(code, set()) else "N/A")
        lines.append(",".join(cells) + ",")
    return "\n".join(lines) + "\n"


def daily(day: dt.date) -> str:
    header = "Date, " + ", ".join(DAILY_CODES) + ", "
    row = f"{day.day:02d} {day.strftime('%B')} {day.year}, " + ", ".join(rate(c, day, False) for c in DAILY_CODES) + ", "
    return header + "\n" + row + "\n"


def write_zip(path: Path, name: str, text: str):
    info = zipfile.ZipInfo(name, date_time=(2026, 11, 27, 16, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(info, text.encode("ascii"))


def build(out: Path):
    ecb = out / "ecb"
    ecb.mkdir(parents=True, exist_ok=True)
    # 16 to 26 November 2026: nine business days (no 21/22, a weekend); ISK has no rate on the
    # last two, as when the ECB stops quoting a currency for a while.
    days = business_days(dt.date(2026, 11, 26), 9)
    hist = history(days, missing={"ISK": {dt.date(2026, 11, 26), dt.date(2026, 11, 25)}})
    (ecb / "eurofxref-hist.csv").write_text(hist, encoding="ascii")
    write_zip(ecb / "eurofxref-hist.zip", "eurofxref-hist.csv", hist)
    day = daily(dt.date(2026, 11, 27))
    (ecb / "eurofxref.csv").write_text(day, encoding="ascii")
    write_zip(ecb / "eurofxref.zip", "eurofxref.csv", day)

    lines = hist.split("\n")
    bad = list(lines)
    bad[3] = bad[3].replace(",1.9558,", ",1.95.58,", 1)  # line 4: a rate with two points
    (ecb / "bad-rate-line-4.csv").write_text("\n".join(bad), encoding="ascii")
    cut = lines[:7] + [lines[7][: len(lines[7]) // 2]]  # a download cut off in line 8
    (ecb / "bad-truncated-line-8.csv").write_text("\n".join(cut), encoding="ascii")
    (ecb / "bad-not-ecb.csv").write_text(
        "Buchungstag;Verwendungszweck;Betrag\n27.11.2026;Miete;-850,00\n", encoding="utf-8")
    info = zipfile.ZipInfo("README.txt", date_time=(2026, 11, 27, 16, 0, 0))
    with zipfile.ZipFile(ecb / "bad-no-csv.zip", "w") as archive:
        archive.writestr(info, b"Rates are in the CSV file.\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=ROOT / "TestData",
                    help="the TestData folder, or with --history the CSV file to write")
    ap.add_argument("--history", type=int, metavar="DAYS",
                    help="write one history of DAYS business days (to 27 November 2026) instead")
    args = ap.parse_args()
    if args.history:
        args.out.write_text(history(business_days(dt.date(2026, 11, 27), args.history), full=True),
                            encoding="ascii")
        print(f"wrote {args.out}")
    else:
        build(args.out)
        print(f"wrote {args.out / 'ecb'}")


if __name__ == "__main__":
    main()
