// E-mail messages through GMime, HTML bodies through libxml2's HTML parser. Everything the
// Swift side gets is plain C memory (UTF-8 strings and byte buffers), freed by vault_mail_free.

#include "MailParts.h"

#include <ctype.h>
#include <gmime/gmime.h>
#include <libxml/HTMLparser.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static pthread_once_t init_once = PTHREAD_ONCE_INIT;

static void initialise(void) {
    g_mime_init();
    xmlInitParser();
}

typedef struct {
    vault_mail *mail;
    vault_mail_limits limits;
    size_t capacity;
    size_t visited;
    size_t attachments;
    size_t total_bytes;
} walk_state;

static char *copy_string(const char *text) {
    if (text == NULL) return NULL;
    return strdup(text);
}

/// `text` as valid UTF-8 (GMime's header decoding already converts; this guards the rest).
static char *valid_utf8(const char *text) {
    if (text == NULL) return NULL;
    gchar *valid = g_utf8_make_valid(text, -1);
    char *result = strdup(valid);
    g_free(valid);
    return result;
}

static int add_part(
    walk_state *state, vault_mail_part_kind kind, const char *content_type, const char *filename, unsigned char *data,
    size_t length, int depth) {
    vault_mail *mail = state->mail;
    if (mail->part_count == state->capacity) {
        size_t capacity = state->capacity == 0 ? 8 : state->capacity * 2;
        vault_mail_part *grown = realloc(mail->parts, capacity * sizeof(vault_mail_part));
        if (grown == NULL) {
            free(data);
            return 0;
        }
        mail->parts = grown;
        state->capacity = capacity;
    }
    vault_mail_part *part = &mail->parts[mail->part_count++];
    part->kind = kind;
    part->content_type = copy_string(content_type);
    part->filename = valid_utf8(filename);
    part->data = data;
    part->length = length;
    part->depth = depth;
    return 1;
}

/// The decoded content of a leaf part (transfer encoding undone), or NULL.
static unsigned char *decoded_content(GMimePart *part, size_t *length) {
    GMimeDataWrapper *content = g_mime_part_get_content(part);
    *length = 0;
    if (content == NULL) return NULL;
    GMimeStream *stream = g_mime_stream_mem_new();
    g_mime_data_wrapper_write_to_stream(content, stream);
    GByteArray *array = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(stream));
    unsigned char *bytes = malloc(array->len + 1);
    if (bytes != NULL) {
        memcpy(bytes, array->data, array->len);
        bytes[array->len] = 0;
        *length = array->len;
    }
    g_object_unref(stream);
    return bytes;
}

/// Text in `charset` as UTF-8 (invalid sequences replaced); takes `bytes` over.
static unsigned char *to_utf8(unsigned char *bytes, size_t *length, const char *charset) {
    if (bytes == NULL) return NULL;
    gchar *converted = NULL;
    gsize written = 0;
    if (charset != NULL && g_ascii_strcasecmp(charset, "utf-8") != 0 && g_ascii_strcasecmp(charset, "us-ascii") != 0) {
        const char *name = g_mime_charset_iconv_name(charset);
        converted = g_convert((const gchar *)bytes, (gssize)*length, "UTF-8", name, NULL, &written, NULL);
    }
    if (converted == NULL && !g_utf8_validate((const gchar *)bytes, (gssize)*length, NULL)) {
        // Unlabelled 8-bit text is most often Latin-1 (or Windows-1252).
        converted = g_convert((const gchar *)bytes, (gssize)*length, "UTF-8", "WINDOWS-1252", NULL, &written, NULL);
    }
    if (converted != NULL) {
        free(bytes);
        bytes = malloc(written + 1);
        if (bytes == NULL) {
            g_free(converted);
            *length = 0;
            return NULL;
        }
        memcpy(bytes, converted, written);
        bytes[written] = 0;
        *length = written;
        g_free(converted);
    }
    gchar *valid = g_utf8_make_valid((const gchar *)bytes, (gssize)*length);
    free(bytes);
    size_t valid_length = strlen(valid);
    unsigned char *result = malloc(valid_length + 1);
    if (result != NULL) memcpy(result, valid, valid_length + 1);
    *length = result != NULL ? valid_length : 0;
    g_free(valid);
    return result;
}

