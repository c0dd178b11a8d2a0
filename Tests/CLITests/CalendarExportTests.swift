import Foundation
import Testing

/// `vault journey ics` and `vault ics --all` write RFC 5545 that a strict parser (the PyPI
/// `icalendar` package, installed by `.ci/run` and `scripts/setup.sh`) reads back with the
/// expected events, times in UTC from each place's time zone, and alarms.
@Suite struct CalendarExportTests {
    /// Parses `file` with icalendar and prints one line per event:
    /// `UID|SUMMARY|DTSTART as UTC ISO|DTEND as UTC ISO|alarm trigger`.
    static let check = """
        import sys
        from datetime import timezone
        from icalendar import Calendar
        data = open(sys.argv[1], 'rb').read()
        assert b'\\r\\n' in data and all(len(l) <= 75 for l in data.split(b'\\r\\n')), 'CRLF lines of 75 octets'
        cal = Calendar.from_ical(data)
        assert cal['VERSION'] == '2.0' and cal['PRODID'], 'VERSION and PRODID'
        for event in cal.walk('VEVENT'):
            for key in ('UID', 'DTSTAMP', 'DTSTART', 'SUMMARY'):
                assert key in event, key
            def utc(key):
                value = event.decoded(key)
                return value.astimezone(timezone.utc).strftime('%Y-%m-%dT%H:%MZ') if value.tzinfo else value.isoformat()
            alarms = [a for a in event.walk('VALARM')]
            assert all(a['ACTION'] == 'DISPLAY' and a['DESCRIPTION'] for a in alarms), 'alarm fields'
            trigger = alarms[0].decoded('TRIGGER') if alarms else None
            print('|'.join([str(event['UID']), str(event['SUMMARY']), utc('DTSTART'), utc('DTEND'),
                            str(int(trigger.total_seconds() // 3600)) + 'h' if trigger is not None else '-']))
        """

    static func parse(_ file: URL) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", check, file.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "icalendar: \(String(decoding: err, as: UTF8.self))")
        return String(decoding: out, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func journeyCalendarHoldsTheEventsTimesAndAlarms() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(
            try vault.run(["journey", "add", "paris", "--name", "Paris", "--from", "2025-03-10", "--to", "2025-03-17"])
                .status == 0)
        #expect(
            try vault.run(["journey", "add", "lyon", "--name", "Lyon", "--from", "2025-03-11", "--to", "2025-03-16"])
                .status == 0)
        let imported = try vault.run([
            "import", "--jobs", "1", VaultProcess.fixture("booking-flight-en-skylark.pdf"),
            VaultProcess.fixture("booking-hotel-en-roomharbor.pdf"), VaultProcess.fixture("booking-car-fr-rouleo.pdf"),
        ])
        #expect(imported.status == 0, "\(imported.stderr)")
        let file = vault.root.appendingPathComponent("paris.ics")
        #expect(try vault.run(["journey", "ics", "paris", "--output", file.path]).status == 0)
        let events = try Self.parse(file)
        #expect(
            events == [
                // London is on GMT in March, Paris on CET (UTC+1); 24 hours before a flight.
                "vault-booking-1@vault|Flight SL 482 London Heathrow (LHR) → Paris Charles de Gaulle (CDG)|"
                    + "2025-03-10T07:45Z|2025-03-10T09:05Z|-24h",
                // Check-in at 15:00 Paris time, reminded at 18:00 the evening before (21 hours).
                "vault-booking-3@vault|Stay: Hôtel des Lilas|2025-03-10T14:00Z|2025-03-17T10:00Z|-21h",
                "vault-booking-2@vault|Flight SL 487 Paris Charles de Gaulle (CDG) → London Heathrow (LHR)|"
                    + "2025-03-17T17:30Z|2025-03-17T18:55Z|-24h",
            ], "\(events)")
        // The same bookings give the same UIDs, so a calendar updates its events; every
        // booking of the vault (the car in Lyon too) is in `ics --all`.
        let all = vault.root.appendingPathComponent("all.ics")
        #expect(try vault.run(["ics", "--all", "--output", all.path]).status == 0)
        let allEvents = try Self.parse(all)
        #expect(allEvents.count == 4)
        #expect(Set(events).isSubset(of: Set(allEvents)))
        #expect(
            allEvents.contains(
                "vault-booking-4@vault|Car rental: ROULÉO|2025-03-12T10:30Z|2025-03-15T17:00Z|-2h"), "\(allEvents)")
        let stdout = try vault.run(["journey", "ics", "paris"])
        #expect(stdout.stdout.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        // Descriptions name the fields in words (`check-in:`), not by their JSON keys.
        let unfolded = stdout.stdout.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("check-in: 2025-03-10 15:00"), "\(unfolded)")
        #expect(!unfolded.contains("checkIn:"), "\(unfolded)")
        #expect(try vault.run(["ics"]).status == 64)
    }
}
