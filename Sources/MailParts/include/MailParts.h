#ifndef VAULT_MAIL_PARTS_H
#define VAULT_MAIL_PARTS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What one part of a message is, as `vault_mail_parse` hands it over.
typedef enum {
    /// A text/plain body, converted to UTF-8.
    VAULT_MAIL_PLAIN = 0,
    /// A text/html body, converted to UTF-8 (still HTML: see `vault_html_text`).
    VAULT_MAIL_HTML = 1,
    /// Any other leaf part (or a text part sent as an attachment): its decoded bytes.
    VAULT_MAIL_ATTACHMENT = 2,
    /// The head of a forwarded message (`message/rfc822`): `From:`, `Subject:` and `Date:`
    /// lines as UTF-8 text, before that message's own parts.
    VAULT_MAIL_FORWARDED = 3,
} vault_mail_part_kind;

/// Why a message was refused.
typedef enum {
    VAULT_MAIL_OK = 0,
    /// GMime found no message in the bytes.
    VAULT_MAIL_NOT_A_MESSAGE = 1,
    /// Parts nested deeper than `max_depth` (multiparts inside forwarded messages ...).
    VAULT_MAIL_TOO_DEEP = 2,
    /// More MIME parts than `max_parts`.
    VAULT_MAIL_TOO_MANY_PARTS = 3,
    /// More attachments than `max_attachments`.
    VAULT_MAIL_TOO_MANY_ATTACHMENTS = 4,
    /// The decoded parts add up to more than `max_total_bytes`.
    VAULT_MAIL_TOO_LARGE = 5,
} vault_mail_status;

typedef struct {
    vault_mail_part_kind kind;
    /// `type/subtype`, lower case.
    char *content_type;
    /// The file name the part carries (decoded), or NULL.
    char *filename;
    unsigned char *data;
    size_t length;
    /// How many forwarded messages this part is inside (0: the message itself).
    int depth;
} vault_mail_part;

typedef struct {
    vault_mail_status status;
    /// For a refusal: the count or depth that passed the limit.
    size_t found;
    /// The sender, subject and Message-ID as UTF-8 (encoded words decoded), or NULL.
    char *from;
    char *subject;
    char *message_id;
    /// The Date header: seconds since 1970 and the offset from UTC it was written in.
    int has_date;
    long long date_unix;
    int date_offset_seconds;
    vault_mail_part *parts;
    size_t part_count;
} vault_mail;

typedef struct {
    int max_depth;
    size_t max_parts;
    size_t max_attachments;
    size_t max_total_bytes;
} vault_mail_limits;

/// Parses the RFC 5322 message in `bytes` with GMime: headers, then every part in order
/// (for a multipart/alternative only its best body: HTML, else plain text). Never NULL;
/// free with `vault_mail_free`. Thread-safe (GMime is initialised once).
vault_mail *vault_mail_parse(const unsigned char *bytes, size_t length, vault_mail_limits limits);

void vault_mail_free(vault_mail *mail);

/// The text of an HTML document (UTF-8), laid out as a reader sees it: blocks, rows and
/// `<br>` start lines, table cells on one row are kept apart by three spaces, scripts and
/// styles left out. At most `max_output` bytes; free with `free`. NULL when nothing parses.
char *vault_html_text(const unsigned char *html, size_t length, size_t max_output);

/// The schema.org markup of an HTML document (UTF-8) as records, each ended by 0x1E, their
/// fields split by 0x1F (both taken out of every value):
/// `J` + the text of a `<script type="application/ld+json">`;
/// `I` + itemprop + itemtype where an element with `itemscope` starts an item, `E` where it ends;
/// `P` + itemprop + value for a property of the item around it (`content`, `href`, `src`,
/// `datetime` or `value` where the element has one, else its text).
/// At most `max_output` bytes; free with `free`. NULL when nothing parses.
char *vault_html_markup(const unsigned char *html, size_t length, size_t max_output);

#ifdef __cplusplus
}
#endif

#endif
