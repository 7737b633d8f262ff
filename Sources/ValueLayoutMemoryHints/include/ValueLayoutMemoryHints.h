#ifndef VALUE_LAYOUT_MEMORY_HINTS_H
#define VALUE_LAYOUT_MEMORY_HINTS_H

/// Asks the processor to start loading the cache line at `address` for reading, without waiting
/// for it. Layout passes use it to fetch the next sibling's layout value while the current one is
/// measured: large trees of layout values are far bigger than the caches, and their nodes are
/// scattered over the heap, so each one read cold would otherwise stall the pass.
static inline void vl_prefetch(const void *address) {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(address, 0, 3);
#else
    (void)address;
#endif
}

#endif
