import Foundation
import HTTPTypes
import Hummingbird
import Mustache

/// Renders the compiled-in Mustache templates into HTML responses. Every page gets the CSRF
/// token its forms and scripts send back.
struct PageRenderer: Sendable {
    let library: MustacheLibrary
    let csrf: String

    init(csrf: String) throws {
        var library = MustacheLibrary()
        for (name, text) in Templates.all { try library.register(text, named: name) }
        self.library = library
        self.csrf = csrf
    }

    /// The page `template` filled with `values` (escaped as HTML unless a template uses `{{{ }}}`).
    func html(_ template: String, _ values: [String: Any], status: HTTPResponse.Status = .ok) -> Response {
        var context = values
        context["csrf"] = csrf
        let text = library.render(context, withTemplate: template) ?? "template \(template) is missing"
        return Self.response(text, type: "text/html; charset=utf-8", status: status)
    }

    /// A page saying what went wrong, with `status`.
    func error(_ status: HTTPResponse.Status, _ message: String) -> Response {
        html("error", ["status": status.code, "reason": status.reasonPhrase, "message": message], status: status)
    }

    /// The form that asks for the access token.
    func unlock(status: HTTPResponse.Status, message: String?) -> Response {
        html("unlock", ["message": message ?? "", "hasMessage": message != nil], status: status)
    }

    static func response(_ text: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
        bytes(ByteBuffer(string: text), type: type, status: status)
    }

    static func bytes(_ buffer: ByteBuffer, type: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: type, .contentLength: String(buffer.readableBytes)],
            body: ResponseBody(byteBuffer: buffer))
    }

    /// A 303 to `location` (after a POST, so reloading the page does not post again).
    static func redirect(_ location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location, .contentLength: "0"])
    }
}
