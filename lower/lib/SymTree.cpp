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

Value SymBuilder::declaredBit(SymBool s) {
  assertNoOverflow(s.overflowed);
  if (!s.isConst())
    return s.v;
  return arith::ConstantOp::create(b, loc, b.getI1Type(), b.getBoolAttr(s.c));
}

std::pair<Value, Value> SymBuilder::unify(Sym a, Sym c) {
  return {materialize(a, 64), materialize(c, 64)};
}

bool SymBuilder::checksAtRunTime() { return !insertsDeviceCode(b); }

Value SymBuilder::eitherOverflowed(Value a, Value c) {
  if (!a || !c)
    return a ? a : c;
  return arith::OrIOp::create(b, loc, a, c);
}

Sym SymBuilder::derived(Value r, unsigned bits, Sym a, Sym c, function_ref<Value()> overflows) {
  Sym out = Sym::dyn(r);
  out.bits = std::min(bits, 63u);
  out.width = std::max(a.width, c.width);
  if (!checksAtRunTime())
    return out;
  out.overflowed = eitherOverflowed(a.overflowed, c.overflowed);
  if (bits > 62 && overflows) {
    ownOverflows.push_back(overflows());
    out.overflowed = eitherOverflowed(out.overflowed, ownOverflows.back());
  }
  return out;
}

Sym SymBuilder::branch(SymBool taken, function_ref<Sym()> computeBranch) {
  size_t before = ownOverflows.size();
  Sym r = computeBranch();
  Value any;
  for (Value flag : llvm::drop_begin(ownOverflows, before))
    any = eitherOverflowed(any, flag);
  ownOverflows.truncate(before);
  if (!any || (taken.isConst() && !taken.c))
    return r;
  ownOverflows.push_back(taken.isConst() ? any : arith::AndIOp::create(b, loc, taken.v, any));
  return r;
}

void SymBuilder::assertNoIntermediateOverflow() {
  Value any;
  for (Value flag : ownOverflows)
    if (!asserted.contains(flag))
      any = eitherOverflowed(any, flag);
  ownOverflows.clear();
  assertNoOverflow(any);
}

void SymBuilder::noteAsserted(Value flag) {
  if (!asserted.insert(flag).second)
    return;
  // The flags or'ed into it are asserted with it (not those a select
  // chooses between).
  if (auto either = flag.getDefiningOp<arith::OrIOp>()) {
    noteAsserted(either.getLhs());
    noteAsserted(either.getRhs());
  }
}

void SymBuilder::assertNoOverflow(Value flag) {
  if (!flag)
    return;
  noteAsserted(flag);
  Value one = arith::ConstantOp::create(b, loc, b.getI1Type(), b.getBoolAttr(true));
  assertAtRunTime(SymBool{arith::XOrIOp::create(b, loc, flag, one), false, {}},
                  "computes an intermediate value that overflows int64");
}

Value SymBuilder::declaredLeaf(Sym s, unsigned width) {
  assertNoOverflow(s.overflowed);
  if (width >= 64)
    return materialize(s, width);
  if (s.isConst()) {
    if (!core::fitsInt32(s.c))
      fail("the result " + std::to_string(s.c) + " overflows its i32 leaf");
    return materialize(s, width);
  }
  Value narrow = materialize(s, width);
  if (widthOf(s.v) > width)
    assertAtRunTime(truncationKeeps(s.v, narrow), "computes a result that overflows its i32 leaf");
  return narrow;
}

// A static result that overflows is an expansion error, as the
// interpreter's checked arithmetic makes it an error.
Sym SymBuilder::staticOverflow(const char *sym, int64_t x, int64_t y) {
  fail("int64 overflow in " + std::to_string(x) + " " + sym + " " + std::to_string(y));
  return Sym::of(0);
}

// The sign bit of `v`, as an i1.
Value SymBuilder::isNegative(Value v) {
  Value zero = arith::ConstantOp::create(b, loc, v.getType(), b.getIntegerAttr(v.getType(), 0));
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, v, zero);
}

Sym SymBuilder::add(Sym a, Sym c) {
  if (a.isConst() && c.isConst()) {
    int64_t r;
    return __builtin_add_overflow(a.c, c.c, &r) ? staticOverflow("+", a.c, c.c) : Sym::of(r);
  }
  if (a.is(0))
    return c;
  if (c.is(0))
    return a;
  auto [x, y] = unify(a, c);
  Value r = arith::AddIOp::create(b, loc, x, y);
  // Signed overflow: both operands' signs differ from the result's.
  return derived(r, std::max(a.bits, c.bits) + 1, a, c, [&] {
    Value xFlips = arith::XOrIOp::create(b, loc, x, r);
    Value yFlips = arith::XOrIOp::create(b, loc, y, r);
    return isNegative(arith::AndIOp::create(b, loc, xFlips, yFlips));
  });
}

