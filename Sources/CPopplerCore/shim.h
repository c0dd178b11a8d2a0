// poppler's core library (libpoppler-private-dev): its C++ headers are used by the
// PDFAttachments target only; this module just carries the compiler and linker flags.