static int walk(walk_state *state, GMimeObject *object, int depth, int nesting);

static void add_headers(walk_state *state, GMimeMessage *message, int depth) {
    GString *text = g_string_new(NULL);
    InternetAddressList *from = g_mime_message_get_from(message);
    if (from != NULL && internet_address_list_length(from) > 0) {
        char *value = internet_address_list_to_string(from, NULL, FALSE);
        if (value != NULL) g_string_append_printf(text, "Sender: %s\n", value);
        g_free(value);
    }
    const char *subject = g_mime_message_get_subject(message);
    if (subject != NULL) g_string_append_printf(text, "Subject: %s\n", subject);
    GDateTime *date = g_mime_message_get_date(message);
    if (date != NULL) {
        gchar *value = g_date_time_format(date, "%Y-%m-%d %H:%M %z");
        if (value != NULL) g_string_append_printf(text, "Sent: %s\n", value);
        g_free(value);
    }
    size_t length = text->len;
    unsigned char *bytes = (unsigned char *)g_string_free(text, FALSE);
    unsigned char *copy = malloc(length + 1);
    if (copy != NULL) memcpy(copy, bytes, length + 1);
    g_free(bytes);
    copy = to_utf8(copy, &length, "utf-8");
    add_part(state, VAULT_MAIL_FORWARDED, "message/rfc822", NULL, copy, length, depth);
}

/// The child of a multipart/alternative worth reading: HTML, else plain text, else the last.
static GMimeObject *best_alternative(GMimeMultipart *multipart) {
    int count = g_mime_multipart_get_count(multipart);
    GMimeObject *plain = NULL;
    GMimeObject *other = NULL;
    for (int index = 0; index < count; index++) {
        GMimeObject *child = g_mime_multipart_get_part(multipart, index);
        GMimeContentType *type = g_mime_object_get_content_type(child);
        if (g_mime_content_type_is_type(type, "text", "html")) return child;
        if (GMIME_IS_MULTIPART(child)) {
            // multipart/related around an HTML body and its pictures.
            other = child;
        } else if (g_mime_content_type_is_type(type, "text", "plain")) {
            plain = child;
        } else if (other == NULL) {
            other = child;
        }
    }
    return other != NULL && GMIME_IS_MULTIPART(other) ? other : (plain != NULL ? plain : other);
}

