//===- AsanOptions.cpp - ASan defaults of the libFuzzer targets -----------===//
//
// LLVM's BumpPtrAllocator (llvm/Support/Allocator.h, inline) poisons the
// unused tail of every slab it starts and unpoisons each allocation, but only
// in code compiled with ASan. Our instrumented copies of the dialects start
// slabs of MLIR's StorageUniquer when they create an attribute, and Debian's
// libMLIR.so, not instrumented, then hands out the rest of that slab without
// unpoisoning it: the first read of, say, a DictionaryAttr's storage is a
// false use-after-poison (findings/mlir/uniquer-slab-user-poisoning.mlir).
// Turning user poisoning off drops these annotations everywhere, also in our
// own instrumented arenas (a use after an arena's Reset goes unseen); ASan's
// checks of the heap, the stack and globals stay.
//
// The expression target builds values of up to 2^20 IntTuples, so its
// resident memory is mostly ASan's quarantine (256 MB by default) and freed
// chunks the allocator keeps: loading a corpus of 5,000 such inputs went
// over libFuzzer's -rss_limit_mb=2048 with 87 MB live (an out-of-memory
// report without an input). A 32 MB quarantine (use-after-free is still
// caught within it) and returning free memory to the system every 500 ms
// kept the same load at 1.6 GB. ASAN_OPTIONS may override all of these.
//
//===----------------------------------------------------------------------===//

extern "C" const char *__asan_default_options() {
  return "allow_user_poisoning=0:quarantine_size_mb=32:allocator_release_to_os_interval_ms=500";
}
