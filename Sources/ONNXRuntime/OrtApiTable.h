#ifndef VAULT_ORT_API_TABLE_H
#define VAULT_ORT_API_TABLE_H

// The part of ONNX Runtime's C API vault calls, declared here because the runtime comes as the
// shared library inside the `onnxruntime` wheel, which carries no headers. The API is a table of
// function pointers that ONNX Runtime only ever appends to (each release keeps the slots of the
// ones before), so the first 166 slots are the same for every version from 1.10 on. Slots vault
// does not call are kept as placeholders, numbered by position, so the ones it calls stay at
// their offsets. Every function returns NULL for success or a status to read and release.

#include <stddef.h>
#include <stdint.h>

typedef struct OrtStatus OrtStatus;
typedef struct OrtEnv OrtEnv;
typedef struct OrtSession OrtSession;
typedef struct OrtSessionOptions OrtSessionOptions;
typedef struct OrtValue OrtValue;
typedef struct OrtMemoryInfo OrtMemoryInfo;
typedef struct OrtAllocator OrtAllocator;
typedef struct OrtTensorTypeAndShapeInfo OrtTensorTypeAndShapeInfo;
typedef struct OrtModelMetadata OrtModelMetadata;
typedef struct OrtRunOptions OrtRunOptions;

enum {
    vault_ort_logging_error = 3,         // OrtLoggingLevel: errors only
    vault_ort_optimize_all = 99,         // GraphOptimizationLevel: every graph optimisation
    vault_ort_arena_allocator = 1,       // OrtAllocatorType
    vault_ort_memory_default = 0,        // OrtMemType
    vault_ort_tensor_float = 1,          // ONNXTensorElementDataType
};

typedef struct OrtApi OrtApi;

typedef struct OrtApiBase {
    const OrtApi *(*GetApi)(uint32_t version);
    const char *(*GetVersionString)(void);
} OrtApiBase;

#define VAULT_ORT_SLOT(n) void *slot##n
#define VAULT_ORT_SLOTS(a, b) VAULT_ORT_SLOT(a); VAULT_ORT_SLOT(b)

