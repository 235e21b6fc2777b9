# CUTE_LIBFUZZER's preconditions, checked before any target is compiled:
# Clang with its libFuzzer runtime, in the sanitizer tree.
if(NOT CUTE_SANITIZE)
  message(FATAL_ERROR "CUTE_LIBFUZZER=ON needs CUTE_SANITIZE=ON: the libFuzzer targets link "
                      "the tree's own instrumented libraries")
endif()
if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR
    "CUTE_LIBFUZZER=ON needs Clang (libFuzzer), but the C++ compiler is "
    "${CMAKE_CXX_COMPILER_ID} (${CMAKE_CXX_COMPILER}). Configure with "
    "-DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22, or leave "
    "CUTE_LIBFUZZER OFF.")
endif()

include(CheckCXXSourceCompiles)
set(CMAKE_REQUIRED_FLAGS "-fsanitize=fuzzer,address,undefined")
set(CMAKE_REQUIRED_LINK_OPTIONS "-fsanitize=fuzzer,address,undefined")
check_cxx_source_compiles([=[
#include <cstddef>
#include <cstdint>
extern "C" int LLVMFuzzerTestOneInput(const uint8_t *, size_t) { return 0; }
]=] CUTE_HAVE_LIBFUZZER)
unset(CMAKE_REQUIRED_FLAGS)
unset(CMAKE_REQUIRED_LINK_OPTIONS)
if(NOT CUTE_HAVE_LIBFUZZER)
  message(FATAL_ERROR
    "CUTE_LIBFUZZER=ON: ${CMAKE_CXX_COMPILER} cannot link -fsanitize=fuzzer. "
    "On Debian install the runtime: apt-get install -y libclang-rt-22-dev")
endif()
