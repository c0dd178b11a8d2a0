#!/usr/bin/env python3
"""How often vault files a receipt under the category a person would pick.

usage: Benchmarks/category-accuracy.py [--binary VAULT] [--labels TSV] [--recording FOLDER=PATH ...]
                                       [--show-misses]

The labels (Benchmarks/category-labels.tsv: folder, file, category, note) were made by looking
at each receipt. Every labelled receipt is imported with the pages `vault ocr --json` recorded
for it (`vault import --from-ocr-json`, no OCR: the recording stands in for reading the file),
into a fresh vault, three times over:

1. first sight: a vault that has seen none of these shops; right when the draft's category is
   the label (a receipt without a draft, or without a category, counts as wrong);
2. the shop seen once: the owner gave each draft of step 1 its label and confirmed it; then the
   same receipts come in again as new files (a byte appended, so their bytes differ) and are
   right when they take the label; this is the shop recognised by its name or its header;
3. one by one: a fresh vault takes the receipts in order, the owner confirming each with its
   label; among receipts whose shop was confirmed before (another receipt of it, by the
   label's shop name: the note up to the first comma), how many take the label.

Recordings default to the ones the parser benchmarks make (see Benchmarks/README.md).
"""
import argparse
import collections
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RECEIPTS = os.path.join(os.path.dirname(ROOT), "shared", "receipts")
DEFAULT_RECORDINGS = {
    "wild-dev": "/tmp/eng/re-wild-dev/ppocr.json",
    "srd-dev": "/tmp/eng/re-srd-dev/ppocr.json",
    "sroie-dev": "/tmp/eng/rec/sroie-dev.ppocr.json",
    "de-dev": "/tmp/eng/rec/de-dev.ppocr.json",
}


def run(vault, args, check=True):
    done = subprocess.run([vault] + args, capture_output=True, text=True)
    if check and done.returncode != 0:
        sys.exit(f"vault {' '.join(args)} failed ({done.returncode}): {done.stderr.strip()}")
    return done


def load_labels(path):
    rows = []
    with open(path, encoding="utf-8") as handle:
        header = handle.readline().rstrip("\n").split("\t")
        if header[:3] != ["folder", "file", "category"]:
            sys.exit(f"{path}: the first line must be folder, file, category, note")
        for number, line in enumerate(handle, start=2):
            fields = line.rstrip("\n").split("\t")
            if len(fields) < 3:
                sys.exit(f"{path}:{number}: needs folder, file and category")
            note = fields[3] if len(fields) > 3 else ""
            rows.append({"folder": fields[0], "file": fields[1], "category": fields[2], "note": note})
    return rows


def recorded_pages(rows, recordings):
    """The recorded entry of each labelled receipt, by (folder, file)."""
    wanted = collections.defaultdict(set)
    for row in rows:
        wanted[row["folder"]].add(row["file"])
    found = {}
    for folder, names in wanted.items():
        path = recordings.get(folder)
        if not path or not os.path.exists(path):
            sys.exit(f"no recording for {folder} (give --recording {folder}=PATH; make one with vault ocr --json)")
        with open(path, encoding="utf-8") as handle:
            for entry in json.load(handle):
                name = os.path.basename(entry["file"])
                if name in names:
                    found[(folder, name)] = entry
    missing = [f"{r['folder']}/{r['file']}" for r in rows if (r["folder"], r["file"]) not in found]
    if missing:
        sys.exit(f"not in the recordings: {', '.join(missing[:5])}")
    return found


def write_recording(rows, entries, folder_of_copy, path):
    """A recording of `rows` whose files are the copies in folder_of_copy(row)."""
    out = []
    for row in rows:
        entry = dict(entries[(row["folder"], row["file"])])
        entry["file"] = os.path.join(folder_of_copy(row), row["file"])
        out.append(entry)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(out, handle)


def copy_receipts(rows, target, extra=b""):
    for row in rows:
        folder = os.path.join(target, row["folder"])
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(RECEIPTS, row["folder"], row["file"]), "rb") as source:
            data = source.read()
        with open(os.path.join(folder, row["file"]), "wb") as handle:
            handle.write(data + extra)


def import_recording(vault, vault_dir, recording):
    """Imports a recording; returns the expense id of each file by its path (None: no draft)."""
    done = run(vault, ["import", "--vault", vault_dir, "--json", "--from-ocr-json", recording], check=False)
    if done.returncode not in (0, 1):
        sys.exit(f"import failed ({done.returncode}): {done.stderr.strip()}")
    return {result["file"]: result.get("expenseId") for result in json.loads(done.stdout)}


def categories(vault, vault_dir):
    done = run(vault, ["expense", "list", "--vault", vault_dir, "--json"])
    return {e["id"]: (e.get("category"), e.get("categoryNote"), e.get("status")) for e in json.loads(done.stdout)}


UNCONFIRMED = []


def confirm_as_labelled(vault, vault_dir, expense_id, label, current):
    """The owner's check: the label as category, then confirm. False when it cannot be confirmed."""
    if current != label:
        run(vault, ["expense", "edit", str(expense_id), "--category", label, "--vault", vault_dir])
    done = run(vault, ["expense", "confirm", str(expense_id), "--vault", vault_dir], check=False)
    if done.returncode != 0:
        UNCONFIRMED.append(done.stderr.strip())
    return done.returncode == 0


