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
// checks of the heap, the stack and globals stay. ASAN_OPTIONS may override.
//
//===----------------------------------------------------------------------===//

extern "C" const char *__asan_default_options() { return "allow_user_poisoning=0"; }
