//===- SymTree.cpp - arith on run-time integers for --cute-expand ---------===//
#include "SymTree.h"
#include "LowerSupport.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/IR/BuiltinTypes.h"

#include <limits>

using namespace mlir;

namespace cute::lower {

namespace {
unsigned widthOf(Value v) { return cast<IntegerType>(v.getType()).getWidth(); }

bool fits32(int64_t x) {
  return x >= std::numeric_limits<int32_t>::min() && x <= std::numeric_limits<int32_t>::max();
}

// Wrapping int64 arithmetic for folded constants (never UB in the compiler).
int64_t wrapAdd(int64_t a, int64_t b) { return int64_t(uint64_t(a) + uint64_t(b)); }
int64_t wrapSub(int64_t a, int64_t b) { return int64_t(uint64_t(a) - uint64_t(b)); }
int64_t wrapMul(int64_t a, int64_t b) { return int64_t(uint64_t(a) * uint64_t(b)); }
} // namespace

Value SymBuilder::materialize(Sym s, unsigned width) {
  Type t = b.getIntegerType(width);
  if (s.isConst())
    return arith::ConstantOp::create(b, loc, t, b.getIntegerAttr(t, s.c));
  unsigned w = widthOf(s.v);
  if (w == width)
    return s.v;
  if (w < width) {
    Value &ext = extended[{s.v, width}];
    if (!ext)
      ext = arith::ExtSIOp::create(b, loc, t, s.v);
    return ext;
  }
  return arith::TruncIOp::create(b, loc, t, s.v);
}

Value SymBuilder::materialize(SymBool s) {
  if (!s.isConst())
    return s.v;
  return arith::ConstantOp::create(b, loc, b.getI1Type(), b.getBoolAttr(s.c));
}

std::pair<Value, Value> SymBuilder::unify(Sym a, Sym c) {
  return {materialize(a, 64), materialize(c, 64)};
}

Value SymBuilder::declaredLeaf(Sym s, unsigned width) {
  if (width >= 64)
    return materialize(s, width);
  if (s.isConst()) {
    if (!fits32(s.c))
      fail("the result " + std::to_string(s.c) + " overflows its i32 leaf");
    return materialize(s, width);
  }
  Value narrow = materialize(s, width);
  if (widthOf(s.v) > width) {
    Value back = arith::ExtSIOp::create(b, loc, s.v.getType(), narrow);
    assertAtRunTime(
        SymBool{arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, back, s.v), false},
        "computes a result that overflows its i32 leaf");
  }
  return narrow;
}

Sym SymBuilder::add(Sym a, Sym c) {
  if (a.isConst() && c.isConst())
    return Sym::of(wrapAdd(a.c, c.c));
  if (a.is(0))
    return c;
  if (c.is(0))
    return a;
  auto [x, y] = unify(a, c);
  return Sym::dyn(arith::AddIOp::create(b, loc, x, y));
}

Sym SymBuilder::sub(Sym a, Sym c) {
  if (a.isConst() && c.isConst())
    return Sym::of(wrapSub(a.c, c.c));
  if (c.is(0))
    return a;
  auto [x, y] = unify(a, c);
  return Sym::dyn(arith::SubIOp::create(b, loc, x, y));
}

Sym SymBuilder::mul(Sym a, Sym c) {
  if (a.isConst() && c.isConst())
    return Sym::of(wrapMul(a.c, c.c));
  if (a.is(1))
    return c;
  if (c.is(1))
    return a;
  if (a.is(0) || c.is(0))
    return Sym::of(0);
  auto [x, y] = unify(a, c);
  return Sym::dyn(arith::MulIOp::create(b, loc, x, y));
}

Sym SymBuilder::div(Sym a, Sym c) {
  if (a.isConst() && c.isConst()) {
    if (c.c == 0 || (c.c == -1 && a.c == std::numeric_limits<int64_t>::min())) {
      fail("division by zero or overflow of " + std::to_string(a.c) + " / " + std::to_string(c.c));
      return Sym::of(0);
    }
    return Sym::of(a.c / c.c);
  }
  if (c.is(1) || a.is(0)) // C++: a static 0 divided by anything is a static 0
    return a;
  auto [x, y] = unify(a, c);
  if (!c.isConst())
    assertNonZeroDivisor(y);
  return Sym::dyn(arith::DivSIOp::create(b, loc, x, y));
}

Sym SymBuilder::rem(Sym a, Sym c) {
  if (a.isConst() && c.isConst()) {
    if (c.c == 0 || c.c == -1)
      return c.c == 0 ? (fail("remainder by zero of " + std::to_string(a.c)), Sym::of(0))
                      : Sym::of(0);
    return Sym::of(a.c % c.c);
  }
  if (c.is(1) || c.is(-1) || a.is(0)) // static 0 in C++'s integral constants
    return Sym::of(0);
  auto [x, y] = unify(a, c);
  if (!c.isConst())
    assertNonZeroDivisor(y);
  return Sym::dyn(arith::RemSIOp::create(b, loc, x, y));
}

