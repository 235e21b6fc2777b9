//===- Fingerprint.h - A 64-bit fingerprint of a module's text --*- C++ -*-===//
//
// FNV-1a over the bytes of a text: cute-fuzz writes the fingerprint of a
// batch's PTX next to the cubin ptxas made of it, and cute-gpu-runner (plain
// C++17, no LLVM) recomputes it to tell a cubin of another PTX. Not a
// cryptographic hash: it catches a stale file, not a forged one.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CUDA_FINGERPRINT_H
#define CUTE_ORACLE_CUDA_FINGERPRINT_H

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

namespace cute::cuda {

/// FNV-1a (64 bits) of `text`, as 16 lowercase hexadecimal digits.
inline std::string fingerprint(std::string_view text) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : text)
    h = (h ^ c) * 0x100000001b3ull;
  char digits[17];
  std::snprintf(digits, sizeof digits, "%016llx", static_cast<unsigned long long>(h));
  return digits;
}

} // namespace cute::cuda

#endif
