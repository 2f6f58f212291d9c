/* The benchmark's baseline: read each file named on the command line whole and pull every libyaml
 * event from it (yaml_parser_parse in a loop, no tree, nothing kept), as fast as libyaml goes.
 * construkt-bench builds it with `cc -O2 $(pkg-config --cflags --libs yaml-0.1)` and compares the
 * whole pipeline against it. Prints the number of events, so the work cannot be optimized away. */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

static unsigned char *read_whole(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *bytes = malloc(length > 0 ? (size_t)length : 1);
    *size = fread(bytes, 1, (size_t)length, file);
    fclose(file);
    return bytes;
}

int main(int argc, char **argv) {
    unsigned long events = 0;
    for (int index = 1; index < argc; index++) {
        size_t size = 0;
        unsigned char *bytes = read_whole(argv[index], &size);
        if (!bytes) { fprintf(stderr, "cannot read %s\n", argv[index]); return 2; }
        yaml_parser_t parser;
        yaml_parser_initialize(&parser);
        yaml_parser_set_input_string(&parser, bytes, size);
        int done = 0;
        while (!done) {
            yaml_event_t event;
            if (!yaml_parser_parse(&parser, &event)) {
                fprintf(stderr, "%s: %s\n", argv[index], parser.problem);
                return 1;
            }
            done = event.type == YAML_STREAM_END_EVENT;
            yaml_event_delete(&event);
            events++;
        }
        yaml_parser_delete(&parser);
        free(bytes);
    }
    printf("%lu events\n", events);
    return 0;
}