/// Visits `object`; `nesting` counts multiparts and messages around it, `depth` forwarded
/// messages. Returns 0 once a limit is passed (the status says which).
static int walk(walk_state *state, GMimeObject *object, int depth, int nesting) {
    vault_mail *mail = state->mail;
    if (object == NULL) return 1;
    if (nesting > state->limits.max_depth) {
        mail->status = VAULT_MAIL_TOO_DEEP;
        mail->found = (size_t)nesting;
        return 0;
    }
    if (++state->visited > state->limits.max_parts) {
        mail->status = VAULT_MAIL_TOO_MANY_PARTS;
        mail->found = state->visited;
        return 0;
    }
    if (GMIME_IS_MESSAGE_PART(object)) {
        GMimeMessage *inner = g_mime_message_part_get_message(GMIME_MESSAGE_PART(object));
        if (inner == NULL) return 1;
        add_headers(state, inner, depth + 1);
        return walk(state, g_mime_message_get_mime_part(inner), depth + 1, nesting + 1);
    }
    if (GMIME_IS_MULTIPART(object)) {
        GMimeMultipart *multipart = GMIME_MULTIPART(object);
        GMimeContentType *type = g_mime_object_get_content_type(object);
        if (g_mime_content_type_is_type(type, "multipart", "alternative")) {
            return walk(state, best_alternative(multipart), depth, nesting + 1);
        }
        int count = g_mime_multipart_get_count(multipart);
        for (int index = 0; index < count; index++) {
            if (!walk(state, g_mime_multipart_get_part(multipart, index), depth, nesting + 1)) return 0;
        }
        return 1;
    }
    if (!GMIME_IS_PART(object)) return 1;
    GMimePart *part = GMIME_PART(object);
    GMimeContentType *type = g_mime_object_get_content_type(object);
    char *mime_type = type != NULL ? g_mime_content_type_get_mime_type(type) : g_strdup("text/plain");
    for (char *c = mime_type; c != NULL && *c; c++) *c = (char)tolower((unsigned char)*c);
    GMimeContentDisposition *disposition = g_mime_object_get_content_disposition(object);
    const char *filename = g_mime_part_get_filename(part);
    int attached = disposition != NULL && g_mime_content_disposition_is_attachment(disposition);
    int is_html = g_mime_content_type_is_type(type, "text", "html");
    int is_plain = g_mime_content_type_is_type(type, "text", "plain");
    vault_mail_part_kind kind = VAULT_MAIL_ATTACHMENT;
    if ((is_html || is_plain) && !attached && filename == NULL) kind = is_html ? VAULT_MAIL_HTML : VAULT_MAIL_PLAIN;
    if (kind == VAULT_MAIL_ATTACHMENT && ++state->attachments > state->limits.max_attachments) {
        mail->status = VAULT_MAIL_TOO_MANY_ATTACHMENTS;
        mail->found = state->attachments;
        g_free(mime_type);
        return 0;
    }
    size_t length = 0;
    unsigned char *data = decoded_content(part, &length);
    state->total_bytes += length;
    if (state->total_bytes > state->limits.max_total_bytes) {
        free(data);
        g_free(mime_type);
        mail->status = VAULT_MAIL_TOO_LARGE;
        mail->found = state->total_bytes;
        return 0;
    }
    if (kind != VAULT_MAIL_ATTACHMENT) {
        data = to_utf8(data, &length, g_mime_content_type_get_parameter(type, "charset"));
    }
    add_part(state, kind, mime_type, filename, data, length, depth);
    g_free(mime_type);
    return 1;
}

vault_mail *vault_mail_parse(const unsigned char *bytes, size_t length, vault_mail_limits limits) {
    pthread_once(&init_once, initialise);
    vault_mail *mail = calloc(1, sizeof(vault_mail));
    if (mail == NULL) return NULL;
    // GMime's parser descends into nested multiparts recursively: a message that declares more
    // of them than the limit allows is refused before GMime sees it.
    size_t declared = 0;
    static const char *const nested[] = {"multipart/", "message/rfc822"};
    for (size_t start = 0; start < length; start++) {
        unsigned char c = bytes[start];
        if (c != 'm' && c != 'M') continue;
        for (size_t which = 0; which < 2; which++) {
            size_t needle = strlen(nested[which]);
            if (start + needle <= length && strncasecmp((const char *)bytes + start, nested[which], needle) == 0) {
                declared++;
            }
        }
    }
    if (declared > limits.max_parts) {
        mail->status = VAULT_MAIL_TOO_MANY_PARTS;
        mail->found = declared;
        return mail;
    }
    GMimeStream *stream = g_mime_stream_mem_new_with_buffer((const char *)bytes, length);
    GMimeParser *parser = g_mime_parser_new_with_stream(stream);
    if (length >= 5 && memcmp(bytes, "From ", 5) == 0) g_mime_parser_set_format(parser, GMIME_FORMAT_MBOX);
    GMimeMessage *message = g_mime_parser_construct_message(parser, NULL);
    g_object_unref(parser);
    g_object_unref(stream);
    if (message == NULL) {
        mail->status = VAULT_MAIL_NOT_A_MESSAGE;
        return mail;
    }
    InternetAddressList *from = g_mime_message_get_from(message);
    if (from != NULL && internet_address_list_length(from) > 0) {
        char *value = internet_address_list_to_string(from, NULL, FALSE);
        mail->from = valid_utf8(value);
        g_free(value);
    }
    mail->subject = valid_utf8(g_mime_message_get_subject(message));
    mail->message_id = valid_utf8(g_mime_message_get_message_id(message));
    GDateTime *date = g_mime_message_get_date(message);
    if (date != NULL) {
        mail->has_date = 1;
        mail->date_unix = (long long)g_date_time_to_unix(date);
        mail->date_offset_seconds = (int)(g_date_time_get_utc_offset(date) / G_TIME_SPAN_SECOND);
    }
    walk_state state = {.mail = mail, .limits = limits};
    walk(&state, g_mime_message_get_mime_part(message), 0, 0);
    g_object_unref(message);
    return mail;
}

