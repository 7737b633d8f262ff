#ifndef VALUELAYOUT_ALLOCATION_COUNTER_H
#define VALUELAYOUT_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Whether this process's allocator calls are being counted (1) or not (0). Counting works only
/// where the allocator could be interposed (glibc); see vl_allocation_counting_available.
int vl_allocation_counting_available(void);

/// Turns counting on (1) or off (0); it starts off. Counting costs every allocation and free
/// atomic updates of shared counters, about as much again as the allocation itself, so the
/// benchmark counts only around the passes it counts, never around the passes it times.
void vl_set_allocation_counting(int enabled);

/// The number of malloc/calloc/realloc/aligned allocations made while counting, on all threads.
uint64_t vl_allocation_count(void);

/// The bytes allocated while counting (usable sizes) minus those freed while counting, on all
/// threads: across a counted stretch, the bytes it left allocated.
int64_t vl_allocated_bytes(void);

#endif
