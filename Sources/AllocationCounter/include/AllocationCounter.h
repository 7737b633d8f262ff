#ifndef VALUELAYOUT_ALLOCATION_COUNTER_H
#define VALUELAYOUT_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Whether this process's allocator calls are being counted (1) or not (0). Counting works only
/// where the allocator could be interposed (glibc); see vl_allocation_counting_available.
int vl_allocation_counting_available(void);

/// The number of malloc/calloc/realloc/aligned allocations made so far, on all threads.
uint64_t vl_allocation_count(void);

/// The number of bytes currently allocated (usable sizes), on all threads.
int64_t vl_allocated_bytes(void);

#endif
