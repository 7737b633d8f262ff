// Counts heap allocations by interposing the C allocator in the benchmark process.
//
// The benchmark executable defines malloc, free and friends; the dynamic linker binds every
// library's calls (the Swift runtime's included) to these, which count and forward to glibc's own
// entry points. Linked only into the benchmark, never into the library.

#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocationCount;
static int64_t allocatedBytes;
static int countingEnabled;

static int isCounting(void) { return __atomic_load_n(&countingEnabled, __ATOMIC_RELAXED); }

static void count(void *pointer) {
    if (pointer && isCounting()) {
        __atomic_fetch_add(&allocationCount, 1, __ATOMIC_RELAXED);
        __atomic_fetch_add(&allocatedBytes, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
    }
}

static void uncount(void *pointer) {
    if (pointer && isCounting()) {
        __atomic_fetch_sub(&allocatedBytes, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
    }
}

void *malloc(size_t size) {
    void *pointer = __libc_malloc(size);
    count(pointer);
    return pointer;
}

void *calloc(size_t count_, size_t size) {
    void *pointer = __libc_calloc(count_, size);
    count(pointer);
    return pointer;
}

void *realloc(void *pointer, size_t size) {
    uncount(pointer);
    void *result = __libc_realloc(pointer, size);
    if (result) {
        count(result);
    } else if (pointer && size != 0 && isCounting()) {
        // The old block is still alive.
        __atomic_fetch_add(&allocatedBytes, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
    }
    return result;
}

void free(void *pointer) {
    uncount(pointer);
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    void *pointer = __libc_memalign(alignment, size);
    count(pointer);
    return pointer;
}

void *aligned_alloc(size_t alignment, size_t size) {
    return memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    void *pointer = memalign(alignment, size);
    if (!pointer) return ENOMEM;
    *result = pointer;
    return 0;
}

int vl_allocation_counting_available(void) { return 1; }
void vl_set_allocation_counting(int enabled) { __atomic_store_n(&countingEnabled, enabled, __ATOMIC_RELAXED); }
uint64_t vl_allocation_count(void) { return __atomic_load_n(&allocationCount, __ATOMIC_RELAXED); }
int64_t vl_allocated_bytes(void) { return __atomic_load_n(&allocatedBytes, __ATOMIC_RELAXED); }

#else

int vl_allocation_counting_available(void) { return 0; }
void vl_set_allocation_counting(int enabled) { (void)enabled; }
uint64_t vl_allocation_count(void) { return 0; }
int64_t vl_allocated_bytes(void) { return 0; }

#endif
