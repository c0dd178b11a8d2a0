#!/usr/bin/env python3
"""Per-field accuracy of `vault scan --json` output against a labelled receipt folder.

usage: score.py FOLDER SCAN.json [--seconds S] [--failures] [--buckets]

FOLDER holds NAME.jpg + NAME.json (sroie-dev layout: company/date/total; de-dev layout:
merchant/date/total). A field counts only on an exact match after normalising:
  total     the same number (labels may carry RM, $, EUR, spaces, thousands separators)
  date      the same calendar day (labels are day-first: 25/12/2018, 19-04-18, 05-AUG-2017,
            OCT 3, 2016; DD.MM.YYYY in the German set); vault prints YYYY-MM-DD
  merchant  SROIE: equal after upper-casing and collapsing whitespace; German set: the label
            slug is contained in vault's merchant reduced to lower-case letters and digits
"""
import datetime
import json
import os
import re
import sys
from decimal import Decimal, InvalidOperation

MONTHS = {name: number for number, name in enumerate(
    "JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC".split(), start=1)}


def year(text):
    value = int(text)
    return value + 2000 if value < 100 else value


def label_date(text, german):
    text = text.strip().strip("()").upper()
    if german:
        return datetime.datetime.strptime(text, "%d.%m.%Y").date()
    patterns = [
        (r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", lambda y, m, d: (int(y), int(m), int(d))),
        (r"(\d{1,2})[-/.](\d{1,2})[-/.](\d{2,4})", lambda d, m, y: (year(y), int(m), int(d))),
        (r"(\d{4})(\d{2})(\d{2})", lambda y, m, d: (int(y), int(m), int(d))),
        (r"(\d{1,2})[-/ ]([A-Z]{3})[A-Z]*[-/ ](\d{2,4})", lambda d, m, y: (year(y), MONTHS[m], int(d))),
        (r"([A-Z]{3})[A-Z]* (\d{1,2}),? (\d{4})", lambda m, d, y: (int(y), MONTHS[m], int(d))),
    ]
    for pattern, parts in patterns:
        match = re.fullmatch(pattern, text)
        if match:
            return datetime.date(*parts(*match.groups()))
    raise ValueError("unreadable label date %r" % text)


def number(text):
    if text is None:
        return None
    text = re.sub(r"(?i)RM|\$|€|EUR|\s", "", str(text))
    if re.fullmatch(r"\d{1,3}(,\d{3})+(\.\d+)?", text):
        text = text.replace(",", "")
    try:
        return Decimal(text.replace(",", "."))
    except InvalidOperation:
        return None


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    seconds = None
    if "--seconds" in sys.argv:
        seconds = float(sys.argv[sys.argv.index("--seconds") + 1])
        args = [a for a in args if a != sys.argv[sys.argv.index("--seconds") + 1]]
    folder, scan_path = args[0], args[1]
    results = {os.path.basename(r.get("file", "")): r for r in json.load(open(scan_path))}
    names = sorted(n[:-5] for n in os.listdir(folder)
                   if n.endswith(".json") and os.path.exists(os.path.join(folder, n[:-5] + ".jpg")))
    hits = {"total": 0, "date": 0, "merchant": 0, "all": 0}
    failures = []
    graded = []  # (field, confidence, right) for the calibration figures
    currencies = []  # (confidence, right) of the currency, which the labels do not give
    for name in names:
        label = json.load(open(os.path.join(folder, name + ".json")))
        german = "company" not in label
        result = results.get(name + ".jpg", {})
        total = number(result.get("total")) is not None and number(result.get("total")) == number(label.get("total"))
        try:
            day = datetime.date.fromisoformat(result.get("date") or "")
        except ValueError:
            day = None
        try:
            expected_day = label_date(label["date"], german)
        except (ValueError, KeyError):
            expected_day = None  # a label that is not a calendar day never matches
        date = day is not None and expected_day is not None and day == expected_day
        merchant_text = result.get("merchant") or ""
        if german:
            merchant = label["merchant"] in re.sub(r"[^a-z0-9]", "", merchant_text.lower())
        else:
            def norm(s): return re.sub(r"\s+", " ", s or "").strip().upper()
            merchant = bool(label.get("company")) and norm(merchant_text) == norm(label.get("company"))
        confidences = result.get("confidence") or {}
        # Both sets come from one country each: Malaysian shops print ringgit, German ones euro.
        currency = result.get("currency") == ("EUR" if german else "MYR")
        graded.append({f: (confidences.get(f) or 0.0, ok)
                       for f, ok in (("total", total), ("date", date), ("merchant", merchant))})
        currencies.append((confidences.get("currency") or 0.0, currency))
        for field, ok in (("total", total), ("date", date), ("merchant", merchant)):
            hits[field] += ok
            if not ok:
                expected = label.get("company", label.get("merchant")) if field == "merchant" else label.get(field)
                failures.append("%s %-8s got %r want %r" % (name, field, result.get(field), expected))
        hits["all"] += total and date and merchant
    count = len(names)
    line = "%-12s n=%d" % (os.path.basename(os.path.normpath(folder)), count)
    for field in ("total", "date", "merchant", "all"):
        line += "  %s %.1f%%" % (field, 100.0 * hits[field] / count)
    if seconds is not None:
        line += "  s/receipt %.2f" % (seconds / count)
    if "--failures" in sys.argv:
        print("\n".join(failures))
    if "--buckets" in sys.argv:
        print_buckets(graded)
    print(calibration_line(graded))
    print(currency_line(graded, currencies))
    print(line)


SURE = 0.9
BUCKETS = [(0.0, 0.5), (0.5, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 0.95), (0.95, 1.01)]


def calibration_line(graded):
    """Of the fields called sure, the share right; and the receipts whose every field is sure."""
    parts = []
    for field in ("total", "date", "merchant"):
        sure = [ok for receipt in graded for f, (c, ok) in receipt.items() if f == field and c >= SURE]
        parts.append("%s %d%% sure, %.1f%% right" % (
            field, 100 * len(sure) / max(1, len(graded)), 100.0 * sum(sure) / max(1, len(sure))))
    zero = [r for r in graded if all(c >= SURE for c, _ in r.values())]
    right = sum(1 for r in zero if all(ok for _, ok in r.values()))
    return "calibration: %s; zero-touch %.1f%% of receipts, %.1f%% of those right" % (
        "; ".join(parts), 100.0 * len(zero) / max(1, len(graded)), 100.0 * right / max(1, len(zero)))


def currency_line(graded, currencies):
    """The currency (the set's country's) and the receipts `vault expense confirm --all-sure`
    would take: every one of the four fields a draft needs sure, the currency too."""
    sure = [ok for c, ok in currencies if c >= SURE]
    whole = [(receipt, currencies[i]) for i, receipt in enumerate(graded)]
    zero = [(r, cur) for r, cur in whole if all(c >= SURE for c, _ in r.values()) and cur[0] >= SURE]
    right = sum(1 for r, cur in zero if all(ok for _, ok in r.values()) and cur[1])
    return "currency %.1f%% right, %d%% sure, %.1f%% of those right; all four fields sure (--all-sure): %.1f%% of " \
        "receipts, %.1f%% of those right" % (
            100.0 * sum(ok for _, ok in currencies) / max(1, len(currencies)),
            100 * len(sure) / max(1, len(currencies)), 100.0 * sum(sure) / max(1, len(sure)),
            100.0 * len(zero) / max(1, len(graded)), 100.0 * right / max(1, len(zero)))


def print_buckets(graded):
    """Accuracy by confidence bucket, one row per field (count and share right per bucket)."""
    print("| field | " + " | ".join("%.2f-%.2f" % (lo, min(hi, 1.0)) for lo, hi in BUCKETS) + " |")
    print("| --- |" + " --- |" * len(BUCKETS))
    for field in ("total", "date", "merchant"):
        cells = []
        for lo, hi in BUCKETS:
            oks = [ok for r in graded for f, (c, ok) in r.items() if f == field and lo <= c < hi]
            cells.append("%d: %.0f%%" % (len(oks), 100.0 * sum(oks) / len(oks)) if oks else "-")
        print("| %s | %s |" % (field, " | ".join(cells)))


if __name__ == "__main__":
    main()