def shop_of(row):
    return row["note"].split(",")[0].split("(")[0].strip().lower()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "vault"))
    parser.add_argument("--labels", default=os.path.join(ROOT, "Benchmarks", "category-labels.tsv"))
    parser.add_argument("--recording", action="append", default=[], metavar="FOLDER=PATH")
    parser.add_argument("--show-misses", action="store_true", help="print every receipt filed wrongly at first sight")
    parser.add_argument("--skip-one-by-one", action="store_true", help="leave out step 3 (a few minutes)")
    options = parser.parse_args()
    recordings = dict(DEFAULT_RECORDINGS)
    for item in options.recording:
        folder, _, path = item.partition("=")
        recordings[folder] = path
    vault = os.path.abspath(options.binary)
    rows = load_labels(options.labels)
    entries = recorded_pages(rows, recordings)
    work = tempfile.mkdtemp(prefix="vault-category-")
    try:
        # The receipts' currency where they print none, as an owner would set it once.
        first_dir, again_dir = os.path.join(work, "first"), os.path.join(work, "again")
        copy_receipts(rows, first_dir)
        copy_receipts(rows, again_dir, extra=b"\n")
        vault_dir = os.path.join(work, "vault")
        run(vault, ["config", "set", "currency", "USD", "--vault", vault_dir], check=False)
        first_rec = os.path.join(work, "first.json")
        write_recording(rows, entries, lambda r: os.path.join(first_dir, r["folder"]), first_rec)
        ids = import_recording(vault, vault_dir, first_rec)
        cats = categories(vault, vault_dir)
        first_right, no_draft, unconfirmable = 0, 0, 0
        by_folder = collections.defaultdict(lambda: [0, 0])
        misses = []
        for row in rows:
            expense = ids.get(os.path.join(first_dir, row["folder"], row["file"]))
            category, note, _ = cats.get(expense, (None, None, None)) if expense else (None, None, None)
            right = category == row["category"]
            first_right += right
            by_folder[row["folder"]][0] += right
            by_folder[row["folder"]][1] += 1
            if expense is None:
                no_draft += 1
            if not right:
                misses.append(f"{row['folder']}/{row['file']}: want {row['category']}, got {category} ({note})")
            if expense is not None and not confirm_as_labelled(vault, vault_dir, expense, row["category"], category):
                unconfirmable += 1
        again_rec = os.path.join(work, "again.json")
        write_recording(rows, entries, lambda r: os.path.join(again_dir, r["folder"]), again_rec)
        again_ids = import_recording(vault, vault_dir, again_rec)
        cats = categories(vault, vault_dir)
        second_right = 0
        for row in rows:
            expense = again_ids.get(os.path.join(again_dir, row["folder"], row["file"]))
            second_right += expense is not None and cats.get(expense, (None,))[0] == row["category"]
        total = len(rows)
        print(f"receipts labelled: {total} ({', '.join(f'{f} {n}' for f, (_, n) in sorted(by_folder.items()))})")
        print(f"first sight:        {first_right}/{total} = {100 * first_right / total:.1f}%"
              f"  ({', '.join(f'{f} {r}/{n}' for f, (r, n) in sorted(by_folder.items()))})")
        print(f"shop seen once:     {second_right}/{total} = {100 * second_right / total:.1f}%"
              f"  (no draft: {no_draft}; draft that could not be confirmed: {unconfirmable})")
        unconfirmed = list(UNCONFIRMED)
        if not options.skip_one_by_one:
            one_by_one(vault, rows, entries, work, first_dir, options.show_misses)
        if options.show_misses:
            print("\nnot confirmed:")
            for line in unconfirmed:
                print("  " + line)
            print("\nwrong at first sight:")
            for line in misses:
                print("  " + line)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def one_by_one(vault, rows, entries, work, first_dir, show_misses=False):
    vault_dir = os.path.join(work, "one-by-one")
    run(vault, ["config", "set", "currency", "USD", "--vault", vault_dir], check=False)
    seen, repeat, repeat_right = set(), 0, 0
    for index, row in enumerate(rows):
        recording = os.path.join(work, f"one-{index}.json")
        write_recording([row], entries, lambda r: os.path.join(first_dir, r["folder"]), recording)
        ids = import_recording(vault, vault_dir, recording)
        expense = next(iter(ids.values()), None)
        category = None
        if expense is not None:
            category = categories(vault, vault_dir).get(expense, (None,))[0]
        shop = shop_of(row)
        if shop in seen:
            repeat += 1
            repeat_right += category == row["category"]
            if show_misses and category != row["category"]:
                print(f"  one by one, wrong after its shop was seen: {row['folder']}/{row['file']} ({row['note']}): "
                      f"{category}")
        if expense is not None and confirm_as_labelled(vault, vault_dir, expense, row["category"], category):
            seen.add(shop)
    share = f"{100 * repeat_right / repeat:.1f}%" if repeat else "-"
    print(f"one by one, another receipt of a shop confirmed before: {repeat_right}/{repeat} = {share}")


if __name__ == "__main__":
    main()