struct OrtApi {
    VAULT_ORT_SLOTS(0, 1);
    const char *(*GetErrorMessage)(const OrtStatus *status);                                        // 2
    OrtStatus *(*CreateEnv)(int logging_level, const char *log_id, OrtEnv **out);                   // 3
    VAULT_ORT_SLOTS(4, 5);
    VAULT_ORT_SLOT(6);
    OrtStatus *(*CreateSession)(
        const OrtEnv *env, const char *model_path, const OrtSessionOptions *options, OrtSession **out); // 7
    VAULT_ORT_SLOT(8);
    OrtStatus *(*Run)(
        OrtSession *session, const void *run_options, const char *const *input_names,
        const OrtValue *const *inputs, size_t input_count, const char *const *output_names,
        size_t output_count, OrtValue **outputs);                                                   // 9
    OrtStatus *(*CreateSessionOptions)(OrtSessionOptions **out);                                    // 10
    VAULT_ORT_SLOTS(11, 12);
    VAULT_ORT_SLOTS(13, 14);
    VAULT_ORT_SLOTS(15, 16);
    VAULT_ORT_SLOTS(17, 18);
    OrtStatus *(*DisableCpuMemArena)(OrtSessionOptions *options);                                   // 19
    VAULT_ORT_SLOT(20);
    VAULT_ORT_SLOTS(21, 22);
    OrtStatus *(*SetSessionGraphOptimizationLevel)(OrtSessionOptions *options, int level);          // 23
    OrtStatus *(*SetIntraOpNumThreads)(OrtSessionOptions *options, int threads);                    // 24
    OrtStatus *(*SetInterOpNumThreads)(OrtSessionOptions *options, int threads);                    // 25
    VAULT_ORT_SLOTS(26, 27);
    VAULT_ORT_SLOTS(28, 29);
    VAULT_ORT_SLOTS(30, 31);
    VAULT_ORT_SLOTS(32, 33);
    VAULT_ORT_SLOTS(34, 35);
    OrtStatus *(*SessionGetInputName)(
        const OrtSession *session, size_t index, OrtAllocator *allocator, char **out);              // 36
    OrtStatus *(*SessionGetOutputName)(
        const OrtSession *session, size_t index, OrtAllocator *allocator, char **out);              // 37
    VAULT_ORT_SLOT(38);
    OrtStatus *(*CreateRunOptions)(OrtRunOptions **out);                                            // 39
    VAULT_ORT_SLOTS(40, 41);
    VAULT_ORT_SLOTS(42, 43);
    VAULT_ORT_SLOTS(44, 45);
    VAULT_ORT_SLOTS(46, 47);
    VAULT_ORT_SLOT(48);
    OrtStatus *(*CreateTensorWithDataAsOrtValue)(
        const OrtMemoryInfo *info, void *data, size_t data_length, const int64_t *shape, size_t rank,
        int element_type, OrtValue **out);                                                          // 49
    VAULT_ORT_SLOT(50);
    OrtStatus *(*GetTensorMutableData)(OrtValue *value, void **out);                                // 51
    VAULT_ORT_SLOTS(52, 53);
    VAULT_ORT_SLOTS(54, 55);
    VAULT_ORT_SLOTS(56, 57);
    VAULT_ORT_SLOTS(58, 59);
    OrtStatus *(*GetTensorElementType)(const OrtTensorTypeAndShapeInfo *info, int *out);            // 60
    OrtStatus *(*GetDimensionsCount)(const OrtTensorTypeAndShapeInfo *info, size_t *out);           // 61
    OrtStatus *(*GetDimensions)(const OrtTensorTypeAndShapeInfo *info, int64_t *out, size_t count); // 62
    VAULT_ORT_SLOTS(63, 64);
    OrtStatus *(*GetTensorTypeAndShape)(const OrtValue *value, OrtTensorTypeAndShapeInfo **out);    // 65
    VAULT_ORT_SLOTS(66, 67);
    VAULT_ORT_SLOT(68);
    OrtStatus *(*CreateCpuMemoryInfo)(int allocator_type, int memory_type, OrtMemoryInfo **out);    // 69
    VAULT_ORT_SLOTS(70, 71);
    VAULT_ORT_SLOTS(72, 73);
    VAULT_ORT_SLOTS(74, 75);
    OrtStatus *(*AllocatorFree)(OrtAllocator *allocator, void *pointer);                            // 76
    VAULT_ORT_SLOT(77);
    OrtStatus *(*GetAllocatorWithDefaultOptions)(OrtAllocator **out);                               // 78
    VAULT_ORT_SLOTS(79, 80);
    VAULT_ORT_SLOTS(81, 82);
    VAULT_ORT_SLOTS(83, 84);
    VAULT_ORT_SLOTS(85, 86);
    VAULT_ORT_SLOTS(87, 88);
    VAULT_ORT_SLOTS(89, 90);
    VAULT_ORT_SLOT(91);
    void (*ReleaseEnv)(OrtEnv *env);                                                                // 92
    void (*ReleaseStatus)(OrtStatus *status);                                                       // 93
    void (*ReleaseMemoryInfo)(OrtMemoryInfo *info);                                                 // 94
    void (*ReleaseSession)(OrtSession *session);                                                    // 95
    void (*ReleaseValue)(OrtValue *value);                                                          // 96
    void (*ReleaseRunOptions)(OrtRunOptions *options);                                              // 97
    VAULT_ORT_SLOT(98);
    void (*ReleaseTensorTypeAndShapeInfo)(OrtTensorTypeAndShapeInfo *info);                         // 99
    void (*ReleaseSessionOptions)(OrtSessionOptions *options);                                      // 100
    VAULT_ORT_SLOTS(101, 102);
    VAULT_ORT_SLOTS(103, 104);
    VAULT_ORT_SLOTS(105, 106);
    VAULT_ORT_SLOTS(107, 108);
    VAULT_ORT_SLOTS(109, 110);
    OrtStatus *(*SessionGetModelMetadata)(const OrtSession *session, OrtModelMetadata **out);       // 111
    VAULT_ORT_SLOTS(112, 113);
    VAULT_ORT_SLOTS(114, 115);
    OrtStatus *(*ModelMetadataLookupCustomMetadataMap)(
        const OrtModelMetadata *metadata, OrtAllocator *allocator, const char *key, char **out);    // 116
    VAULT_ORT_SLOT(117);
    void (*ReleaseModelMetadata)(OrtModelMetadata *metadata);                                       // 118
    VAULT_ORT_SLOT(119);
    VAULT_ORT_SLOTS(120, 121);
    VAULT_ORT_SLOTS(122, 123);
    VAULT_ORT_SLOTS(124, 125);
    VAULT_ORT_SLOTS(126, 127);
    VAULT_ORT_SLOTS(128, 129);
    VAULT_ORT_SLOTS(130, 131);
    VAULT_ORT_SLOTS(132, 133);
    VAULT_ORT_SLOTS(134, 135);
    VAULT_ORT_SLOTS(136, 137);
    VAULT_ORT_SLOTS(138, 139);
    VAULT_ORT_SLOTS(140, 141);
    VAULT_ORT_SLOTS(142, 143);
    VAULT_ORT_SLOTS(144, 145);
    VAULT_ORT_SLOTS(146, 147);
    VAULT_ORT_SLOTS(148, 149);
    VAULT_ORT_SLOTS(150, 151);
    VAULT_ORT_SLOTS(152, 153);
    VAULT_ORT_SLOTS(154, 155);
    VAULT_ORT_SLOTS(156, 157);
    VAULT_ORT_SLOTS(158, 159);
    VAULT_ORT_SLOTS(160, 161);
    VAULT_ORT_SLOTS(162, 163);
    VAULT_ORT_SLOT(164);
    OrtStatus *(*AddRunConfigEntry)(OrtRunOptions *options, const char *key, const char *value);    // 165
};

#define VAULT_ORT_AT(field, slot) \
    _Static_assert(offsetof(OrtApi, field) == (slot) * sizeof(void *), #field " is slot " #slot)
VAULT_ORT_AT(GetErrorMessage, 2);
VAULT_ORT_AT(CreateSession, 7);
VAULT_ORT_AT(Run, 9);
VAULT_ORT_AT(SetInterOpNumThreads, 25);
VAULT_ORT_AT(SessionGetOutputName, 37);
VAULT_ORT_AT(CreateRunOptions, 39);
VAULT_ORT_AT(CreateTensorWithDataAsOrtValue, 49);
VAULT_ORT_AT(GetDimensions, 62);
VAULT_ORT_AT(CreateCpuMemoryInfo, 69);
VAULT_ORT_AT(GetAllocatorWithDefaultOptions, 78);
VAULT_ORT_AT(ReleaseEnv, 92);
VAULT_ORT_AT(ReleaseRunOptions, 97);
VAULT_ORT_AT(ReleaseSessionOptions, 100);
VAULT_ORT_AT(SessionGetModelMetadata, 111);
VAULT_ORT_AT(AddRunConfigEntry, 165);
VAULT_ORT_AT(ReleaseModelMetadata, 118);

/// The API version asked for: 1.10's table holds every slot above.
#define VAULT_ORT_API_VERSION 10

#endif
