#ifndef VAULT_ONNX_RUNTIME_H
#define VAULT_ONNX_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One loaded model (an ONNX Runtime session). Not safe to run from two threads at once.
typedef struct vault_onnx_session vault_onnx_session;

/// Opens ONNX Runtime's shared library at `library_path` (once per process; later calls with any
/// path return the first result). Returns 0, or -1 with the loader's message in `reason`.
int vault_onnx_open(const char *library_path, char *reason, size_t reason_size);

/// Loads the model at `model_path`, run with `threads` threads inside each operator.
/// NULL with the runtime's message in `reason` when it cannot be loaded.
vault_onnx_session *vault_onnx_session_create(
    const char *model_path, int threads, char *reason, size_t reason_size);

void vault_onnx_session_free(vault_onnx_session *session);

/// The output of one run, owned by ONNX Runtime until `vault_onnx_result_free`.
typedef struct vault_onnx_result vault_onnx_result;

/// Runs the model on one float tensor (`shape` of `rank` dimensions) and gives its first output,
/// a float tensor, in place: `*output` points into `*result` (valid until
/// `vault_onnx_result_free(*result)`; not copied, as a recognizer's output is megabytes a batch),
/// its dimensions go to `output_shape` (room for `*output_rank` of them; set to the real rank).
/// With `release_memory` the session's memory arena gives its memory back when the run ends;
/// without, the next run reuses it. Returns 0, or -1 with the runtime's message in `reason`
/// (and nothing to free).
int vault_onnx_run(
    vault_onnx_session *session, const float *input, const int64_t *shape, size_t rank, int release_memory,
    vault_onnx_result **result, const float **output, int64_t *output_shape, size_t *output_rank, char *reason,
    size_t reason_size);

/// Gives a run's output back to ONNX Runtime.
void vault_onnx_result_free(vault_onnx_result *result);

/// The value of `key` in the model's custom metadata (a copy to free with `vault_onnx_free`),
/// or NULL when the model has none.
char *vault_onnx_metadata(vault_onnx_session *session, const char *key);

void vault_onnx_free(void *pointer);

#ifdef __cplusplus
}
#endif

#endif
