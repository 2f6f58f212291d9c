/* The benchmark's file-writing floor: writes again the files `generate` wrote, with the system
 * calls GeneratedFileWriter makes for a new file (open the target, which is missing; create a
 * hidden temporary file; write; close; rename it over the target), on two threads as generate's
 * writes run. Usage: generated-file-writes FROM_FOLDER TO_FOLDER. The files of FROM_FOLDER are
 * read into memory first; TO_FOLDER must exist and be empty. Set beside generate, it shows what
 * creating its output costs whatever produced the bytes. */
#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_FILES 65536

static char *names[MAX_FILES];
static char *contents[MAX_FILES];
static size_t sizes[MAX_FILES];
static int count;
static const char *destination;
static int failed;

static void *write_every_other(void *first) {
    char target[4096], temporary[4096];
    for (int index = (int)(long)first; index < count; index += 2) {
        snprintf(target, sizeof target, "%s/%s", destination, names[index]);
        int existing = open(target, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
        if (existing >= 0) close(existing);
        snprintf(temporary, sizeof temporary, "%s/.construkt-gen-%d.tmp", destination, index);
        int descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (descriptor < 0) { failed = 1; return NULL; }
        size_t written = 0;
        while (written < sizes[index]) {
            ssize_t step = write(descriptor, contents[index] + written, sizes[index] - written);
            if (step < 0) { failed = 1; close(descriptor); return NULL; }
            written += (size_t)step;
        }
        if (close(descriptor) != 0 || rename(temporary, target) != 0) { failed = 1; return NULL; }
    }
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: generated-file-writes FROM_FOLDER TO_FOLDER\n"); return 2; }
    DIR *folder = opendir(argv[1]);
    if (!folder) { fprintf(stderr, "cannot open %s\n", argv[1]); return 2; }
    struct dirent *entry;
    while ((entry = readdir(folder)) && count < MAX_FILES) {
        if (entry->d_name[0] == '.') continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", argv[1], entry->d_name);
        int descriptor = open(path, O_RDONLY);
        struct stat information;
        if (descriptor < 0 || fstat(descriptor, &information) != 0) { fprintf(stderr, "cannot read %s\n", path); return 2; }
        contents[count] = malloc(information.st_size > 0 ? (size_t)information.st_size : 1);
        sizes[count] = (size_t)read(descriptor, contents[count], (size_t)information.st_size);
        close(descriptor);
        names[count++] = strdup(entry->d_name);
    }
    closedir(folder);
    destination = argv[2];
    pthread_t threads[2];
    for (long thread = 0; thread < 2; thread++) pthread_create(&threads[thread], NULL, write_every_other, (void *)thread);
    for (int thread = 0; thread < 2; thread++) pthread_join(threads[thread], NULL);
    if (failed) { fprintf(stderr, "a write into %s failed\n", destination); return 1; }
    printf("%d files\n", count);
    return 0;
}
