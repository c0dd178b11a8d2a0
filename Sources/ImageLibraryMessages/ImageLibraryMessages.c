// libjpeg and libpng print their warnings to stderr themselves ("Corrupt JPEG data: bad Huffman
// code", "libpng warning: iCCP: known incorrect sRGB profile") unless the program that creates
// the decoder installs handlers of its own. Leptonica creates the decoders and installs none, and
// offers no hook (its setMsgSeverity covers its own messages only). vault reports damaged image
// data itself, in one line of its own, so these raw lines only confuse.
//
// The two functions Leptonica calls to create a decoder are defined here, in the program: the
// dynamic linker binds Leptonica's calls to the program's definition first (symbol interposition).
// Each calls the library's own function (dlsym RTLD_NEXT) and leaves out only the printing:
// warnings are still counted (Leptonica's `pnwarn`, which vault turns into its own warning) and
// errors still end the decode. Nothing global is switched, so decodes on several threads at once
// are unaffected by each other.

#define _GNU_SOURCE
#include "ImageLibraryMessages.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#include <jpeglib.h>
#include <png.h>

typedef struct jpeg_error_mgr *(*jpeg_std_error_fn)(struct jpeg_error_mgr *);
typedef png_structp (*png_create_read_struct_fn)(png_const_charp, png_voidp, png_error_ptr, png_error_ptr);
typedef void (*png_longjmp_fn)(png_const_structrp, int);

static jpeg_std_error_fn real_jpeg_std_error;
static png_create_read_struct_fn real_png_create_read_struct;
static png_longjmp_fn real_png_longjmp;
static pthread_once_t found = PTHREAD_ONCE_INIT;

static void find_real_functions(void) {
    real_jpeg_std_error = (jpeg_std_error_fn)dlsym(RTLD_NEXT, "jpeg_std_error");
    real_png_create_read_struct = (png_create_read_struct_fn)dlsym(RTLD_NEXT, "png_create_read_struct");
    real_png_longjmp = (png_longjmp_fn)dlsym(RTLD_NEXT, "png_longjmp");
}

int vault_image_library_messages_quiet(void) {
    pthread_once(&found, find_real_functions);
    return 1;
}

/// libjpeg's message output, silent. `emit_message` still counts warnings in `num_warnings`.
static void quiet_output_message(j_common_ptr info) {
    (void)info;
}

struct jpeg_error_mgr *jpeg_std_error(struct jpeg_error_mgr *error) {
    pthread_once(&found, find_real_functions);
    struct jpeg_error_mgr *result = real_jpeg_std_error(error);
    result->output_message = quiet_output_message;
    return result;
}

static void quiet_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/// libpng's default error handler prints, then jumps back to the caller's setjmp: only the jump.
static void quiet_png_error(png_structp png, png_const_charp message) {
    (void)message;
    real_png_longjmp(png, 1);
}

png_structp png_create_read_struct(
    png_const_charp version, png_voidp error_pointer, png_error_ptr error_function, png_error_ptr warning_function) {
    pthread_once(&found, find_real_functions);
    // A caller with handlers of its own (cairo) keeps them.
    return real_png_create_read_struct(version, error_pointer,
        error_function != NULL ? error_function : quiet_png_error,
        warning_function != NULL ? warning_function : quiet_png_warning);
}
