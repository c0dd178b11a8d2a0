import Foundation
import Testing

/// Places to visit are listed and removed on their own, not only through `journey show`.
@Suite struct PlaceCommandTests {
    @Test func placesAreListedAndRemovedWithConfirmation() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "paris", "--name", "Paris"]).status == 0)
        #expect(
            try vault.run(["place", "list", "paris"]).stdout
                == "No places in journey paris. Add one: vault place add paris NAME\n")
        #expect(
            try vault.run(["place", "add", "paris", "Musée d'Orsay", "--date", "2025-03-12", "--category", "museum"])
                .status == 0)
        #expect(try vault.run(["place", "add", "paris", "Canal Saint-Martin"]).status == 0)
        #expect(try vault.run(["place", "done", "2"]).status == 0)
        let listed = try vault.run(["place", "list", "paris"])
        #expect(
            listed.stdout == "[ ] 1 Musée d'Orsay  (2025-03-12, museum)\n[x] 2 Canal Saint-Martin\n", "\(listed.stdout)"
        )
        let unasked = try vault.run(["place", "rm", "1"])
        #expect(unasked.status == 64 && unasked.stderr.contains("refusing to remove places without confirmation"))
        #expect(try vault.run(["place", "rm", "1", "--yes"]).stdout == "removed 1 place\n")
        #expect(try vault.run(["place", "list", "paris"]).stdout == "[x] 2 Canal Saint-Martin\n")
        let missing = try vault.run(["place", "rm", "9", "--yes"])
        #expect(missing.status == 66, "\(missing.stderr)")
    }
}
