#include "ONNXRuntime.h"
#include "OrtApiTable.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct vault_onnx_session {
    OrtSession *session;
    char *input_name;
    char *output_name;
    /// A run that keeps the memory arena as it is for the next run.
    OrtRunOptions *keeping;
    /// A run that gives the arena's memory back when it ends (see vault_onnx_session_create).
    OrtRunOptions *releasing;
};

static pthread_once_t opened = PTHREAD_ONCE_INIT;
static const char *library_to_open;
static const OrtApi *api;
static OrtEnv *environment;
static OrtMemoryInfo *cpu_memory;
static char open_failure[512];

static void write_reason(char *reason, size_t size, const char *what, const char *detail) {
    if (reason != NULL && size > 0) {
        snprintf(reason, size, "%s: %s", what, detail != NULL ? detail : "unknown error");
    }
}

/// Reports and releases `status`; returns whether there was one (a failure).
static int failed(OrtStatus *status, const char *what, char *reason, size_t size) {
    if (status == NULL) {
        return 0;
    }
    write_reason(reason, size, what, api->GetErrorMessage(status));
    api->ReleaseStatus(status);
    return 1;
}

static void open_once(void) {
    void *handle = dlopen(library_to_open, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        write_reason(open_failure, sizeof(open_failure), "dlopen", dlerror());
        return;
    }
    const OrtApiBase *(*get_base)(void) = (const OrtApiBase *(*)(void))dlsym(handle, "OrtGetApiBase");
    const OrtApiBase *base = get_base != NULL ? get_base() : NULL;
    const OrtApi *table = base != NULL ? base->GetApi(VAULT_ORT_API_VERSION) : NULL;
    if (table == NULL) {
        write_reason(open_failure, sizeof(open_failure), library_to_open,
            "not ONNX Runtime 1.10 or later (OrtGetApiBase or its API table missing)");
        return;
    }
    api = table;
    if (failed(api->CreateEnv(vault_ort_logging_error, "vault", &environment), "CreateEnv", open_failure,
            sizeof(open_failure))
        || failed(api->CreateCpuMemoryInfo(vault_ort_arena_allocator, vault_ort_memory_default, &cpu_memory),
            "CreateCpuMemoryInfo", open_failure, sizeof(open_failure))) {
        api = NULL;
    }
}

int vault_onnx_open(const char *library_path, char *reason, size_t reason_size) {
    library_to_open = library_path;
    pthread_once(&opened, open_once);
    if (api != NULL) {
        return 0;
    }
    write_reason(reason, reason_size, "cannot open ONNX Runtime", open_failure);
    return -1;
}

/// A copy (malloc) of a name the runtime allocated, which is released here.
static char *take_name(OrtAllocator *allocator, char *name) {
    char *copy = name != NULL ? strdup(name) : NULL;
    if (name != NULL) {
        OrtStatus *status = api->AllocatorFree(allocator, name);
        if (status != NULL) {
            api->ReleaseStatus(status);
        }
    }
    return copy;
}

static void release_run_options(OrtRunOptions *keeping, OrtRunOptions *releasing) {
    if (keeping != NULL) {
        api->ReleaseRunOptions(keeping);
    }
    if (releasing != NULL) {
        api->ReleaseRunOptions(releasing);
    }
}

vault_onnx_session *vault_onnx_session_create(const char *model_path, int threads, char *reason, size_t reason_size) {
    if (api == NULL) {
        write_reason(reason, reason_size, "ONNX Runtime", "not opened");
        return NULL;
    }
    OrtSessionOptions *options = NULL;
    if (failed(api->CreateSessionOptions(&options), "CreateSessionOptions", reason, reason_size)) {
        return NULL;
    }
    OrtSession *session = NULL;
    int bad = failed(api->SetIntraOpNumThreads(options, threads), "SetIntraOpNumThreads", reason, reason_size)
        || failed(api->SetInterOpNumThreads(options, 1), "SetInterOpNumThreads", reason, reason_size)
        || failed(api->SetSessionGraphOptimizationLevel(options, vault_ort_optimize_all),
            "SetSessionGraphOptimizationLevel", reason, reason_size)
        || failed(api->CreateSession(environment, model_path, options, &session), "CreateSession", reason,
            reason_size);
    api->ReleaseSessionOptions(options);
    if (bad) {
        return NULL;
    }
    OrtAllocator *allocator = NULL;
    char *input = NULL;
    char *output = NULL;
    if (failed(api->GetAllocatorWithDefaultOptions(&allocator), "GetAllocatorWithDefaultOptions", reason,
            reason_size)
        || failed(api->SessionGetInputName(session, 0, allocator, &input), "SessionGetInputName", reason,
            reason_size)
        || failed(api->SessionGetOutputName(session, 0, allocator, &output), "SessionGetOutputName", reason,
            reason_size)) {
        api->ReleaseSession(session);
        return NULL;
    }
    // The session keeps ONNX Runtime's memory arena, so that the tensors of a run reuse the
    // memory of those freed before them, and the runs of a page (the detector's, the
    // recognizer's last batch) shrink the arena when they end. Without an arena each tensor was
    // a fresh mapping of zeroed pages (glibc maps every block over 1 MB, ImageMemory): the
    // kernel spent more CPU handing out pages than the models spent reading. Without the
    // shrinking the arena would keep the largest picture's tensors, hundreds of MB, in every
    // reader process that ever read a photo with this engine.
    OrtRunOptions *keeping = NULL;
    OrtRunOptions *releasing = NULL;
    if (failed(api->CreateRunOptions(&keeping), "CreateRunOptions", reason, reason_size)
        || failed(api->CreateRunOptions(&releasing), "CreateRunOptions", reason, reason_size)
        || failed(api->AddRunConfigEntry(releasing, "memory.enable_memory_arena_shrinkage", "cpu:0"),
            "AddRunConfigEntry", reason, reason_size)) {
        release_run_options(keeping, releasing);
        api->ReleaseSession(session);
        return NULL;
    }
    vault_onnx_session *result = calloc(1, sizeof(*result));
    if (result == NULL) {
        release_run_options(keeping, releasing);
        api->ReleaseSession(session);
        write_reason(reason, reason_size, "vault_onnx_session_create", "out of memory");
        return NULL;
    }
    result->session = session;
    result->keeping = keeping;
    result->releasing = releasing;
    result->input_name = take_name(allocator, input);
    result->output_name = take_name(allocator, output);
    return result;
}