Sym SymBuilder::sub(Sym a, Sym c) {
  if (a.isConst() && c.isConst()) {
    int64_t r;
    return __builtin_sub_overflow(a.c, c.c, &r) ? staticOverflow("-", a.c, c.c) : Sym::of(r);
  }
  if (c.is(0))
    return a;
  auto [x, y] = unify(a, c);
  Value r = arith::SubIOp::create(b, loc, x, y);
  // Signed overflow: the operands' signs differ and the result's sign is
  // not the minuend's.
  return derived(r, std::max(a.bits, c.bits) + 1, a, c, [&] {
    Value signsDiffer = arith::XOrIOp::create(b, loc, x, y);
    Value xFlips = arith::XOrIOp::create(b, loc, x, r);
    return isNegative(arith::AndIOp::create(b, loc, signsDiffer, xFlips));
  });
}

Sym SymBuilder::mul(Sym a, Sym c) {
  if (a.isConst() && c.isConst()) {
    int64_t r;
    return __builtin_mul_overflow(a.c, c.c, &r) ? staticOverflow("*", a.c, c.c) : Sym::of(r);
  }
  if (a.is(1))
    return c;
  if (c.is(1))
    return a;
  if (a.is(0) || c.is(0))
    return Sym::of(0);
  auto [x, y] = unify(a, c);
  unsigned bits = a.bits + c.bits;
  if (bits <= 62 || !checksAtRunTime())
    return derived(arith::MulIOp::create(b, loc, x, y), bits, a, c, {});
  // The 128-bit product fits int64 iff its high half is the sign
  // extension of its low half.
  auto wide = arith::MulSIExtendedOp::create(b, loc, x, y);
  Value low = wide.getLow();
  return derived(low, bits, a, c, [&] {
    Value sign = arith::ShRSIOp::create(
        b, loc, low, arith::ConstantOp::create(b, loc, b.getI64Type(), b.getI64IntegerAttr(63)));
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, wide.getHigh(), sign);
  });
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
  if (!c.isConst()) {
    assertNonZeroDivisor(y);
    // INT64_MIN / -1 traps; it is checked before it is computed.
    if (a.bits == 63 && checksAtRunTime())
      assertNoOverflow(isMinOverMinusOne(x, y));
  }
  // |a / c| <= |a|.
  return derived(arith::DivSIOp::create(b, loc, x, y), a.bits, a, c, {});
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
  if (!c.isConst()) {
    assertNonZeroDivisor(y);
    // INT64_MIN % -1 traps, though its value is 0: divide by 1 instead.
    if (a.bits == 63) {
      Value one = arith::ConstantOp::create(b, loc, b.getI64Type(), b.getI64IntegerAttr(1));
      y = arith::SelectOp::create(b, loc, isMinOverMinusOne(x, y), one, y);
    }
  }
  // |a % c| <= min(|a|, |c|).
  return derived(arith::RemSIOp::create(b, loc, x, y), std::min(a.bits, c.bits), a, c, {});
}

Value SymBuilder::isMinOverMinusOne(Value x, Value y) {
  auto constant = [&](int64_t v) {
    return arith::ConstantOp::create(b, loc, b.getI64Type(), b.getI64IntegerAttr(v));
  };
  Value isMin = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x,
                                      constant(std::numeric_limits<int64_t>::min()));
  Value isMinusOne = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, y, constant(-1));
  return arith::AndIOp::create(b, loc, isMin, isMinusOne);
}

void SymBuilder::assertAtRunTime(SymBool ok, const std::string &what) {
  assertNoOverflow(ok.overflowed);
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

SymBool SymBuilder::truncationKeeps(Value wide, Value narrow) {
  Value back = arith::ExtSIOp::create(b, loc, wide.getType(), narrow);
  return SymBool{arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, back, wide), false, {}};
}

void SymBuilder::assertFitsCppType(Sym s, const std::string &what) {
  if (s.isConst() || s.width != 32 || s.bits <= 30 || widthOf(s.v) <= 32)
    return;
  assertAtRunTime(truncationKeeps(s.v, materialize(s, 32)), what + " overflows i32");
}

void SymBuilder::assertNonZeroDivisor(Value y) {
  if (insertsDeviceCode(b))
    return;
  Value zero = arith::ConstantOp::create(b, loc, y.getType(), b.getIntegerAttr(y.getType(), 0));
  assertAtRunTime(SymBool{arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, y, zero), false, {}},
                  "divides by zero");
}

