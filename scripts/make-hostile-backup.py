#!/usr/bin/env python3
"""Makes a hostile copy of a `vault backup` archive, for the restore tests.

    make-hostile-backup.py GOOD.zip OUT.zip KIND

GOOD.zip is an archive `vault backup` wrote (with at least one document). OUT.zip is the same
archive with one attack in it and a manifest whose checksums match again, so only vault's own
checks of the database and the sizes can refuse it. KIND is one of:

  digest           a document's sha256 is '../../../../x/taxes-2024' (the escape of finding 1)
  media-type       a document's mediaType is 'application/x-msdownload'
  trigger          an extra trigger: AFTER INSERT ON page, DELETE FROM expense
  trigger-body     vault's own pageSearchDelete trigger with another body
  view             an extra recursive view that never ends
  table            an extra table
  table-definition vault's document table with a column vault does not make, whose CHECK
                   runs on every insert (a migration's too) whatever it computes
  missing-object   a document's stored file is left out of the archive and its manifest
  empty-database   vault.sqlite is an empty file
  manifest-bomb    manifest.json padded to 80 MiB of spaces (a few hundred KB compressed)

For `digest` and `media-type` the database is made to look like one written before vault
checked those columns itself (its checks and their migrations removed, and v10-reservations,
which widens the checks, taken back), as an older vault's backup would be.
"""
import hashlib
import json
import os
import re
import sqlite3
import sys
import tempfile
import zipfile

SQL = {
    "trigger": ["CREATE TRIGGER wipe AFTER INSERT ON page BEGIN DELETE FROM expense; END"],
    "trigger-body": [
        "DROP TRIGGER pageSearchDelete",
        "CREATE TRIGGER pageSearchDelete AFTER DELETE ON page BEGIN DELETE FROM expense; END",
    ],
    "view": [
        "CREATE VIEW forever AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT i FROM n"
    ],
    "table": ["CREATE TABLE notes (text TEXT)"],
    "table-definition": ["ALTER TABLE document ADD COLUMN padding BLOB CHECK (length(zeroblob(1000)) > 0)"],
}

# A vault from before v7-object-names: without the checks, nor what later migrations made
# (v8-mail's tables, and its own version of the checks).
OLD_SCHEMA = [
    "DROP TRIGGER IF EXISTS documentObjectNameInsert",
    "DROP TRIGGER IF EXISTS documentObjectNameUpdate",
    "DROP TABLE IF EXISTS mailAttachment",
    "DROP TABLE IF EXISTS mailMessage",
    "DELETE FROM grdb_migrations WHERE identifier IN ('v7-object-names', 'v8-mail')",
]


def undo_v10(db):
    """Takes back what v10-reservations did (its columns and index, the booking table's wider
    CHECK, the text/html checks), so that v7 and v8, run again on restore, come before it."""
    db.execute("DROP INDEX IF EXISTS bookingReservationNumber")
    for column in ("reservationNumber", "reservationStatus", "reservationModified", "markupNote"):
        db.execute(f'ALTER TABLE booking DROP COLUMN "{column}"')
    (sql,) = db.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'booking'").fetchone()
    indexes = [row[0] for row in db.execute(
        "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'booking' AND sql IS NOT NULL")]
    narrow = re.sub(r"\('transport', 'stay', 'rental'[^)]*\)", "('transport', 'stay', 'rental')", sql)
    db.execute("CREATE TABLE bookingOld " + narrow[narrow.index("("):])
    db.execute("INSERT INTO bookingOld SELECT * FROM booking")
    db.execute("DROP TABLE booking")
    db.execute("ALTER TABLE bookingOld RENAME TO booking")
    for statement in indexes:
        db.execute(statement)
    db.execute("DELETE FROM grdb_migrations WHERE identifier = 'v10-reservations'")


def main():
    good, out, kind = sys.argv[1:4]
    with zipfile.ZipFile(good) as archive:
        manifest = json.loads(archive.read("manifest.json"))
        entries = {name: archive.read(name) for name in archive.namelist() if name != "manifest.json"}
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "vault.sqlite")
        with open(path, "wb") as f:
            f.write(entries["vault.sqlite"])
        db = sqlite3.connect(path)
        first = "(SELECT MIN(id) FROM document)"
        if kind in SQL:
            for statement in SQL[kind]:
                db.execute(statement)
        elif kind == "digest":
            undo_v10(db)
            for statement in OLD_SCHEMA:
                db.execute(statement)
            db.execute(f"UPDATE document SET sha256 = '../../../../x/taxes-2024' WHERE id = {first}")
        elif kind == "media-type":
            undo_v10(db)
            for statement in OLD_SCHEMA:
                db.execute(statement)
            db.execute(f"UPDATE document SET mediaType = 'application/x-msdownload' WHERE id = {first}")
        elif kind == "missing-object":
            sha256, = db.execute(f"SELECT sha256 FROM document WHERE id = {first}").fetchone()
            for name in [n for n in entries if sha256 in n]:
                del entries[name]
            manifest["counts"]["objects"] -= 1
        elif kind not in ("empty-database", "manifest-bomb"):
            sys.exit(f"unknown kind {kind}")
        db.commit()
        db.close()
        with open(path, "rb") as f:
            entries["vault.sqlite"] = b"" if kind == "empty-database" else f.read()
    manifest["files"] = [
        {"path": name, "size": len(body), "sha256": hashlib.sha256(body).hexdigest()}
        for name, body in sorted(entries.items())
    ]
    text = json.dumps(manifest, indent=2)
    if kind == "manifest-bomb":
        text += " " * (80 << 20)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, body in sorted(entries.items()):
            archive.writestr(name, body)
        archive.writestr("manifest.json", text)


if __name__ == "__main__":
    main()
