import Foundation
import Testing
import Vault

/// A journey's bookings, notes and places are counted by backups, checked by restore and
/// looked after by `vault doctor`, like documents and expenses.
@Suite struct TravelPlanHealthTests {
    private struct Report: Decodable {
        struct Fault: Decodable, Equatable {
            var table: String
            var id: Int64
            var problem: String
        }
        var travelPlansChecked: Int
        var travelPlanFaults: [Fault]
    }

    /// A vault with a journey, an overnight flight, a stay, a note and a place.
    private func plannedVault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        let steps = [
            ["journey", "add", "paris", "--name", "Paris", "--from", "2025-03-09", "--to", "2025-03-18"],
            [
                "booking", "add", "transport", "--mode", "flight", "--number", "SL 1", "--from", "New York (JFK)",
                "--to", "Paris (CDG)", "--departure", "2025-03-10T22:10", "--arrival", "2025-03-11T11:05",
            ],
            [
                "booking", "add", "stay", "--hotel", "Lilas", "--check-in", "2025-03-11T15:00", "--check-out",
                "2025-03-17",
            ],
            ["journey", "note", "paris", "bring the adapter"],
            ["place", "add", "paris", "Louvre"],
        ]
        for step in steps {
            let result = try vault.run(step)
            #expect(result.status == 0, "\(step): \(result.stderr)")
        }
        return vault
    }

    @Test func backupCountsThePlansAndRestoreRefusesAnArchiveMissingOne() throws {
        let vault = try plannedVault()
        defer { vault.remove() }
        let scratch = try vault.scratch()
        let archive = scratch.appendingPathComponent("plans.zip")
        let backup = try vault.run(["backup", archive.path])
        #expect(backup.status == 0, "\(backup.stderr)")
        #expect(backup.stdout.contains("2 bookings, 1 note, 1 place, "), "\(backup.stdout)")

        let target = scratch.appendingPathComponent("restored")
        let restored = try VaultProcess.run(["restore", archive.path, "--vault", target.path])
        #expect(restored.status == 0, "\(restored.stderr)")
        #expect(restored.stdout.contains("2 bookings, 1 note, 1 place"), "\(restored.stdout)")
        let listed = try VaultProcess.run(["booking", "list", "--vault", target.path])
        #expect(listed.stdout == (try vault.run(["booking", "list"])).stdout)

        // The same archive with one booking taken out of its database, its digest made to fit.
        let tampered = scratch.appendingPathComponent("tampered.zip")
        let script = """
            import hashlib, json, os, sqlite3, sys, tempfile, zipfile
            source, out = sys.argv[1], sys.argv[2]
            work = tempfile.mkdtemp()
            with zipfile.ZipFile(source) as z:
                names = z.namelist()
                z.extractall(work)
            db = sqlite3.connect(os.path.join(work, "vault.sqlite"))
            db.execute("DELETE FROM booking WHERE id = (SELECT MAX(id) FROM booking)")
            db.commit(); db.close()
            manifest = json.load(open(os.path.join(work, "manifest.json")))
            for entry in manifest["files"]:
                body = open(os.path.join(work, entry["path"]), "rb").read()
                entry["size"], entry["sha256"] = len(body), hashlib.sha256(body).hexdigest()
            with zipfile.ZipFile(out, "w") as z:
                for n in names:
                    if n != "manifest.json":
                        z.write(os.path.join(work, n), n)
                z.writestr("manifest.json", json.dumps(manifest))
            """
        let made = try #require(try runTool("python3", ["-c", script, archive.path, tampered.path]))
        try #require(made.status == 0, "\(made.stderr)")
        let refused = try VaultProcess.run(["restore", "--check", tampered.path])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("holds 1 booking rows where its manifest counts 2"), "\(refused.stderr)")
    }

    @Test func doctorFindsPlansNoCommandCanShowAndRepairMendsWhatItSays() throws {
        let vault = try plannedVault()
        defer { vault.remove() }
        let healthy = try vault.json(Report.self, ["doctor"])
        #expect(healthy.travelPlansChecked == 4)
        #expect(healthy.travelPlanFaults.isEmpty)
        #expect(try vault.run(["doctor"]).stdout.contains("travel plans    ok (4 bookings, notes and places)"))

        // An arrival moved before its departure; a zone this system lacks; a start no one can
        // read, in a booking whose journey is gone (written with foreign keys off, as an older
        // tool or a hand edit might).
        let opened = try Vault.openExisting(VaultLayout(root: vault.root))
        try opened.database.pool.writeWithoutTransaction { db in
            try db.execute(sql: "UPDATE booking SET endAt = '2025-03-10T11:05' WHERE id = 1")
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(
                sql: "UPDATE booking SET startZone = 'Mars/Olympus', startAt = 'soon', journeyId = 99 WHERE id = 2")
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
        #expect(try vault.run(["booking", "list"]).status != 0, "a start no one can read stops the listing")
        let found = try vault.json(Report.self, ["doctor"])
        let expected: [Report.Fault] = [
            .init(table: "booking", id: 1, problem: "endsBeforeStart"),
            .init(table: "booking", id: 2, problem: "journeyGone"),
            .init(table: "booking", id: 2, problem: "unknownZone"),
            .init(table: "booking", id: 2, problem: "unreadableTime"),
        ]
        #expect(found.travelPlanFaults == expected)
        let text = try vault.run(["doctor"])
        #expect(text.status == 1)
        #expect(text.stdout.contains("booking 1: it ends (2025-03-10T11:05) before it starts (2025-03-10T22:10)"))
        #expect(text.stdout.contains("run `vault doctor --repair` to mend 2 booking faults"), "\(text.stdout)")

        let repair = try vault.run(["doctor", "--repair"])
        #expect(repair.status == 1, "a zone and an arrival only the owner can correct remain")
        #expect(repair.stdout.contains("repaired: booking 2: left unfiled"), "\(repair.stdout)")
        #expect(repair.stdout.contains("repaired: booking 2: cleared startAt"), "\(repair.stdout)")
        #expect(repair.stdout.contains("cannot fix: booking 1: it ends"), "\(repair.stdout)")
        let after = try vault.json(Report.self, ["doctor"])
        #expect(after.travelPlanFaults.map(\.problem) == ["endsBeforeStart", "unknownZone"])
        let listed = try vault.run(["booking", "list"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("stay Lilas"), "\(listed.stdout)")
    }
}