void SymBuilder::assertAtRunTime(SymBool ok, const std::string &what) {
  if (ok.isConst()) {
    if (!ok.c)
      fail(what);
    return;
  }
  // Device code has no puts/abort for the host's cf.assert lowering (and a
  // PTX division by zero does not trap): the checks are host-only.
  if (insertsDeviceCode(b))
    return;
  cf::AssertOp::create(b, loc, ok.v, "'" + opName + "' op " + what + " at run time");
}

void SymBuilder::assertNonZeroDivisor(Value y) {
  if (insertsDeviceCode(b))
    return;
  Value zero = arith::ConstantOp::create(b, loc, y.getType(), b.getIntegerAttr(y.getType(), 0));
  assertAtRunTime(SymBool{arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, y, zero), false},
                  "divides by zero");
}

Sym SymBuilder::abs(Sym a) {
  if (a.isConst())
    return Sym::of(a.c < 0 ? wrapSub(0, a.c) : a.c);
  return select(lt(a, Sym::of(0)), neg(a), a);
}

Sym SymBuilder::signum(Sym a) {
  if (a.isConst())
    return Sym::of((0 < a.c) - (a.c < 0));
  return sub(fromBool(lt(Sym::of(0), a)), fromBool(lt(a, Sym::of(0))));
}

Sym SymBuilder::ceilDiv(Sym a, Sym c) { return div(sub(add(a, c), Sym::of(1)), c); }

Sym SymBuilder::andI(Sym a, Sym c) {
  if (a.isConst() && c.isConst())
    return Sym::of(a.c & c.c);
  if (a.is(0) || c.is(0))
    return Sym::of(0);
  auto [x, y] = unify(a, c);
  return Sym::dyn(arith::AndIOp::create(b, loc, x, y));
}

Sym SymBuilder::xorI(Sym a, Sym c) {
  if (a.isConst() && c.isConst())
    return Sym::of(a.c ^ c.c);
  if (a.is(0))
    return c;
  if (c.is(0))
    return a;
  auto [x, y] = unify(a, c);
  return Sym::dyn(arith::XOrIOp::create(b, loc, x, y));
}

Sym SymBuilder::shrS(Sym a, int64_t n) {
  if (n == 0)
    return a;
  if (a.isConst())
    return Sym::of(n >= 64 ? (a.c < 0 ? -1 : 0) : (a.c >> n));
  auto [x, y] = unify(a, Sym::of(n));
  return Sym::dyn(arith::ShRSIOp::create(b, loc, x, y));
}

Sym SymBuilder::shl(Sym a, int64_t n) {
  if (n == 0)
    return a;
  if (a.isConst())
    return Sym::of(n >= 64 ? 0 : int64_t(uint64_t(a.c) << n));
  auto [x, y] = unify(a, Sym::of(n));
  return Sym::dyn(arith::ShLIOp::create(b, loc, x, y));
}

Sym SymBuilder::select(SymBool cond, Sym t, Sym f) {
  if (cond.isConst())
    return cond.c ? t : f;
  if (t.isConst() && f.isConst() && t.c == f.c)
    return t;
  if (t.v && t.v == f.v)
    return t;
  auto [x, y] = unify(t, f);
  return Sym::dyn(arith::SelectOp::create(b, loc, cond.v, x, y));
}

Sym SymBuilder::fromBool(SymBool x) {
  if (x.isConst())
    return Sym::of(x.c ? 1 : 0);
  return Sym::dyn(arith::ExtUIOp::create(b, loc, b.getI64Type(), x.v));
}

SymBool SymBuilder::eq(Sym a, Sym c) {
  if (a.isConst() && c.isConst())
    return SymBool::of(a.c == c.c);
  auto [x, y] = unify(a, c);
  return SymBool{arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x, y), false};
}

SymBool SymBuilder::ne(Sym a, Sym c) { return notB(eq(a, c)); }

SymBool SymBuilder::lt(Sym a, Sym c) {
  if (a.isConst() && c.isConst())
    return SymBool::of(a.c < c.c);
  auto [x, y] = unify(a, c);
  return SymBool{arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, x, y), false};
}

SymBool SymBuilder::andB(SymBool a, SymBool c) {
  if (a.isConst())
    return a.c ? c : a;
  if (c.isConst())
    return c.c ? a : c;
  return SymBool{arith::AndIOp::create(b, loc, a.v, c.v), false};
}

SymBool SymBuilder::notB(SymBool a) {
  if (a.isConst())
    return SymBool::of(!a.c);
  Value one = arith::ConstantOp::create(b, loc, b.getI1Type(), b.getBoolAttr(true));
  return SymBool{arith::XOrIOp::create(b, loc, a.v, one), false};
}

} // namespace cute::lower
