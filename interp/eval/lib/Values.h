//===- Values.h - The values of an interpreter run --------------*- C++ -*-===//
//
// What an SSA value holds while the interpreter runs: an integer, a
// memref over a buffer, a cute value, a view, a function, a constant
// string or an atom. Internal to CuteEval.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_EVAL_VALUES_H
#define CUTE_ORACLE_EVAL_VALUES_H

#include "cute-oracle/core/Numbers.h"
#include "cute-oracle/core/Result.h"
#include "cute-oracle/core/Value.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"

#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace cute::eval {

/// An integer of `width` bits (index is 64), kept as its two's-complement
/// bits zero-extended to 64.
struct Int {
  uint64_t bits = 0;
  unsigned width = 64;
  static Int of(int64_t value, unsigned width);
  int64_t sext() const;
  uint64_t zext() const { return bits; }
};

/// The storage of a memref: elements as integers of one width, row-major.
struct Buffer {
  std::vector<uint64_t> data;
  /// Which elements were stored to: reading another one is an error.
  std::vector<bool> written;
  std::vector<int64_t> shape;
  unsigned width = 64;
  /// Allocated by memref.alloca: freed when its function returns, and
  /// never by memref.dealloc.
  bool onStack = false;
  bool freed = false;
};

/// A memref value: a view of a buffer. Element (i_0, ..., i_n-1) of the
/// view is buffer element offset + sum of i_d * strides[d], for i_d in
/// [0, shape[d]). A memref that memref.alloc/alloca or an attribution made
/// views its whole buffer (row-major strides); memref.subview narrows it.
struct Memref {
  std::shared_ptr<Buffer> buffer;
  int64_t offset = 0;
  std::vector<int64_t> shape, strides;
  /// The view of all of `buffer`.
  static Memref whole(std::shared_ptr<Buffer> buffer);
};

/// Element `indices` of the memref `m`: an error (at `op`) when it lies
/// outside the view, its buffer was freed, or (reading) it was never stored.
mlir::FailureOr<Int> readElement(mlir::Operation *op, const Memref &m,
                                 llvm::ArrayRef<int64_t> indices);
mlir::LogicalResult writeElement(mlir::Operation *op, const Memref &m,
                                 llvm::ArrayRef<int64_t> indices, const Int &value);

/// A cute view (cute.make_view): element c is element layout(c) of `iter`,
/// a rank-1 memref; `layout` is a Layout or ComposedLayout with its
/// run-time leaves bound.
struct View {
  Memref iter;
  core::Value layout;
};
/// Views are held by reference: a value of the interpreter stays small.
using ViewRef = std::shared_ptr<const View>;

/// A function value (func.constant), called by func.call_indirect.
struct FuncRef {
  mlir::func::FuncOp fn;
};

/// A pointer into the bytes of a constant global string
/// (llvm.mlir.addressof, llvm.getelementptr), read by printf.
struct CString {
  /// Null for a null pointer (getenv of a variable that is not set).
  std::shared_ptr<const std::string> bytes;
  uint64_t offset = 0;
};

/// An atom or tiled atom (cute.make_atom, make_tiled_mma/copy): its type
/// holds everything about it.
struct Atom {
  mlir::Type type;
};

using RtValue = std::variant<Int, Memref, core::Value, FuncRef, CString, Atom, ViewRef>;

/// The value a cute type declares (`?` leaves unbound), whether it has no
/// `?` leaf, and then its text: every value of a static type prints so.
struct DeclaredType {
  core::Value value;
  bool isStatic;
  std::string staticText;
};

} // namespace cute::eval

#endif
