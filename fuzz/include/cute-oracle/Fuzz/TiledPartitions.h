//===- TiledPartitions.h - Random per-thread partitions of views -*- C++ -*-===//
//
// The tiled-partition family: a random tiled MMA and operand (A,
// B or C) or tiled copy and operand (S or D), from the structures of
// AtomGenerators.h, partitions a view of its tile repeated once or twice
// per mode, column- or row-major. The program marks every thread's
// partition with cute.tiled_partition: for each element e of thread t's
// fragment, count[e] += 1 and owner[e] = t (owner -1 where no thread
// reaches). It then prints, for each element e of the view's memref in
// order, count[e] * 65536 + owner[e] + 1. interp/core's partition of every
// thread gives what it must print (expectedPartitionOutput); the
// partitions of C and of a copy's destination cover the view once.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_FUZZ_TILEDPARTITIONS_H
#define CUTE_ORACLE_FUZZ_TILEDPARTITIONS_H

#include "cute-oracle/Fuzz/AtomGenerators.h"
#include "cute-oracle/Fuzz/Program.h"
#include "cute-oracle/core/Result.h"
#include "cute-oracle/core/Value.h"

#include <rapidcheck.h>

#include <ostream>
#include <string>
#include <vector>

namespace cute::fuzz {

struct PartitionCase {
  /// The tiled atom: a tiled MMA or a tiled copy structure.
  std::optional<TiledMmaCase> mma;
  std::optional<TiledCopyCase> copy;
  char operand = 'C';
  /// The view's layout over the operand's tensor.
  core::Layout view;
};

std::ostream &operator<<(std::ostream &os, const PartitionCase &c);

rc::Gen<PartitionCase> genPartitionCase();

/// The program: func.func @main marking and printing every thread's
/// partition.
core::Result<std::string> writePartitionProgram(const PartitionCase &c);

/// What the program prints, from interp/core's partitions.
core::Result<std::string> expectedPartitionOutput(const PartitionCase &c);

/// The cute ops the family's programs contain.
std::vector<std::string> opsEmittedByPartitions();

} // namespace cute::fuzz

#endif
