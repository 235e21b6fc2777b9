//===- ViewCopies.h - Random copies between views ----------------*- C++ -*-===//
//
// The cases of the view family: a copy between two views of one
// shape profile per mode, through random layouts, optionally masked.
// - src is a layout with random compact-with-gaps strides over a random
//   shape (rank 1 to 3, modes flat or nested), sometimes composed with a
//   swizzle or broadcasting a mode (stride 0);
// - dst has the same mode sizes, each mode's extent refactored at random,
//   sometimes with one more unit mode (the dialect documents' rank table), and its own
//   strides (a stride-0 mode is written several times: the last write wins);
// - pred, when present, enables each 1-D index at random.
// The module fills src's memref with 3k+1, dst's with -1, loads and prints
// src at a probe coordinate, copies, rebuilds dst's view from get_iter and
// get_layout, prints it at the probe and stores 101 there (not 1 modulo 3, so
// unlike any src value), then prints
// dst's memref and frees its memrefs (a lowered program must not leak under
// LeakSanitizer). Layouts
// are cute.static or, in the dynamic form, built from run-time strides (so
// the lowering's layout_eval runs on run-time values; cute.copy wants
// static shapes). expectedOutput
// computes the same with interp/core.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_FUZZ_VIEWCOPIES_H
#define CUTE_ORACLE_FUZZ_VIEWCOPIES_H

#include "cute-oracle/core/Result.h"
#include "cute-oracle/core/Value.h"

#include <rapidcheck.h>

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace cute::fuzz {

struct ViewCopyCase {
  /// Layouts (src may be a ComposedLayout with a swizzle).
  core::Value src, dst;
  /// One flag per 1-D index of src, when masked.
  std::optional<std::vector<bool>> pred;
  /// The 1-D index printed before and after the copy.
  int64_t probe = 0;
  /// Layouts with run-time strides (a composed src stays static).
  bool dynamicLayouts = false;
  /// The probe as a run-time coordinate.
  bool dynamicProbe = false;
  /// The element type of src and dst: i32, i8, i16, i64 or f32 (values are
  /// written and printed through i32: i8 and i16 wrap, f32 is exact).
  std::string element = "i32";
};
std::ostream &operator<<(std::ostream &os, const ViewCopyCase &c);

rc::Gen<ViewCopyCase> genViewCopyCase();
/// A module with func.func @main (no arguments) running the case.
core::Result<std::string> writeViewCopyModule(const ViewCopyCase &c);
/// What @main prints, computed with interp/core.
core::Result<std::string> expectedViewCopyOutput(const ViewCopyCase &c);
/// The cute ops the family's modules contain.
std::vector<std::string> opsEmittedByViewCopies();

} // namespace cute::fuzz

#endif
