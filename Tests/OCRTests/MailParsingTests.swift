import Foundation
import Mail
import OCR
import Testing

/// GMime and libxml2 through vault's shim: what a message's parts and an HTML body become.
@Suite struct MailParsingTests {
    static func message(_ text: String) -> [UInt8] {
        Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
    }

    @Test func encodedWordsQuotedPrintableAndBase64AreDecoded() throws {
        let body = Data("Grüße aus Wien".utf8).base64EncodedString()
        let bytes = Self.message(
            """
            From: =?ISO-8859-1?Q?J=F6rg_M=FCller?= <j@example.org>
            Subject: =?UTF-8?B?UmVpc2UgbmFjaCBXaWVu?= =?UTF-8?Q?_=E2=86=92_Zug?=
            Date: Fri, 02 May 2025 07:30:00 +0200
            MIME-Version: 1.0
            Content-Type: multipart/mixed; boundary="m"

            --m
            Content-Type: text/plain; charset=iso-8859-1
            Content-Transfer-Encoding: quoted-printable

            Abfahrt =
            07:30 M=FCnchen
            --m
            Content-Type: text/plain; charset=utf-8
            Content-Transfer-Encoding: base64

            \(body)
            --m--
            """)
        #expect(MediaType.detect(leadingBytes: bytes) == .mail)
        let mail = try MailMessage(bytes: bytes, path: "m.eml")
        #expect(mail.from == "Jörg Müller <j@example.org>")
        #expect(mail.subject == "Reise nach Wien → Zug")
        #expect(mail.date == Date(timeIntervalSince1970: 1_746_163_800))
        #expect(mail.dateOffsetSeconds == 7200)
        #expect(mail.text.contains("Abfahrt 07:30 München"))
        #expect(mail.text.contains("Grüße aus Wien"))
        #expect(mail.originator == "Jörg Müller")
    }

    @Test func anAlternativeIsReadFromItsHTMLAndTablesKeepTheirColumns() throws {
        let bytes = Self.message(
            """
            From: shop@example.org
            Subject: order
            Content-Type: multipart/alternative; boundary="a"

            --a
            Content-Type: text/plain

            PLAIN VERSION
            --a
            Content-Type: text/html; charset=utf-8

            <html><head><style>td{color:red}</style><script>alert('x')</script></head><body>
            <table><tr><td>Departure</td><td>Fri 14 Mar 2025&nbsp;22:10</td></tr>
            <tr><td>Total</td><td><b>EUR</b> 12.50</td></tr></table><p>Line one<br>Line two</p>
            </body></html>
            --a--
            """)
        let mail = try MailMessage(bytes: bytes, path: "a.eml")
        let lines = mail.text.split(separator: "\n").map(String.init)
        #expect(!mail.text.contains("PLAIN VERSION"))
        #expect(!mail.text.contains("alert") && !mail.text.contains("color"))
        #expect(lines.contains("Departure   Fri 14 Mar 2025 22:10"), "\(lines)")
        #expect(lines.contains("Total   EUR 12.50"), "\(lines)")
        #expect(lines.contains("Line one") && lines.contains("Line two"), "\(lines)")
        // A bare address names its sender by the domain.
        #expect(mail.originator == "example.org")
    }

    @Test func aForwardedMessageBringsItsHeadAndAttachments() throws {
        let pdf = Data("%PDF-1.4 tiny".utf8).base64EncodedString()
        let bytes = Self.message(
            """
            From: me@example.org
            Date: Mon, 03 Feb 2025 09:00:00 +0000
            Content-Type: multipart/mixed; boundary="o"

            --o
            Content-Type: text/plain

            see below
            --o
            Content-Type: message/rfc822

            From: Rail Co <tickets@rail.example>
            Subject: Your ticket
            Content-Type: multipart/mixed; boundary="i"

            --i
            Content-Type: text/plain

            > Train   LR 1
            --i
            Content-Type: application/pdf
            Content-Disposition: attachment; filename="../../ticket.pdf"
            Content-Transfer-Encoding: base64

            \(pdf)
            --i--
            --o--
            """)
        let mail = try MailMessage(bytes: bytes, path: "f.eml")
        #expect(mail.forwardedFrom == ["Rail Co <tickets@rail.example>"])
        #expect(mail.originator == "Rail Co")
        #expect(mail.text.contains("Subject: Your ticket"))
        #expect(mail.text.contains("\nTrain   LR 1"), "quote marks are taken off: \(mail.text)")
        #expect(mail.attachments.count == 1)
        #expect(mail.attachments.first?.bytes == Array("%PDF-1.4 tiny".utf8))
        #expect(mail.attachments.first?.depth == 1)
        #expect(mail.attachments.first?.name == "../../ticket.pdf")
    }

    @Test func limitsRefuseHostileMessages() throws {
        var text = "From: a@example.org\nSubject: deep\nContent-Type: multipart/mixed; boundary=\"b0\"\n\n"
        for level in 1...30 { text += "--b\(level - 1)\nContent-Type: multipart/mixed; boundary=\"b\(level)\"\n\n" }
        text += "--b30\nContent-Type: text/plain\n\nhi\n"
        let limits = MailLimits(maxDepth: 16, maxParts: 200)
        #expect(throws: MailError.tooDeep(path: "d.eml", depth: 17, limit: 16)) {
            try MailMessage(bytes: Self.message(text), path: "d.eml", limits: limits)
        }
        let small = MailLimits(maxDecodedBytes: 10)
        let big = "From: a@example.org\nSubject: big\n\n" + String(repeating: "x", count: 100)
        do {
            _ = try MailMessage(bytes: Self.message(big), path: "b.eml", limits: small)
            Issue.record("a body over the limit was read")
        } catch .tooLarge(_, let bytes, let limit) {
            #expect(bytes >= 100 && limit == 10)
        } catch {
            Issue.record("refused for another reason: \(error)")
        }
        // A million nested elements are walked without recursion, and the text is capped.
        let html = String(repeating: "<div>", count: 200_000) + "deep" + String(repeating: "</div>", count: 200_000)
        let laidOut = HTMLText.text(of: Array(html.utf8), maxBytes: 1000)
        #expect(laidOut.utf8.count <= 1000)
    }

    @Test func plainTextIsNoMessage() {
        #expect(MediaType.detect(leadingBytes: Array("Dear Sir,\nFrom: nobody\n".utf8)) == nil)
        #expect(MediaType.detect(leadingBytes: Array("From: a@b\nX-Note: 1\n\nbody".utf8)) == nil)
        #expect(MediaType.detect(leadingBytes: Array("From a@b Mon Feb 3 2025\nFrom: a@b\nTo: c@d\n\n".utf8)) == .mail)
    }
}