void vault_mail_free(vault_mail *mail) {
    if (mail == NULL) return;
    for (size_t index = 0; index < mail->part_count; index++) {
        free(mail->parts[index].content_type);
        free(mail->parts[index].filename);
        free(mail->parts[index].data);
    }
    free(mail->parts);
    free(mail->from);
    free(mail->subject);
    free(mail->message_id);
    free(mail);
}

// MARK: HTML to text

typedef struct {
    char *bytes;
    size_t length;
    size_t capacity;
    size_t limit;
    /// A space is owed before the next word (whitespace seen since the last one).
    int space;
    /// The current line holds a cell; the next cell is set apart by three spaces.
    int cell_open;
} text_buffer;

static void append(text_buffer *buffer, const char *text, size_t length) {
    if (buffer->length + length > buffer->limit) length = buffer->limit - buffer->length;
    if (length == 0) return;
    if (buffer->length + length + 1 > buffer->capacity) {
        size_t capacity = buffer->capacity * 2 + length + 64;
        char *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) return;
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, text, length);
    buffer->length += length;
    buffer->bytes[buffer->length] = 0;
}

static int at_line_start(const text_buffer *buffer) {
    return buffer->length == 0 || buffer->bytes[buffer->length - 1] == '\n';
}

static void new_line(text_buffer *buffer) {
    // Trailing spaces go; blank lines are left to the Swift side to fold.
    while (buffer->length > 0 && buffer->bytes[buffer->length - 1] == ' ') buffer->length--;
    if (buffer->bytes != NULL) buffer->bytes[buffer->length] = 0;
    if (!at_line_start(buffer)) append(buffer, "\n", 1);
    buffer->space = 0;
    buffer->cell_open = 0;
}

static void words(text_buffer *buffer, const char *text) {
    for (const char *c = text; *c; c++) {
        unsigned char byte = (unsigned char)*c;
        if (byte == ' ' || byte == '\t' || byte == '\n' || byte == '\r' || byte == '\f') {
            buffer->space = 1;
            continue;
        }
        // U+00A0 no-break space, as HTML's &nbsp; is decoded.
        if (byte == 0xC2 && (unsigned char)c[1] == 0xA0) {
            buffer->space = 1;
            c++;
            continue;
        }
        if (buffer->space && !at_line_start(buffer) && buffer->bytes[buffer->length - 1] != ' ') append(buffer, " ", 1);
        buffer->space = 0;
        append(buffer, c, 1);
    }
}

static int is_named(const xmlNode *node, const char *const *names) {
    for (const char *const *name = names; *name != NULL; name++) {
        if (xmlStrcasecmp(node->name, (const xmlChar *)*name) == 0) return 1;
    }
    return 0;
}

