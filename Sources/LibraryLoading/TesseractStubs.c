// Tesseract's C API as vault uses it, opened on first use (see LibraryLoading.h). Add a line
// here when vault starts calling another function; the linker names any that is missing.
#include "LibrarySymbol.h"

#include <tesseract/capi.h>

#define TESSERACT vault_library_tesseract

VAULT_FORWARD(TESSERACT, const char *, TessVersion, (void), ())
VAULT_FORWARD(TESSERACT, TessBaseAPI *, TessBaseAPICreate, (void), ())
VAULT_FORWARD_VOID(TESSERACT, TessBaseAPIDelete, (TessBaseAPI * handle), (handle))
VAULT_FORWARD_VOID(TESSERACT, TessBaseAPIEnd, (TessBaseAPI * handle), (handle))
VAULT_FORWARD_VOID(TESSERACT, TessBaseAPIClear, (TessBaseAPI * handle), (handle))
VAULT_FORWARD(TESSERACT, int, TessBaseAPIInit3, (TessBaseAPI * handle, const char *datapath, const char *language),
    (handle, datapath, language))
VAULT_FORWARD(TESSERACT, BOOL, TessBaseAPISetVariable, (TessBaseAPI * handle, const char *name, const char *value),
    (handle, name, value))
VAULT_FORWARD_VOID(TESSERACT, TessBaseAPISetPageSegMode, (TessBaseAPI * handle, TessPageSegMode mode), (handle, mode))
VAULT_FORWARD_VOID(TESSERACT, TessBaseAPISetImage2, (TessBaseAPI * handle, struct Pix *pix), (handle, pix))
VAULT_FORWARD_VOID(TESSERACT, TessBaseAPISetSourceResolution, (TessBaseAPI * handle, int ppi), (handle, ppi))
VAULT_FORWARD(TESSERACT, struct Pix *, TessBaseAPIGetInputImage, (TessBaseAPI * handle), (handle))
VAULT_FORWARD(TESSERACT, int, TessBaseAPIRecognize, (TessBaseAPI * handle, ETEXT_DESC *monitor), (handle, monitor))
VAULT_FORWARD(TESSERACT, TessResultIterator *, TessBaseAPIGetIterator, (TessBaseAPI * handle), (handle))
VAULT_FORWARD(TESSERACT, int, TessBaseAPIIsValidWord, (TessBaseAPI * handle, const char *word), (handle, word))
VAULT_FORWARD(TESSERACT, BOOL, TessBaseAPIDetectOrientationScript,
    (TessBaseAPI * handle, int *orient_deg, float *orient_conf, const char **script_name, float *script_conf),
    (handle, orient_deg, orient_conf, script_name, script_conf))
VAULT_FORWARD_VOID(TESSERACT, TessDeleteText, (const char *text), (text))

VAULT_FORWARD(TESSERACT, ETEXT_DESC *, TessMonitorCreate, (void), ())
VAULT_FORWARD_VOID(TESSERACT, TessMonitorDelete, (ETEXT_DESC * monitor), (monitor))
VAULT_FORWARD_VOID(TESSERACT, TessMonitorSetDeadlineMSecs, (ETEXT_DESC * monitor, int deadline), (monitor, deadline))

VAULT_FORWARD(TESSERACT, BOOL, TessPageIteratorBoundingBox,
    (const TessPageIterator *handle, TessPageIteratorLevel level, int *left, int *top, int *right, int *bottom),
    (handle, level, left, top, right, bottom))
VAULT_FORWARD(TESSERACT, BOOL, TessPageIteratorIsAtBeginningOf,
    (const TessPageIterator *handle, TessPageIteratorLevel level), (handle, level))

VAULT_FORWARD(TESSERACT, TessPageIterator *, TessResultIteratorGetPageIterator, (TessResultIterator * handle),
    (handle))
VAULT_FORWARD(TESSERACT, char *, TessResultIteratorGetUTF8Text,
    (const TessResultIterator *handle, TessPageIteratorLevel level), (handle, level))
VAULT_FORWARD(TESSERACT, float, TessResultIteratorConfidence,
    (const TessResultIterator *handle, TessPageIteratorLevel level), (handle, level))
VAULT_FORWARD(TESSERACT, BOOL, TessResultIteratorNext, (TessResultIterator * handle, TessPageIteratorLevel level),
    (handle, level))
VAULT_FORWARD_VOID(TESSERACT, TessResultIteratorDelete, (TessResultIterator * handle), (handle))
