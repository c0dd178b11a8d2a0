#include <cairo.h>
#include <cairo-pdf.h>
