//===- ArithEval.cpp - arith on integers and index -----------------------===//
//
// Integers wrap at their width as in LLVM. An op whose overflow flags say
// the wrap cannot happen (nsw/nuw), division by zero and signed division
// overflow are errors instead of poison or undefined behaviour.
//
//===----------------------------------------------------------------------===//
#include "Machine.h"

#include "cute-oracle/core/Numbers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <cmath>

using namespace mlir;

namespace cute::eval {

namespace {

/// Whether a + b, a - b or a * b at `width` bits wrap as signed / unsigned
/// numbers; computed in 128 bits.
struct Wrap {
  bool isSigned = false, isUnsigned = false;
};

Wrap wrapOf(__int128 signedExact, unsigned __int128 unsignedExact, unsigned width) {
  __int128 lo = -(__int128(1) << (width - 1)), hi = (__int128(1) << (width - 1)) - 1;
  unsigned __int128 uhi = (unsigned __int128)1 << width;
  return {signedExact < lo || signedExact > hi, unsignedExact >= uhi};
}

/// The result of an integer binary op, or an error message.
struct Binary {
  Int value;
  const char *error = nullptr;
};

/// `op` on a and b; none when `op` is not an integer binary op.
std::optional<Binary> compute(Operation *op, const Int &a, const Int &b) {
  unsigned w = a.width;
  int64_t sa = a.sext(), sb = b.sext();
  uint64_t ua = a.zext(), ub = b.zext();
  auto intOf = [&](int64_t v) { return Binary{Int::of(v, w)}; };
  if (isa<arith::DivSIOp, arith::RemSIOp, arith::CeilDivSIOp, arith::FloorDivSIOp,
          arith::DivUIOp, arith::RemUIOp, arith::CeilDivUIOp>(op) &&
      ub == 0)
    return Binary{Int{}, "division by zero"};
  // INT_MIN / -1 (in i1, -1 / -1) overflows; LLVM's srem of it is
  // undefined behaviour too, though its value would be 0.
  bool minOverMinusOne = sb == -1 && sa == Int::of(int64_t(1) << (w - 1), w).sext();
  if (isa<arith::DivSIOp, arith::RemSIOp, arith::CeilDivSIOp, arith::FloorDivSIOp>(op) &&
      minOverMinusOne)
    return Binary{Int{}, "signed division overflows"};
  if (isa<arith::AddIOp>(op))
    return intOf(int64_t(ua + ub));
  if (isa<arith::SubIOp>(op))
    return intOf(int64_t(ua - ub));
  if (isa<arith::MulIOp>(op))
    return intOf(int64_t(ua * ub));
  if (isa<arith::DivSIOp>(op))
    return intOf(sa / sb);
  if (isa<arith::RemSIOp>(op))
    return intOf(sa % sb);
  if (isa<arith::DivUIOp>(op))
    return intOf(int64_t(ua / ub));
  if (isa<arith::RemUIOp>(op))
    return intOf(int64_t(ua % ub));
  if (isa<arith::CeilDivSIOp>(op))
    return intOf(sa / sb + ((sa % sb != 0) && ((sa < 0) == (sb < 0))));
  if (isa<arith::FloorDivSIOp>(op))
    return intOf(sa / sb - ((sa % sb != 0) && ((sa < 0) != (sb < 0))));
  if (isa<arith::CeilDivUIOp>(op))
    return intOf(int64_t(ua / ub + (ua % ub != 0)));
  if (isa<arith::AndIOp>(op))
    return intOf(int64_t(ua & ub));
  if (isa<arith::OrIOp>(op))
    return intOf(int64_t(ua | ub));
  if (isa<arith::XOrIOp>(op))
    return intOf(int64_t(ua ^ ub));
  if (isa<arith::ShLIOp, arith::ShRSIOp, arith::ShRUIOp>(op) && ub >= w)
    return Binary{Int{}, "shift amount is not less than the bit width"};
  if (isa<arith::ShLIOp>(op))
    return intOf(int64_t(ua << ub));
  if (isa<arith::ShRSIOp>(op))
    return intOf(sa >> ub);
  if (isa<arith::ShRUIOp>(op))
    return intOf(int64_t(ua >> ub));
  if (isa<arith::MaxSIOp>(op))
    return intOf(std::max(sa, sb));
  if (isa<arith::MinSIOp>(op))
    return intOf(std::min(sa, sb));
  if (isa<arith::MaxUIOp>(op))
    return intOf(int64_t(std::max(ua, ub)));
  if (isa<arith::MinUIOp>(op))
    return intOf(int64_t(std::min(ua, ub)));
  return std::nullopt;
}

/// nsw/nuw on add/sub/mul: the wrap they exclude is an error.
const char *overflowError(Operation *op, const Int &a, const Int &b) {
  auto flagged = dyn_cast<arith::ArithIntegerOverflowFlagsInterface>(op);
  if (!flagged)
    return nullptr;
  __int128 sa = a.sext(), sb = b.sext();
  unsigned __int128 ua = a.zext(), ub = b.zext();
  Wrap wrap;
  if (isa<arith::AddIOp>(op))
    wrap = wrapOf(sa + sb, ua + ub, a.width);
  else if (isa<arith::SubIOp>(op))
    wrap = wrapOf(sa - sb, ua < ub ? ((unsigned __int128)1 << a.width) : ua - ub, a.width);
  else if (isa<arith::MulIOp>(op))
    wrap = wrapOf(sa * sb, ua * ub, a.width);
  if (flagged.hasNoSignedWrap() && wrap.isSigned)
    return "signed overflow in an op marked nsw";
  if (flagged.hasNoUnsignedWrap() && wrap.isUnsigned)
    return "unsigned overflow in an op marked nuw";
  return nullptr;
}

bool compare(arith::CmpIPredicate p, const Int &a, const Int &b) {
  using P = arith::CmpIPredicate;
  switch (p) {
  case P::eq: return a.bits == b.bits;
  case P::ne: return a.bits != b.bits;
  case P::slt: return a.sext() < b.sext();
  case P::sle: return a.sext() <= b.sext();
  case P::sgt: return a.sext() > b.sext();
  case P::sge: return a.sext() >= b.sext();
  case P::ult: return a.zext() < b.zext();
  case P::ule: return a.zext() <= b.zext();
  case P::ugt: return a.zext() > b.zext();
  case P::uge: return a.zext() >= b.zext();
  }
  return false;
}

/// mulsi_extended / mului_extended: the low and high halves of the full
/// 2w-bit product of two w-bit integers (w <= 64).
std::pair<Int, Int> mulExtended(const Int &a, const Int &b, bool isSigned) {
  unsigned w = a.width;
  __int128 p = isSigned ? __int128(a.sext()) * __int128(b.sext())
                        : __int128((unsigned __int128)a.zext() * (unsigned __int128)b.zext());
  unsigned __int128 u = (unsigned __int128)p;
  uint64_t lowBits = uint64_t(u), highBits = w == 64 ? uint64_t(u >> 64) : uint64_t(u >> w);
  return {Int::of(int64_t(lowBits), w), Int::of(int64_t(highBits), w)};
}

bool involvesFloats(Operation *op) {
  return llvm::any_of(llvm::concat<const Type>(op->getOperandTypes(), op->getResultTypes()),
                      [](Type t) { return isa<FloatType>(t); });
}

/// sitofp: the integer rounded to nearest even in t. Integers beyond 2^53
/// would be rounded twice (to double, then to t) and are refused.
LogicalResult signedToFloat(Machine &m, arith::SIToFPOp op) {
  std::optional<core::ElementType> t = numberTypeOf(op.getType());
  if (!t)
    return op.emitError("the interpreter converts integers to f16, bf16 and f32 only, not ")
           << op.getType();
  int64_t v = m.getInt(op.getIn()).sext();
  if (v > (int64_t(1) << 53) || v < -(int64_t(1) << 53))
    return op.emitError("the interpreter converts integers of magnitude at most 2^53 to floats, "
                        "not ")
           << v;
  m.set(op, Int{core::bitsOf(*t, core::roundTo(*t, double(v))), storageWidth(op.getType())});
  return success();
}

/// fptosi: the float truncated toward zero; a value the integer type
/// cannot hold (NaN, infinities included) is poison in LLVM, an error here.
LogicalResult floatToSigned(Machine &m, arith::FPToSIOp op) {
  std::optional<core::ElementType> t = numberTypeOf(op.getIn().getType());
  if (!t)
    return op.emitError("the interpreter converts f16, bf16 and f32 to integers only, not ")
           << op.getIn().getType();
  double x = std::trunc(core::valueFromBits(*t, uint32_t(m.getInt(op.getIn()).bits)));
  unsigned width = intWidth(op.getType());
  double limit = std::ldexp(1.0, int(width) - 1);
  if (!(x >= -limit && x < limit))
    return op.emitError("fptosi of ")
           << x << " does not fit " << op.getType() << " (LLVM's result is poison)";
  m.set(op, Int::of(int64_t(x), width));
  return success();
}

/// The arith ops on floats the interpreter runs (constants, sitofp,
/// fptosi); an error for other float arith, none for integer ops.
std::optional<LogicalResult> executeFloat(Machine &m, Operation *op) {
  if (!involvesFloats(op))
    return std::nullopt;
  if (auto c = dyn_cast<arith::ConstantOp>(op)) {
    if (auto f = dyn_cast<FloatAttr>(c.getValue())) {
      if (storageWidth(f.getType()) > 64)
        return op->emitError("the interpreter keeps floats of at most 64 bits, not ")
               << f.getType();
      m.set(c, Int{f.getValue().bitcastToAPInt().getZExtValue(), storageWidth(f.getType())});
      return success();
    }
  }
  if (auto convert = dyn_cast<arith::SIToFPOp>(op))
    return signedToFloat(m, convert);
  if (auto convert = dyn_cast<arith::FPToSIOp>(op))
    return floatToSigned(m, convert);
  return op->emitError("the interpreter computes with floats only in constants, sitofp, fptosi "
                       "and atom calls, not in '")
         << op->getName() << "'";
}

} // namespace

LogicalResult Machine::executeArith(Operation *op) {
  // select picks a value of any type (upstream canonicalization turns an
  // scf.if yielding cute values into one).
  if (auto sel = dyn_cast<arith::SelectOp>(op)) {
    if (!std::holds_alternative<Int>(get(sel.getCondition())))
      return op->emitError("expects a scalar condition");
    set(sel, getInt(sel.getCondition()).bits ? get(sel.getTrueValue()) : get(sel.getFalseValue()));
    return success();
  }
  if (std::optional<LogicalResult> done = executeFloat(*this, op))
    return *done;
  if (op->getNumResults() == 1 && !intWidth(op->getResult(0).getType()))
    return op->emitError("the interpreter supports integer and index arith only, not ")
           << op->getResult(0).getType();
  for (Type t : llvm::concat<const Type>(op->getOperandTypes(), op->getResultTypes()))
    if (intWidth(t) > 64)
      return op->emitError("the interpreter supports integers of at most 64 bits, not ") << t;
  unsigned width = op->getNumResults() ? intWidth(op->getResult(0).getType()) : 0;
  if (auto c = dyn_cast<arith::ConstantOp>(op)) {
    auto attr = dyn_cast<IntegerAttr>(c.getValue());
    if (!attr)
      return op->emitError("unsupported constant ") << c.getValue();
    set(c, Int::of(attr.getValue().getSExtValue(), width));
    return success();
  }
  if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    set(cmp, Int::of(compare(cmp.getPredicate(), getInt(cmp.getLhs()), getInt(cmp.getRhs())), 1));
    return success();
  }
  if (isa<arith::ExtSIOp, arith::IndexCastOp>(op)) {
    set(op->getResult(0), Int::of(getInt(op->getOperand(0)).sext(), width));
    return success();
  }
  if (isa<arith::ExtUIOp, arith::TruncIOp, arith::IndexCastUIOp>(op)) {
    set(op->getResult(0), Int::of(int64_t(getInt(op->getOperand(0)).zext()), width));
    return success();
  }
  if (auto mul = dyn_cast<arith::MulSIExtendedOp>(op)) {
    auto [low, high] = mulExtended(getInt(mul.getLhs()), getInt(mul.getRhs()), true);
    set(mul.getLow(), low);
    set(mul.getHigh(), high);
    return success();
  }
  if (auto mul = dyn_cast<arith::MulUIExtendedOp>(op)) {
    auto [low, high] = mulExtended(getInt(mul.getLhs()), getInt(mul.getRhs()), false);
    set(mul.getLow(), low);
    set(mul.getHigh(), high);
    return success();
  }
  if (op->getNumOperands() == 2 && op->getNumResults() == 1) {
    const Int &a = getInt(op->getOperand(0)), &b = getInt(op->getOperand(1));
    if (const char *error = overflowError(op, a, b))
      return op->emitError(error) << ": " << a.sext() << " and " << b.sext();
    if (std::optional<Binary> r = compute(op, a, b)) {
      if (r->error)
        return op->emitError(r->error) << " in '" << op->getName() << "' of " << a.sext()
                                       << " and " << b.sext();
      set(op->getResult(0), r->value);
      return success();
    }
  }
  return unsupported(op);
}

} // namespace cute::eval
