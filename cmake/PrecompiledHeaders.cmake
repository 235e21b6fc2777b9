# Precompiled headers for the MLIR-heavy targets (they keep CI within its
# time budget). Most of the
# compile time of a translation unit of the dialect, the lowering or the
# interpreter goes to parsing the same MLIR headers; each target below
# parses them once into its precompiled header instead. On by default with
# Clang only: the dialect and the lowering compiled in 80 s instead of 152
# with Clang 22, and in 234 s instead of 227 with GCC 12, whose
# precompiled headers (385 and 720 MB) cost as much to load as they save
# (docs/ci.md). CUTE_PCH=OFF compiles without (to check that every file
# includes what it uses).
set(cute_pch_default OFF)
if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  set(cute_pch_default ON)
endif()
option(CUTE_PCH "Precompile the MLIR headers of the MLIR-heavy targets" ${cute_pch_default})

# What nearly every MLIR-heavy file includes.
set(CUTE_MLIR_PCH_HEADERS
  <functional> <map> <memory> <optional> <string> <variant> <vector>
  <llvm/ADT/STLExtras.h> <llvm/ADT/SmallVector.h> <llvm/ADT/StringRef.h>
  <llvm/Support/raw_ostream.h>
  <mlir/IR/Builders.h> <mlir/IR/BuiltinAttributes.h> <mlir/IR/BuiltinOps.h>
  <mlir/IR/BuiltinTypes.h> <mlir/IR/Diagnostics.h> <mlir/IR/MLIRContext.h>
  <mlir/IR/OpDefinition.h> <mlir/IR/OpImplementation.h> <mlir/IR/PatternMatch.h>
  <mlir/Pass/Pass.h> <mlir/Dialect/Arith/IR/Arith.h>)

# What the unit tests include: GoogleTest and RapidCheck.
set(CUTE_TEST_PCH_HEADERS <gtest/gtest.h> <rapidcheck.h> <rapidcheck/gtest.h>)

# cute_precompile_headers(TARGET HEADER...): TARGET's files are compiled with
# the HEADERs precompiled (when CUTE_PCH is on). Calls on one target add up.
function(cute_precompile_headers target)
  if(CUTE_PCH)
    target_precompile_headers(${target} PRIVATE ${ARGN})
  endif()
endfunction()

# cute_precompile_mlir_headers(TARGET [HEADER...]): TARGET's files are
# compiled with CUTE_MLIR_PCH_HEADERS and the HEADERs precompiled.
function(cute_precompile_mlir_headers target)
  cute_precompile_headers(${target} ${CUTE_MLIR_PCH_HEADERS} ${ARGN})
endfunction()
