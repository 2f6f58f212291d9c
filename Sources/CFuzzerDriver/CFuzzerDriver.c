#include "CFuzzerDriver.h"
#include <stdio.h>

/* A weak stand-in, so that `swift build` links construkt-fuzz without libFuzzer. Built with
   `-sanitize=fuzzer` (make fuzz), libFuzzer's own LLVMFuzzerRunDriver replaces it. */
__attribute__((weak)) int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size)) {
    (void)argc;
    (void)argv;
    (void)callback;
    fputs("construkt-fuzz was built without libFuzzer: run `make fuzz`\n", stderr);
    return 2;
}