Sym SymBuilder::abs(Sym a) {
  if (a.isConst())
    return a.c < 0 ? neg(a) : a;
  SymBool negative = lt(a, Sym::of(0));
  return select(negative, branch(negative, [&] { return neg(a); }), a);
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
  return derived(arith::AndIOp::create(b, loc, x, y), bitwiseBits(a, c), a, c, {});
}

Sym SymBuilder::xorI(Sym a, Sym c) {
  if (a.isConst() && c.isConst())
    return Sym::of(a.c ^ c.c);
  if (a.is(0))
    return c;
  if (c.is(0))
    return a;
  auto [x, y] = unify(a, c);
  return derived(arith::XOrIOp::create(b, loc, x, y), bitwiseBits(a, c), a, c, {});
}

Sym SymBuilder::shrS(Sym a, int64_t n) {
  if (n == 0)
    return a;
  if (a.isConst())
    return Sym::of(n >= 64 ? (a.c < 0 ? -1 : 0) : (a.c >> n));
  auto [x, y] = unify(a, Sym::of(n));
  return derived(arith::ShRSIOp::create(b, loc, x, y), a.bits, a, Sym::of(n), {});
}

Sym SymBuilder::shl(Sym a, int64_t n) {
  if (n == 0)
    return a;
  if (a.isConst())
    return Sym::of(n >= 64 ? 0 : int64_t(uint64_t(a.c) << n));
  // Like C++'s '<<' in swizzles, unchecked: a shifted-out bit is lost.
  auto [x, y] = unify(a, Sym::of(n));
  return derived(arith::ShLIOp::create(b, loc, x, y), a.bits + unsigned(std::min<int64_t>(n, 64)),
                 a, Sym::of(n), {});
}

Sym SymBuilder::select(SymBool cond, Sym t, Sym f) {
  if (cond.isConst())
    return cond.c ? t : f;
  if (t.isConst() && f.isConst() && t.c == f.c)
    return t;
  if (t.v && t.v == f.v)
    return t;
  auto [x, y] = unify(t, f);
  Sym r = Sym::dyn(arith::SelectOp::create(b, loc, cond.v, x, y));
  r.bits = std::max(t.bits, f.bits);
  r.width = std::max(t.width, f.width);
  if (!checksAtRunTime() || !(cond.overflowed || t.overflowed || f.overflowed))
    return r;
  // Only the chosen operand's overflow counts.
  Value no = arith::ConstantOp::create(b, loc, b.getI1Type(), b.getBoolAttr(false));
  Value chosen = t.overflowed == f.overflowed
                     ? t.overflowed
                     : arith::SelectOp::create(b, loc, cond.v, t.overflowed ? t.overflowed : no,
                                               f.overflowed ? f.overflowed : no);
  r.overflowed = eitherOverflowed(cond.overflowed, chosen);
  return r;
}

Sym SymBuilder::fromBool(SymBool x) {
  if (x.isConst())
    return Sym::of(x.c ? 1 : 0);
  Sym r = Sym::dyn(arith::ExtUIOp::create(b, loc, b.getI64Type(), x.v));
  r.bits = 0;
  r.width = 32;
  r.overflowed = x.overflowed;
  return r;
}

SymBool SymBuilder::eq(Sym a, Sym c) {
  if (a.isConst() && c.isConst())
    return SymBool::of(a.c == c.c);
  auto [x, y] = unify(a, c);
  return SymBool{arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x, y), false,
                 eitherOverflowed(a.overflowed, c.overflowed)};
}

SymBool SymBuilder::ne(Sym a, Sym c) { return notB(eq(a, c)); }

SymBool SymBuilder::lt(Sym a, Sym c) {
  if (a.isConst() && c.isConst())
    return SymBool::of(a.c < c.c);
  auto [x, y] = unify(a, c);
  return SymBool{arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, x, y), false,
                 eitherOverflowed(a.overflowed, c.overflowed)};
}

SymBool SymBuilder::andB(SymBool a, SymBool c) {
  if (a.isConst())
    return a.c ? c : a;
  if (c.isConst())
    return c.c ? a : c;
  return SymBool{arith::AndIOp::create(b, loc, a.v, c.v), false,
                 eitherOverflowed(a.overflowed, c.overflowed)};
}

SymBool SymBuilder::notB(SymBool a) {
  if (a.isConst())
    return SymBool::of(!a.c);
  Value one = arith::ConstantOp::create(b, loc, b.getI1Type(), b.getBoolAttr(true));
  return SymBool{arith::XOrIOp::create(b, loc, a.v, one), false, a.overflowed};
}

} // namespace cute::lower