static const char *const skipped[] = {"script", "style", "head", "title", "noscript", "template", NULL};
static const char *const blocks[] = {
    "p", "div", "tr", "table", "tbody", "thead", "tfoot", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6",
    "section", "header", "footer", "article", "blockquote", "pre", "center", "address", "dl", "dt", "dd", "hr",
    "form", "fieldset", "caption", "main", "nav", "aside", "figure", "figcaption", "body", "html", NULL};
static const char *const cells[] = {"td", "th", NULL};

static void open_element(text_buffer *buffer, const xmlNode *node) {
    if (xmlStrcasecmp(node->name, (const xmlChar *)"br") == 0) {
        new_line(buffer);
    } else if (is_named(node, blocks)) {
        new_line(buffer);
    } else if (is_named(node, cells)) {
        if (buffer->cell_open && !at_line_start(buffer)) {
            while (buffer->length > 0 && buffer->bytes[buffer->length - 1] == ' ') buffer->length--;
            append(buffer, "   ", 3);
        }
        buffer->space = 0;
    }
}

static void close_element(text_buffer *buffer, const xmlNode *node) {
    if (is_named(node, blocks)) {
        new_line(buffer);
    } else if (is_named(node, cells)) {
        buffer->cell_open = !at_line_start(buffer);
        buffer->space = 0;
    }
}

/// What a walk over an HTML tree does: `open` is called at each element and returns whether
/// to go into its children (closing it at once when not); `close` when the walk leaves an
/// element it went into; `text` at text and CDATA nodes (may be NULL).
typedef struct {
    int (*open)(text_buffer *buffer, xmlNode *node);
    void (*close)(text_buffer *buffer, const xmlNode *node);
    void (*text)(text_buffer *buffer, const xmlNode *node);
} html_walker;

/// Parses `html` leniently and walks its tree without recursion (by parent links), however
/// deep it is nested, until the walk ends or `max_output` bytes are written; the output as
/// valid UTF-8 (a cut at the limit may split a character), NULL when nothing could be parsed.
static char *walk_html(const unsigned char *html, size_t length, size_t max_output, const html_walker *walker) {
    pthread_once(&init_once, initialise);
    if (length > (size_t)INT32_MAX) return NULL;
    int options = HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET
        | HTML_PARSE_NOIMPLIED | HTML_PARSE_IGNORE_ENC;
    htmlDocPtr document = htmlReadMemory((const char *)html, (int)length, NULL, "UTF-8", options);
    if (document == NULL) return NULL;
    text_buffer buffer = {.limit = max_output};
    append(&buffer, "", 0);
    xmlNode *node = document->children;
    while (node != NULL && buffer.length < buffer.limit) {
        int descend = 0;
        if (node->type == XML_ELEMENT_NODE) {
            descend = walker->open(&buffer, node);
        } else if ((node->type == XML_TEXT_NODE || node->type == XML_CDATA_SECTION_NODE) && walker->text != NULL) {
            walker->text(&buffer, node);
        }
        if (descend) {
            node = node->children;
            continue;
        }
        while (node != NULL && node->next == NULL) {
            node = node->parent;
            if (node == NULL || node->type == XML_DOCUMENT_NODE || node->type == XML_HTML_DOCUMENT_NODE) {
                node = NULL;
                break;
            }
            if (node->type == XML_ELEMENT_NODE) walker->close(&buffer, node);
        }
        if (node != NULL) node = node->next;
    }
    xmlFreeDoc(document);
    if (buffer.bytes == NULL) return strdup("");
    gchar *valid = g_utf8_make_valid(buffer.bytes, (gssize)buffer.length);
    free(buffer.bytes);
    char *result = strdup(valid);
    g_free(valid);
    return result;
}

static int open_text_element(text_buffer *buffer, xmlNode *node) {
    if (is_named(node, skipped)) return 0;
    open_element(buffer, node);
    if (node->children != NULL) return 1;
    close_element(buffer, node);
    return 0;
}

static void text_node(text_buffer *buffer, const xmlNode *node) {
    if (node->content != NULL) words(buffer, (const char *)node->content);
}