void vault_onnx_session_free(vault_onnx_session *session) {
    if (session == NULL) {
        return;
    }
    api->ReleaseSession(session->session);
    release_run_options(session->keeping, session->releasing);
    free(session->input_name);
    free(session->output_name);
    free(session);
}

int vault_onnx_run(vault_onnx_session *session, const float *input, const int64_t *shape, size_t rank,
    int release_memory, vault_onnx_result **result, const float **output, int64_t *output_shape,
    size_t *output_rank, char *reason, size_t reason_size) {
    size_t count = 1;
    for (size_t index = 0; index < rank; ++index) {
        count *= (size_t)shape[index];
    }
    OrtValue *input_value = NULL;
    if (failed(api->CreateTensorWithDataAsOrtValue(cpu_memory, (void *)input, count * sizeof(float), shape, rank,
                   vault_ort_tensor_float, &input_value),
            "CreateTensorWithDataAsOrtValue", reason, reason_size)) {
        return -1;
    }
    const char *input_names[1] = {session->input_name};
    const char *output_names[1] = {session->output_name};
    const OrtValue *inputs[1] = {input_value};
    OrtValue *output_value = NULL;
    OrtRunOptions *options = release_memory ? session->releasing : session->keeping;
    int bad = failed(api->Run(session->session, options, input_names, inputs, 1, output_names, 1, &output_value),
        "Run", reason, reason_size);
    api->ReleaseValue(input_value);
    if (bad) {
        return -1;
    }
    OrtTensorTypeAndShapeInfo *info = NULL;
    size_t dimensions = 0;
    int element_type = 0;
    void *data = NULL;
    bad = failed(api->GetTensorTypeAndShape(output_value, &info), "GetTensorTypeAndShape", reason, reason_size);
    if (!bad) {
        bad = failed(api->GetTensorElementType(info, &element_type), "GetTensorElementType", reason, reason_size)
            || failed(api->GetDimensionsCount(info, &dimensions), "GetDimensionsCount", reason, reason_size);
        if (!bad && (element_type != vault_ort_tensor_float || dimensions > *output_rank)) {
            write_reason(reason, reason_size, "Run", "the model's output is not a float tensor of the expected rank");
            bad = 1;
        }
        bad = bad || failed(api->GetDimensions(info, output_shape, dimensions), "GetDimensions", reason, reason_size);
        api->ReleaseTensorTypeAndShapeInfo(info);
    }
    bad = bad || failed(api->GetTensorMutableData(output_value, &data), "GetTensorMutableData", reason, reason_size);
    if (bad) {
        api->ReleaseValue(output_value);
        return -1;
    }
    *result = (vault_onnx_result *)output_value;
    *output = data;
    *output_rank = dimensions;
    return 0;
}

void vault_onnx_result_free(vault_onnx_result *result) {
    if (result != NULL) {
        api->ReleaseValue((OrtValue *)result);
    }
}

char *vault_onnx_metadata(vault_onnx_session *session, const char *key) {
    OrtModelMetadata *metadata = NULL;
    OrtAllocator *allocator = NULL;
    char *value = NULL;
    if (failed(api->SessionGetModelMetadata(session->session, &metadata), "SessionGetModelMetadata", NULL, 0)) {
        return NULL;
    }
    if (!failed(api->GetAllocatorWithDefaultOptions(&allocator), "GetAllocatorWithDefaultOptions", NULL, 0)) {
        if (!failed(api->ModelMetadataLookupCustomMetadataMap(metadata, allocator, key, &value),
                "ModelMetadataLookupCustomMetadataMap", NULL, 0)) {
            value = take_name(allocator, value);
        }
    }
    api->ReleaseModelMetadata(metadata);
    return value;
}

void vault_onnx_free(void *pointer) {
    free(pointer);
}
