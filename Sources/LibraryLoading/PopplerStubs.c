// poppler-glib as vault uses it, opened on first use (see LibraryLoading.h). Add a line here
// when vault starts calling another function; the linker names any that is missing.
#include "LibrarySymbol.h"

#include <poppler/glib/poppler.h>

#define POPPLER vault_library_poppler_glib

VAULT_FORWARD(POPPLER, const char *, poppler_get_version, (void), ())
VAULT_FORWARD(POPPLER, GQuark, poppler_error_quark, (void), ())
VAULT_FORWARD(POPPLER, PopplerDocument *, poppler_document_new_from_file,
    (const char *uri, const char *password, GError **error), (uri, password, error))
VAULT_FORWARD(POPPLER, PopplerDocument *, poppler_document_new_from_bytes,
    (GBytes * bytes, const char *password, GError **error), (bytes, password, error))
VAULT_FORWARD(POPPLER, int, poppler_document_get_n_pages, (PopplerDocument * document), (document))
VAULT_FORWARD(POPPLER, PopplerPage *, poppler_document_get_page, (PopplerDocument * document, int index),
    (document, index))
VAULT_FORWARD_VOID(POPPLER, poppler_page_get_size, (PopplerPage * page, double *width, double *height),
    (page, width, height))
VAULT_FORWARD(POPPLER, char *, poppler_page_get_text, (PopplerPage * page), (page))
VAULT_FORWARD(POPPLER, gboolean, poppler_page_get_text_layout,
    (PopplerPage * page, PopplerRectangle **rectangles, guint *n_rectangles), (page, rectangles, n_rectangles))
VAULT_FORWARD_VOID(POPPLER, poppler_page_render_for_printing, (PopplerPage * page, cairo_t *cairo), (page, cairo))
