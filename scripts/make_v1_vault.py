#!/usr/bin/env python3
"""Write TestData/vault-v1/: a vault as the first release left it, for the upgrade test.

The first release's schema is the single migration
"v1: journeys, documents, pages, expenses, search" in
Sources/Vault/Storage/VaultDatabase.swift. The SQL below is that migration as
GRDB wrote it (the statements SQLite recorded for it), and the database records
only that migration as applied, so opening the vault with a current build runs
every later migration on it.

The vault holds journeys (with and without dates), two stored originals (a PDF
with a text layer and an OCR'd PNG, copied from TestData), their pages and
search rows, expenses of every status (read from a document, entered by hand,
filed and unfiled), categories, tags and a setting. `expected.json` beside the
database lists what the upgrade test must find after migrating.

Standard library only; deterministic. Run from the repository:

    python3 scripts/make_v1_vault.py            # rewrite TestData/vault-v1/
    python3 scripts/make_v1_vault.py --out DIR  # somewhere else (DIR/vault-v1)

`scripts/make-fixtures.py` runs it too, after writing the files it copies.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sqlite3
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MIGRATION = "v1: journeys, documents, pages, expenses, search"

# The v1 migration, statement by statement, as GRDB created it.
V1_SCHEMA = [
    "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)",
    'CREATE TABLE "journey" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "slug" TEXT NOT NULL UNIQUE, '
    '"name" TEXT NOT NULL, "destination" TEXT, "startDate" TEXT, "endDate" TEXT, "currency" TEXT, '
    '"notes" TEXT)',
    'CREATE TABLE "document" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "sha256" TEXT NOT NULL UNIQUE, '
    '"originalName" TEXT NOT NULL, "mediaType" TEXT NOT NULL, "size" INTEGER NOT NULL, '
    '"pageCount" INTEGER NOT NULL, "journeyId" INTEGER REFERENCES "journey"("id") ON DELETE RESTRICT, '
    '"kind" TEXT, "textSource" TEXT NOT NULL, "importedAt" DATETIME NOT NULL, "source" TEXT)',
    'CREATE INDEX "document_on_journeyId" ON "document"("journeyId")',
    'CREATE INDEX "document_on_importedAt" ON "document"("importedAt")',
    'CREATE TABLE "page" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "documentId" INTEGER NOT NULL '
    'REFERENCES "document"("id") ON DELETE CASCADE, "number" INTEGER NOT NULL, "text" TEXT NOT NULL, '
    '"confidence" DOUBLE NOT NULL, "source" TEXT NOT NULL, UNIQUE ("documentId", "number"))',
    'CREATE INDEX "page_on_documentId" ON "page"("documentId")',
    'CREATE TABLE "category" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "name" TEXT NOT NULL UNIQUE '
    "ON CONFLICT IGNORE)",
    'CREATE TABLE "expense" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "documentId" INTEGER REFERENCES '
    '"document"("id") ON DELETE SET NULL, "journeyId" INTEGER REFERENCES "journey"("id") ON DELETE '
    "RESTRICT, \"status\" TEXT NOT NULL CHECK (\"status\" IN ('draft', 'confirmed', 'rejected')) "
    "DEFAULT 'draft', \"merchant\" TEXT, \"amountMinor\" INTEGER, \"currency\" TEXT, \"date\" TEXT, "
    '"categoryId" INTEGER REFERENCES "category"("id") ON DELETE SET NULL, "notes" TEXT, '
    '"confidence" TEXT, "evidence" TEXT, "filedBy" TEXT, "createdAt" DATETIME NOT NULL, '
    '"updatedAt" DATETIME NOT NULL)',
    'CREATE INDEX "expense_on_documentId" ON "expense"("documentId")',
    'CREATE INDEX "expense_on_journeyId" ON "expense"("journeyId")',
    'CREATE INDEX "expense_on_categoryId" ON "expense"("categoryId")',
    'CREATE TABLE "tag" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "name" TEXT NOT NULL UNIQUE '
    "ON CONFLICT IGNORE)",
    'CREATE TABLE "documentTag" ("documentId" INTEGER NOT NULL REFERENCES "document"("id") ON DELETE '
    'CASCADE, "tagId" INTEGER NOT NULL REFERENCES "tag"("id") ON DELETE CASCADE, PRIMARY KEY '
    '("documentId", "tagId"))',
    'CREATE INDEX "documentTag_on_documentId" ON "documentTag"("documentId")',
    'CREATE INDEX "documentTag_on_tagId" ON "documentTag"("tagId")',
    'CREATE TABLE "expenseTag" ("expenseId" INTEGER NOT NULL REFERENCES "expense"("id") ON DELETE '
    'CASCADE, "tagId" INTEGER NOT NULL REFERENCES "tag"("id") ON DELETE CASCADE, PRIMARY KEY '
    '("expenseId", "tagId"))',
    'CREATE INDEX "expenseTag_on_expenseId" ON "expenseTag"("expenseId")',
    'CREATE INDEX "expenseTag_on_tagId" ON "expenseTag"("tagId")',
    'CREATE TABLE "setting" ("key" TEXT PRIMARY KEY NOT NULL, "value" TEXT NOT NULL)',
    "CREATE VIRTUAL TABLE pageSearch USING fts5(\n    text, tokenize = 'unicode61 remove_diacritics 2')",
    "CREATE TRIGGER pageSearchDelete AFTER DELETE ON page BEGIN\n"
    "    DELETE FROM pageSearch WHERE rowid = old.id;\nEND",
]

JOURNEYS = [
    # slug, name, destination, start, end, currency, notes
    ("paris", "Paris 2025", "Paris", "2025-03-10", "2025-03-17", "EUR", "spring conference"),
    ("prague", "Prague 2025", None, "2025-03-11", "2025-03-14", "CZK", None),
    ("someday", "Someday", None, None, None, None, None),
]

INVOICE_TEXT = """Hotel Vltava Praha
Hotel Vltava Praha s.r.o.
Masarykovo nábřeží 28, 110 00 Praha 1, Czech Republic
INVOICE No. 2025-00318
Invoice date: 14 March 2025
Accommodation, Double Room Deluxe 3 3 400,00 12 % 10 200,00
Breakfast buffet 6 290,00 12 % 1 740,00
Minibar 1 240,00 21 % 240,00
City tax 6 50,00 0% 300,00
Total CZK 12 480,00"""

DINER_TEXT = """BLUE MOON DINER
1450 Route 9, Albany NY
03/12/2025 12:41
2 COFFEE 5.50
CLUB SANDWICH 13.95
PANCAKES 11.25
SUBTOTAL 30.70
TAX 2.08
TOTAL 34.78
VISA 34.78"""

# file in TestData, media type, journey slug, text source, page text, confidence, imported at, source
DOCUMENTS = [
    ("invoice-text-layer.pdf", "application/pdf", "prague", "pdf-text", INVOICE_TEXT, 1.0,
     "2025-03-15 09:12:30.000", "/home/anna/Scans/invoice-text-layer.pdf"),
    ("receipt-en-usd-diner-small.png", "image/png", None, "ocr", DINER_TEXT, 0.87,
     "2025-03-15 09:12:41.250", "/home/anna/Scans/receipt-en-usd-diner-small.png"),
]

CATEGORIES = ["Lodging", "Food", "Transport"]
TAGS = ["business", "reimbursable"]

# document (1-based or None), journey, status, merchant, minor units, currency, date, category,
# notes, confidence (JSON), filed by, tags
EXPENSES = [
    (1, "prague", "draft", "Hotel Vltava Praha", 1248000, "CZK", "2025-03-14", "Lodging", None,
     {"merchant": 0.96, "total": 0.93, "currency": 0.9, "date": 0.88}, "date-range", ["business"]),
    (2, None, "confirmed", "Blue Moon Diner", 3478, "USD", "2025-03-12", "Food", "lunch with the team",
     {"merchant": 0.81, "total": 0.95, "currency": 0.7, "date": 0.9}, "unfiled", []),
    (None, "paris", "confirmed", "Taxi G7", 3200, "EUR", "2025-03-12", "Transport", None, None, "manual",
     ["business", "reimbursable"]),
    (None, "paris", "rejected", "Musée d'Orsay", 1600, "EUR", "2025-03-13", None, "paid privately",
     None, "manual", []),
]

CREATED_AT = "2025-03-15 09:13:05.500"


def decimal_string(minor: int, currency: str) -> str:
    digits = 0 if currency == "JPY" else 2
    return f"{minor / 10 ** digits:.{digits}f}" if digits else str(minor)


def build(out_root: Path) -> Path:
    vault = out_root / "vault-v1"
    if vault.exists():
        shutil.rmtree(vault)
    (vault / "objects").mkdir(parents=True)
    db = sqlite3.connect(vault / "vault.sqlite")
    db.execute("PRAGMA journal_mode = WAL")
    for statement in V1_SCHEMA:
        db.execute(statement)
    db.execute("INSERT INTO grdb_migrations VALUES (?)", (MIGRATION,))
    journey_ids = {}
    for row in JOURNEYS:
        cursor = db.execute(
            'INSERT INTO journey (slug, name, destination, startDate, endDate, currency, notes) '
            "VALUES (?, ?, ?, ?, ?, ?, ?)", row)
        journey_ids[row[0]] = cursor.lastrowid
    expected_documents = []
    for name, media, journey, source, text, confidence, imported, origin in DOCUMENTS:
        data = (ROOT / "TestData" / name).read_bytes()
        sha = hashlib.sha256(data).hexdigest()
        extension = {"application/pdf": "pdf", "image/png": "png", "image/jpeg": "jpg"}[media]
        folder = vault / "objects" / sha[:2]
        folder.mkdir(exist_ok=True)
        (folder / f"{sha}.{extension}").write_bytes(data)
        cursor = db.execute(
            'INSERT INTO document (sha256, originalName, mediaType, size, pageCount, journeyId, kind, '
            "textSource, importedAt, source) VALUES (?, ?, ?, ?, 1, ?, NULL, ?, ?, ?)",
            (sha, name, media, len(data), journey_ids.get(journey), source, imported, origin))
        document_id = cursor.lastrowid
        page = db.execute(
            'INSERT INTO page (documentId, number, text, confidence, source) VALUES (?, 1, ?, ?, ?)',
            (document_id, text, confidence, source)).lastrowid
        db.execute("INSERT INTO pageSearch (rowid, text) VALUES (?, ?)", (page, text))
        expected_documents.append(
            {"id": document_id, "originalName": name, "sha256": sha, "journey": journey, "pages": 1})
    category_ids = {n: db.execute("INSERT INTO category (name) VALUES (?)", (n,)).lastrowid for n in CATEGORIES}
    tag_ids = {n: db.execute("INSERT INTO tag (name) VALUES (?)", (n,)).lastrowid for n in TAGS}
    db.execute("INSERT INTO documentTag (documentId, tagId) VALUES (1, ?)", (tag_ids["business"],))
    expected_expenses = []
    for (document, journey, status, merchant, minor, currency, date, category, notes, confidence, filed,
         tags) in EXPENSES:
        cursor = db.execute(
            'INSERT INTO expense (documentId, journeyId, status, merchant, amountMinor, currency, date, '
            "categoryId, notes, confidence, evidence, filedBy, createdAt, updatedAt) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)",
            (document, journey_ids.get(journey), status, merchant, minor, currency, date,
             category_ids.get(category), notes, json.dumps(confidence, sort_keys=True) if confidence else None,
             filed, CREATED_AT, CREATED_AT))
        for tag in tags:
            db.execute("INSERT INTO expenseTag (expenseId, tagId) VALUES (?, ?)", (cursor.lastrowid, tag_ids[tag]))
        expected_expenses.append({
            "id": cursor.lastrowid, "document": document, "journey": journey, "status": status,
            "merchant": merchant, "total": decimal_string(minor, currency), "currency": currency,
            "date": date, "category": category, "tags": tags})
    db.execute("INSERT INTO setting (key, value) VALUES ('currency', 'EUR')")
    db.commit()
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    expected = {
        "migration": MIGRATION,
        "journeys": [{"slug": j[0], "name": j[1], "from": j[3], "to": j[4], "currency": j[5]} for j in JOURNEYS],
        "documents": expected_documents,
        "expenses": expected_expenses,
        "settings": {"currency": "EUR"},
    }
    (vault / "expected.json").write_text(json.dumps(expected, indent=2, ensure_ascii=False) + "\n",
                                         encoding="utf-8")
    return vault


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "TestData")
    args = parser.parse_args()
    print(f"wrote {build(args.out)}")


if __name__ == "__main__":
    main()
