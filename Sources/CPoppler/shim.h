// poppler-glib's headers are found without pkg-config's flags (which would also link the
// library: vault opens it on first use, see LibraryLoading); glib's and cairo's come with CCairo.
#include <poppler/glib/poppler.h>
#include <cairo.h>
#include <glib.h>