char *vault_html_text(const unsigned char *html, size_t length, size_t max_output) {
    static const html_walker walker = {open_text_element, close_element, text_node};
    return walk_html(html, length, max_output, &walker);
}

// MARK: HTML markup (JSON-LD and microdata)

/// `text` with the two separator bytes taken out, appended as one field.
static void field(text_buffer *buffer, const char *text) {
    append(buffer, "\x1F", 1);
    if (text == NULL) return;
    for (const char *c = text; *c; c++) {
        if (*c == '\x1E' || *c == '\x1F') continue;
        append(buffer, c, 1);
    }
}

static void end_record(text_buffer *buffer) { append(buffer, "\x1E", 1); }

/// The attribute `name` of `node` (a copy to free with xmlFree), or NULL.
static xmlChar *attribute(const xmlNode *node, const char *name) {
    return xmlGetProp(node, (const xmlChar *)name);
}

static int has_attribute(const xmlNode *node, const char *name) {
    return xmlHasProp(node, (const xmlChar *)name) != NULL;
}

/// A microdata property's value as the HTML microdata rules give it.
static xmlChar *property_value(xmlNode *node) {
    static const char *const by_attribute[][2] = {
        {"meta", "content"}, {"link", "href"}, {"a", "href"}, {"area", "href"}, {"img", "src"},
        {"audio", "src"}, {"video", "src"}, {"source", "src"}, {"iframe", "src"}, {"embed", "src"},
        {"object", "data"}, {"time", "datetime"}, {"data", "value"}, {"meter", "value"}, {NULL, NULL}};
    if (has_attribute(node, "content")) return attribute(node, "content");
    for (int i = 0; by_attribute[i][0] != NULL; i++) {
        if (xmlStrcasecmp(node->name, (const xmlChar *)by_attribute[i][0]) == 0 && has_attribute(node, by_attribute[i][1]))
            return attribute(node, by_attribute[i][1]);
    }
    return xmlNodeGetContent(node);
}

static int is_json_ld(const xmlNode *node) {
    if (xmlStrcasecmp(node->name, (const xmlChar *)"script") != 0) return 0;
    xmlChar *type = attribute(node, "type");
    int found = type != NULL && strncasecmp((const char *)type, "application/ld+json", 19) == 0;
    xmlFree(type);
    return found;
}

static void open_markup(text_buffer *buffer, xmlNode *node) {
    if (is_json_ld(node)) {
        xmlChar *json = xmlNodeGetContent(node);
        append(buffer, "J", 1);
        field(buffer, (const char *)json);
        end_record(buffer);
        xmlFree(json);
        return;
    }
    xmlChar *name = attribute(node, "itemprop");
    if (has_attribute(node, "itemscope")) {
        xmlChar *type = attribute(node, "itemtype");
        append(buffer, "I", 1);
        field(buffer, (const char *)name);
        field(buffer, (const char *)type);
        end_record(buffer);
        xmlFree(type);
    } else if (name != NULL) {
        xmlChar *value = property_value(node);
        append(buffer, "P", 1);
        field(buffer, (const char *)name);
        field(buffer, (const char *)value);
        end_record(buffer);
        xmlFree(value);
    }
    xmlFree(name);
}

static void close_markup(text_buffer *buffer, const xmlNode *node) {
    if (has_attribute(node, "itemscope")) {
        append(buffer, "E", 1);
        end_record(buffer);
    }
}

static int open_markup_element(text_buffer *buffer, xmlNode *node) {
    open_markup(buffer, node);
    if (node->children != NULL && !is_json_ld(node)) return 1;
    close_markup(buffer, node);
    return 0;
}

char *vault_html_markup(const unsigned char *html, size_t length, size_t max_output) {
    static const html_walker walker = {open_markup_element, close_markup, NULL};
    return walk_html(html, length, max_output, &walker);
}
