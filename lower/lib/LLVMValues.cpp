//===- LLVMValues.cpp - The LLVM form of cute values ----------------------===//
#include "LLVMValues.h"

#include "cute-oracle/core/Text.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using cute::core::IntTuple;

namespace cute::lower {

namespace {

//===--- Structs of dynamic leaves ----------------------------------------===//

bool isDynamicLeaf(const IntTuple &leaf) { return leaf.isDynamic() || leaf.isDynamicBasis(); }

void appendLeaves(const IntTuple &t, SmallVectorImpl<const IntTuple *> &out) {
  if (t.isTuple()) {
    for (const IntTuple &e : t.elems())
      appendLeaves(e, out);
    return;
  }
  out.push_back(&t);
}

void appendDynamicTypes(MLIRContext *ctx, const IntTuple &t, SmallVectorImpl<Type> &out) {
  SmallVector<const IntTuple *> leaves;
  appendLeaves(t, leaves);
  for (const IntTuple *l : leaves)
    if (isDynamicLeaf(*l))
      out.push_back(IntegerType::get(ctx, static_cast<unsigned>(l->value())));
}

void appendTilerTypes(MLIRContext *ctx, const cute::core::Tiler &t, SmallVectorImpl<Type> &out) {
  switch (t.kind) {
  case cute::core::Tiler::Kind::Leaf:
    appendDynamicTypes(ctx, t.leaf, out);
    return;
  case cute::core::Tiler::Kind::Layout:
    appendDynamicTypes(ctx, t.layout.shape, out);
    appendDynamicTypes(ctx, t.layout.stride, out);
    return;
  case cute::core::Tiler::Kind::Tuple:
    for (const auto &e : t.elems)
      appendTilerTypes(ctx, e, out);
    return;
  }
}

LLVM::LLVMStructType tupleStruct(MLIRContext *ctx, const IntTuple &t) {
  SmallVector<Type> fields;
  appendDynamicTypes(ctx, t, fields);
  return LLVM::LLVMStructType::getLiteral(ctx, fields);
}

LLVM::LLVMStructType layoutStruct(MLIRContext *ctx, const cute::core::Layout &l) {
  return LLVM::LLVMStructType::getLiteral(ctx,
                                          {tupleStruct(ctx, l.shape), tupleStruct(ctx, l.stride)});
}



void appendTupleScalars(const IntTuple &t, bool onlyDynamic, ArrayRef<int64_t> prefix,
                        int64_t &next, SmallVectorImpl<Scalar> &out) {
  SmallVector<const IntTuple *> leaves;
  appendLeaves(t, leaves);
  for (const IntTuple *l : leaves) {
    if (isDynamicLeaf(*l)) {
      Scalar s{true, 0, static_cast<unsigned>(l->value()), {}};
      s.path.assign(prefix.begin(), prefix.end());
      s.path.push_back(next++);
      out.push_back(s);
    } else if (!onlyDynamic && !l->isUnderscore()) {
      out.push_back(Scalar{false, l->value(), 64, {}});
    }
  }
}

void appendLayoutScalars(const cute::core::Layout &l, bool onlyDynamic,
                         SmallVector<int64_t, 2> prefix, SmallVectorImpl<Scalar> &out) {
  int64_t next = 0;
  prefix.push_back(0);
  appendTupleScalars(l.shape, onlyDynamic, prefix, next, out);
  next = 0;
  prefix.back() = 1;
  appendTupleScalars(l.stride, onlyDynamic, prefix, next, out);
}

void appendTilerScalars(const cute::core::Tiler &t, bool onlyDynamic, int64_t &next,
                        SmallVectorImpl<Scalar> &out) {
  switch (t.kind) {
  case cute::core::Tiler::Kind::Leaf:
    appendTupleScalars(t.leaf, onlyDynamic, {}, next, out);
    return;
  case cute::core::Tiler::Kind::Layout:
    appendTupleScalars(t.layout.shape, onlyDynamic, {}, next, out);
    appendTupleScalars(t.layout.stride, onlyDynamic, {}, next, out);
    return;
  case cute::core::Tiler::Kind::Tuple:
    for (const auto &e : t.elems)
      appendTilerScalars(e, onlyDynamic, next, out);
    return;
  }
}

void appendSwizzleScalars(const cute::core::Swizzle &s, bool onlyDynamic,
                          SmallVectorImpl<Scalar> &out) {
  if (onlyDynamic)
    return;
  for (int p : {s.bits, s.base, s.shift})
    out.push_back(Scalar{false, p, 32, {}});
}


//===--- printf format of a value ---------------------------------------===//

} // namespace

LLVM::LLVMStructType structOf(MLIRContext *ctx, const cute::core::Value &v) {
  if (const auto *t = std::get_if<IntTuple>(&v))
    return tupleStruct(ctx, *t);
  if (const auto *l = std::get_if<cute::core::Layout>(&v))
    return layoutStruct(ctx, *l);
  if (const auto *c = std::get_if<cute::core::ComposedLayout>(&v)) {
    Type inner = std::holds_alternative<cute::core::Layout>(c->inner)
                     ? Type(layoutStruct(ctx, std::get<cute::core::Layout>(c->inner)))
                     : Type(LLVM::LLVMStructType::getLiteral(ctx, {}));
    return LLVM::LLVMStructType::getLiteral(
        ctx, {inner, tupleStruct(ctx, c->offset), layoutStruct(ctx, c->outer)});
  }
  if (const auto *t = std::get_if<cute::core::Tile>(&v)) {
    SmallVector<Type> fields;
    appendTilerTypes(ctx, t->tiler, fields);
    return LLVM::LLVMStructType::getLiteral(ctx, fields);
  }
  return LLVM::LLVMStructType::getLiteral(ctx, {}); // swizzle
}

SmallVector<Scalar> scalarsOf(const cute::core::Value &v, bool onlyDynamic) {
  SmallVector<Scalar> out;
  int64_t next = 0;
  if (const auto *t = std::get_if<IntTuple>(&v))
    appendTupleScalars(*t, onlyDynamic, {}, next, out);
  else if (const auto *l = std::get_if<cute::core::Layout>(&v))
    appendLayoutScalars(*l, onlyDynamic, {}, out);
  else if (const auto *t = std::get_if<cute::core::Tile>(&v))
    appendTilerScalars(t->tiler, onlyDynamic, next, out);
  else if (const auto *s = std::get_if<cute::core::Swizzle>(&v))
    appendSwizzleScalars(*s, onlyDynamic, out);
  else if (const auto *c = std::get_if<cute::core::ComposedLayout>(&v)) {
    if (const auto *a = std::get_if<cute::core::Layout>(&c->inner))
      appendLayoutScalars(*a, onlyDynamic, {0}, out);
    else
      appendSwizzleScalars(std::get<cute::core::Swizzle>(c->inner), onlyDynamic, out);
    appendTupleScalars(c->offset, onlyDynamic, {1}, next, out);
    appendLayoutScalars(c->outer, onlyDynamic, {2}, out);
  }
  return out;
}

unsigned formatOf(const cute::core::Value &v, std::string &fmt) {
  std::string text = cute::core::print(v);
  unsigned count = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '%') {
      fmt += "%%";
    } else if (c == '?') {
      ++count;
      if (text.compare(i + 1, 5, "{i64}") == 0) {
        fmt += "%lld";
        i += 5;
      } else if (text.compare(i + 1, 5, "{i32}") == 0) {
        fmt += "%d";
        i += 5;
      } else {
        fmt += "%d";
      }
    } else {
      fmt += c;
    }
  }
  fmt += "\n";
  return count;
}

} // namespace cute::lower
