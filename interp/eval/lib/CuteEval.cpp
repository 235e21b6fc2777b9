//===- CuteEval.cpp - cute ops on run-time values -------------------------===//
//
// A run-time cute value is an interp/core value whose dynamic leaves are
// bound to integers. Constructors fill the `?` slots of the declared type;
// algebra ops run interp/core on the bound operands (so dynamic leaves take
// CuTe's run-time-integer paths) and, where the algebra needs static input,
// on the operands' values; every result must then fit its declared type:
// same structure, equal static leaves, in-range dynamic leaves.
//
//===----------------------------------------------------------------------===//
#include "Fitting.h"
#include "Machine.h"

#include "cute-oracle/Dialect/Cute/CoreOperations.h"
#include "cute-oracle/Dialect/Cute/CuteDialect.h"
#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/Dialect/Cute/CuteTypes.h"
#include "cute-oracle/core/DeclaredForm.h"
#include "cute-oracle/core/Operations.h"
#include "cute-oracle/core/Render.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cassert>
#include <charconv>
#include <numeric>

using namespace mlir;
using cute::core::IntTuple;
using cute::core::Result;

namespace cute::eval {

namespace {

/// The integer a constructor operand supplies for one `?` slot.
std::optional<int64_t> scalarOf(const RtValue &r) {
  if (const auto *i = std::get_if<Int>(&r))
    return i->sext();
  const auto *v = std::get_if<core::Value>(&r);
  if (!v || !std::holds_alternative<IntTuple>(*v))
    return std::nullopt;
  std::vector<IntTuple> leaves = core::leaves(std::get<IntTuple>(*v));
  if (leaves.size() != 1)
    return std::nullopt;
  return leaves[0].known();
}

bool isTupleConstructor(Operation *op) {
  return isa<dialect::MakeIntTupleOp, dialect::MakeShapeOp, dialect::MakeStrideOp,
             dialect::MakeCoordOp, dialect::MakeTileOp>(op);
}

/// The integer attributes of `op` in name order (begin/end, mode, new/old
/// type bits, rank): the arguments its core operation takes after the
/// operand values.
std::vector<core::Value> integerAttributes(Operation *op) {
  std::vector<core::Value> ints;
  for (NamedAttribute a : op->getAttrs()) {
    if (auto i = dyn_cast<IntegerAttr>(a.getValue()))
      ints.push_back(IntTuple::of(i.getInt()));
    else if (auto arr = dyn_cast<DenseI32ArrayAttr>(a.getValue()))
      for (int32_t x : arr.asArrayRef())
        ints.push_back(IntTuple::of(x));
  }
  return ints;
}

} // namespace

const DeclaredType &Machine::declared(Type t) {
  auto it = typeValues.find(t);
  if (it == typeValues.end()) {
    core::Value value = *dialect::cuteValue(t);
    bool isStatic = isKnown(value);
    std::string text = isStatic ? core::print(value) : "";
    auto entry = std::make_unique<const DeclaredType>(
        DeclaredType{std::move(value), isStatic, std::move(text)});
    it = typeValues.try_emplace(t, std::move(entry)).first;
  }
  return *it->second;
}

/// The error for a result of `operation` with a leaf whose value is
/// unknown: every leaf of a run-time result must be known.
static std::string unknownLeafError(const core::Operation &operation, const core::Value &result) {
  return std::string(operation.name) + ": the result " + core::print(result) +
         " has a run-time leaf whose value is unknown";
}

/// Appends to `values` the values of `x`'s leaves where `d` has a `?`
/// leaf, depth-first; false when `x`'s tuples do not have d's ranks or one
/// of those leaves is unknown. The rest of `x` is not compared with `d`:
/// `x` is a value bound to a result of d's type, which has d's structure
/// and static leaves (bindFitted, CutePlan::Step::Construct and Declared).
static bool holeValues(const IntTuple &d, const IntTuple &x,
                       llvm::SmallVectorImpl<int64_t> &values) {
  if (d.isTuple()) {
    if (!x.isTuple() || x.rank() != d.rank())
      return false;
    for (size_t i = 0; i < d.rank(); ++i)
      if (!holeValues(d.elems()[i], x.elems()[i], values))
        return false;
    return true;
  }
  if (!isUnboundDynamic(d))
    return true;
  if (!x.isLeaf() || !x.known())
    return false;
  values.push_back(*x.known());
  return true;
}

/// holeValues for a tuple or a layout (shape, then stride) of the declared
/// value `declared`; false for other kinds, which print through
/// core::print.
static bool holeValues(const core::Value &declared, const core::Value &v,
                       llvm::SmallVectorImpl<int64_t> &values) {
  if (const auto *d = std::get_if<IntTuple>(&declared)) {
    const auto *x = std::get_if<IntTuple>(&v);
    return x && holeValues(*d, *x, values);
  }
  const auto *d = std::get_if<core::Layout>(&declared);
  const auto *x = std::get_if<core::Layout>(&v);
  return d && x && holeValues(d->shape, x->shape, values) &&
         holeValues(d->stride, x->stride, values);
}

/// Writes `pieces` with `values` between them (one fewer value than pieces).
static void printFilled(llvm::raw_ostream &os, llvm::ArrayRef<std::string> pieces,
                        llvm::ArrayRef<int64_t> values) {
  assert(values.size() + 1 == pieces.size() && "a value between each two pieces");
  os << pieces.front();
  for (auto [value, piece] : llvm::zip(values, pieces.drop_front())) {
    char digits[24];
    char *end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    os.write(digits, end - digits) << piece;
  }
}

/// Prints `printed`, the value of print `op`, planned as `p`.
static LogicalResult printValue(Machine &m, dialect::PrintOp op, const CutePlan &p,
                                const RtValue &printed) {
  if (m.opts().onPrint)
    m.opts().onPrint(op);
  if (unsigned width = p.printWidth) {
    const Int &i = std::get<Int>(printed);
    m.output() << (width == 1 ? int64_t(i.zext()) : i.sext()) << "\n";
    return success();
  }
  const core::Value &v = std::get<core::Value>(printed);
  bool isLayout = std::holds_alternative<core::Layout>(v) ||
                  std::holds_alternative<core::ComposedLayout>(v);
  bool drawn = isLayout && !m.opts().svgDir.empty();
  if (!p.table && !drawn) {
    llvm::SmallVector<int64_t, 16> holes;
    if (const std::string &text = p.declared->staticText; !text.empty())
      m.output() << text;
    else if (!p.printPieces.empty() && holeValues(p.declared->value, v, holes)) {
      assert(isItsOwnFit(p.declared->value, v) && "a bound value has its declared form");
      printFilled(m.output(), p.printPieces, holes);
    } else
      m.output() << core::print(v);
    m.output() << "\n";
    return success();
  }
  // Run-time values are always bound, so every leaf is known.
  core::Value values = *staticize(v);
  if (!p.table)
    m.output() << core::print(v) << "\n";
  else if (Result<std::string> table = core::renderLayoutText(values)) {
    // Once per line: the first was counted above.
    for (size_t k = 1, n = llvm::count(*table, '\n'); k < n && m.opts().onPrint; ++k)
      m.opts().onPrint(op);
    m.output() << *table;
  } else
    return op.emitError(table.error().message);
  if (!drawn)
    return success();
  Result<std::string> svg = core::renderLayoutSvg(values);
  if (!svg)
    return op.emitError("cannot draw ") << core::print(v) << ": " << svg.error().message;
  llvm::SmallString<128> path(m.opts().svgDir);
  llvm::sys::path::append(path, "layout-" + std::to_string(m.nextPicture()) + ".svg");
  std::error_code ec;
  llvm::raw_fd_ostream file(path, ec);
  if (ec)
    return op.emitError("cannot write ") << path << ": " << ec.message();
  file << *svg;
  return success();
}

/// The unbound `?` leaf `d` bound to the next of `scalars`; an error when
/// they have run out or the value does not fit the leaf's width.
static Result<IntTuple> bindNext(const IntTuple &d, llvm::ArrayRef<int64_t> scalars, size_t &next) {
  if (next == scalars.size())
    return core::Error{"too few operands"};
  return fitInteger(d, scalars[next++]);
}

/// Binds the unbound `?` leaves of `t` in place, depth-first, to the next
/// of `scalars` (from `next` on); an error when one does not fit its leaf's
/// width or the scalars run out. Builds nothing: a copy of a declared tuple
/// keeps its storage.
static std::optional<core::Error> bindInPlace(IntTuple &t, llvm::ArrayRef<int64_t> scalars,
                                              size_t &next) {
  if (t.isTuple()) {
    for (IntTuple &e : t.elems())
      if (std::optional<core::Error> error = bindInPlace(e, scalars, next))
        return error;
    return std::nullopt;
  }
  if (!isUnboundDynamic(t))
    return std::nullopt;
  Result<IntTuple> bound = bindNext(t, scalars, next);
  if (!bound)
    return bound.error();
  t = std::move(*bound);
  return std::nullopt;
}

/// Assigns `src` to `dst`, keeping the storage of dst's tuples wherever
/// src has the same structure, and the leaves that are equal already (the
/// static ones, from one valuation to the next). IntTuple's copy
/// assignment copies first (so `t = t.elems()[0]` is safe) and so
/// allocates anew; `dst` here is a plan's kept argument or a frame's slot,
/// which `src` never lies in.
static void assignReusing(IntTuple &dst, const IntTuple &src) {
  if (!dst.isTuple() || !src.isTuple() || dst.rank() != src.rank()) {
    if (dst != src)
      dst = src;
    return;
  }
  for (size_t i = 0; i < src.rank(); ++i)
    assignReusing(dst.elems()[i], src.elems()[i]);
}

/// assignReusing for the value kinds the algebra's operands mostly are
/// (tuples and layouts); other kinds are assigned.
static void assignReusing(core::Value &dst, const core::Value &src) {
  if (auto *t = std::get_if<IntTuple>(&dst); t && std::holds_alternative<IntTuple>(src))
    return assignReusing(*t, std::get<IntTuple>(src));
  if (auto *l = std::get_if<core::Layout>(&dst); l && std::holds_alternative<core::Layout>(src)) {
    assignReusing(l->shape, std::get<core::Layout>(src).shape);
    return assignReusing(l->stride, std::get<core::Layout>(src).stride);
  }
  dst = src;
}

/// Sets the frame slot `slot` of a cute-typed result to `value`, reusing
/// the storage of what it holds from an earlier call.
static void setReusing(RtValue &slot, const core::Value &value) {
  if (auto *held = std::get_if<core::Value>(&slot))
    return assignReusing(*held, value);
  slot = value;
}

/// Sets the result slot `slot` to the declared value `declared` with its
/// `?` slots filled, depth-first, from `scalars`: a tuple is assigned into
/// the slot (keeping its storage) and bound in place; other kinds (a tile)
/// are rebuilt leaf by leaf. An error when a scalar does not fit its leaf's
/// width or the scalars run out.
static std::optional<core::Error> setFilledDeclared(RtValue &slot, const core::Value &declared,
                                                    llvm::ArrayRef<int64_t> scalars) {
  size_t next = 0;
  if (std::holds_alternative<IntTuple>(declared)) {
    setReusing(slot, declared);
    return bindInPlace(std::get<IntTuple>(std::get<core::Value>(slot)), scalars, next);
  }
  auto fill = [&](const IntTuple &d, const IntTuple &) -> Result<IntTuple> {
    return isUnboundDynamic(d) ? bindNext(d, scalars, next) : Result<IntTuple>(d);
  };
  Result<core::Value> built = mapValue(declared, declared, fill);
  if (!built)
    return built.error();
  slot = std::move(*built);
  return std::nullopt;
}

/// Fills the `?` slots of the declared result, depth-first, from the
/// constructor's operands (integers or single-leaf tuples).
static LogicalResult construct(Machine &m, const OpRecord &r, const CutePlan &p) {
  llvm::SmallVector<int64_t, 8> scalars;
  for (unsigned i = 0; i < r.operands.size(); ++i) {
    std::optional<int64_t> s = scalarOf(m.operand(r, i));
    if (!s)
      return r.op->emitError("operand ")
             << r.op->getOperand(i).getType() << " does not hold one integer";
    scalars.push_back(*s);
  }
  if (std::optional<core::Error> error =
          setFilledDeclared(m.result(r, 0), p.declared->value, scalars))
    return r.op->emitError(error->message);
  return success();
}

/// Binds `computed` to the cute-typed result slot `slot` when it fits
/// `declared`, the value its type declares, leaf by leaf, by structure and
/// by value (bindFitted's common case: one walk, no diagnostic): as it is
/// (moved from) when it already is its own fit, else rebuilt in the
/// declared form; false otherwise, with `computed` untouched. Every leaf of
/// a value bound here is known.
static bool bindIfFits(RtValue &slot, const core::Value &declared, core::Value &computed) {
  if (isItsOwnFit(declared, computed)) {
    slot = std::move(computed);
    return true;
  }
  Result<core::Value> fitted = fitWhereStructureFits(declared, computed);
  if (!fitted)
    return false;
  slot = std::move(*fitted);
  return true;
}

/// Binds `computed`, which does not fit the cute type of `result` leaf by
/// leaf (bindIfFits failed), to its slot `slot` in the form its compatible
/// declaration takes; an error says why it does not fit.
static LogicalResult bindInDeclaredForm(Machine &m, Operation *op, Value result, RtValue &slot,
                                        const core::Value &computed) {
  // Which form is decided by structure, as the lowering decides it, never
  // by values.
  Type type = result.getType();
  const core::Value &declared = m.declaredValue(type);
  std::optional<core::Value> reformed;
  if (!fitsByStructure(declared, computed))
    reformed = core::inDeclaredForm(declared, computed);
  bool useReformed = reformed && fitsByStructure(declared, *reformed);
  Result<core::Value> fitted = mapValue(declared, useReformed ? *reformed : computed, fitLeaf);
  if (!fitted)
    return op->emitError("run-time result ")
           << core::print(computed) << " does not fit the declared type " << type << ": "
           << fitted.error().message;
  slot = std::move(*fitted);
  return success();
}

/// Fits `computed` into the declared type of `result` and binds it to the
/// result's slot `slot`: a truth value to an i1, a cute value in its
/// declared form.
static LogicalResult bindFitted(Machine &m, Operation *op, Value result, RtValue &slot,
                                core::Value computed) {
  if (intWidth(result.getType())) {
    if (!std::holds_alternative<bool>(computed))
      return op->emitError("expected a truth value but computed ") << core::print(computed);
    slot = Int::of(std::get<bool>(computed), 1);
    return success();
  }
  if (bindIfFits(slot, m.declaredValue(result.getType()), computed))
    return success();
  return bindInDeclaredForm(m, op, result, slot, computed);
}

/// get_scalars `op`, recorded as `r`.
static LogicalResult getScalars(Machine &m, const OpRecord &r, dialect::GetScalarsOp op) {
  const core::Value &v = std::get<core::Value>(m.operand(r, 0));
  std::vector<int64_t> values;
  auto collect = [&](const IntTuple &d, const IntTuple &) -> Result<IntTuple> {
    if (d.known() && (!op.getOnlyDynamic() || d.isBound()))
      values.push_back(*d.known());
    return d;
  };
  // A swizzle (alone or as a composed layout's inner part) gives its three
  // parameters, which are static.
  auto swizzleParams = [&](const core::Swizzle &s) {
    if (!op.getOnlyDynamic())
      values.insert(values.end(), {s.bits, s.base, s.shift});
  };
  const auto *c = std::get_if<core::ComposedLayout>(&v);
  if (const auto *s = std::get_if<core::Swizzle>(&v)) {
    swizzleParams(*s);
  } else if (const core::Swizzle *inner = c ? std::get_if<core::Swizzle>(&c->inner) : nullptr) {
    swizzleParams(*inner);
    for (const core::Value &part : {core::Value(c->offset), core::Value(c->outer)})
      (void)mapValue<false>(part, part, collect);
  } else {
    (void)mapValue<false>(v, v, collect);
  }
  if (values.size() != op.getNumResults())
    return op.emitError("holds ") << values.size() << " scalars but the op has "
                                  << op.getNumResults() << " results";
  for (auto [i, x] : llvm::enumerate(values))
    m.result(r, i) = Int::of(x, intWidth(op->getResult(i).getType()));
  return success();
}

/// get_leaves / get_layouts_from_tile: one result per leaf; a tile's leaves
/// are its non-tuple tilers depth-first (get_layouts_from_tile: layouts only).
static Result<std::vector<core::Value>> splitValue(Operation *op, const core::Value &v) {
  std::vector<core::Value> parts;
  if (const auto *t = std::get_if<IntTuple>(&v)) {
    for (const IntTuple &leaf : core::leaves(*t))
      parts.push_back(leaf);
    return parts;
  }
  if (const auto *t = std::get_if<core::Tile>(&v)) {
    std::vector<const core::Tiler *> modes;
    t->tiler.collectLeaves(modes);
    bool onlyLayouts = isa<dialect::GetLayoutsFromTileOp>(op);
    for (const core::Tiler *e : modes) {
      if (e->kind == core::Tiler::Kind::Layout)
        parts.push_back(e->layout);
      else if (!onlyLayouts)
        parts.push_back(core::Tile{*e});
    }
    return parts;
  }
  return core::Error{"splitting " + core::print(v) + " is not supported"};
}

/// CutePlan::printPieces for values of the declared value `d`: its text
/// split at each `?` leaf (`?`, or `?{i64}` for a 64-bit one), kept when
/// `d` with its `?` leaves bound to 1, 2, ... (in holeValues' order) prints
/// as the pieces filled with those numbers. core::print prints a bound
/// leaf as its decimal value and nothing else, so filling the pieces then
/// prints every value of `d` as core::print does.
static std::vector<std::string> printPiecesOf(const core::Value &d) {
  std::string text = core::print(d);
  llvm::SmallVector<llvm::StringRef, 8> parts;
  llvm::StringRef(text).split(parts, '?', /*MaxSplit=*/-1, /*KeepEmpty=*/true);
  for (llvm::StringRef &part : llvm::drop_begin(parts))
    part.consume_front("{i64}");
  if (parts.size() < 2)
    return {};
  std::vector<int64_t> probe(parts.size() - 1);
  std::iota(probe.begin(), probe.end(), 1);
  RtValue bound;
  llvm::SmallVector<int64_t, 16> holes;
  if (setFilledDeclared(bound, d, probe) || !holeValues(d, std::get<core::Value>(bound), holes) ||
      !llvm::equal(holes, probe))
    return {};
  std::vector<std::string> pieces(parts.begin(), parts.end());
  std::string filled;
  llvm::raw_string_ostream os(filled);
  printFilled(os, pieces, probe);
  if (core::print(std::get<core::Value>(bound)) != filled)
    return {};
  return pieces;
}

/// How `op` runs (CutePlan), from its types and attributes alone.
static CutePlan planOf(Machine &m, Operation *op) {
  CutePlan plan;
  if (isAtomOp(op)) {
    plan.evaluator = CutePlan::Evaluator::Atom;
    return plan;
  }
  if (isViewOp(op)) {
    plan.evaluator = CutePlan::Evaluator::View;
    return plan;
  }
  using Step = CutePlan::Step;
  auto staticType = [&](Type t) { return dialect::isCuteType(t) && m.isStaticType(t); };
  if (std::optional<Result<core::Value>> value = m.atomAccessorValue(op)) {
    plan.step = Step::Fixed;
    plan.fixed = std::move(*value);
  } else if (auto print = dyn_cast<dialect::PrintOp>(op)) {
    plan.step = Step::Print;
    plan.table = bool(print.getTable());
    Type printed = print.getValue().getType();
    plan.printWidth = intWidth(printed);
    if (!plan.printWidth) {
      plan.declared = &m.declared(printed);
      plan.printPieces = printPiecesOf(plan.declared->value);
    }
  } else if (isa<dialect::StaticOp>(op)) {
    plan.step = Step::Declared;
  } else if (isTupleConstructor(op)) {
    plan.step = Step::Construct;
    plan.declared = &m.declared(op->getResult(0).getType());
  } else if (isa<dialect::GetScalarsOp>(op)) {
    plan.step = Step::GetScalars;
  } else if (llvm::all_of(op->getOperandTypes(), staticType) &&
             llvm::all_of(op->getResultTypes(), staticType)) {
    plan.step = Step::Declared;
  } else if (isa<dialect::GetLeavesOp, dialect::GetLayoutsFromTileOp>(op)) {
    plan.step = Step::Split;
  }
  if (plan.step != Step::Apply && plan.step != Step::Split)
    return plan;
  plan.attributes = integerAttributes(op);
  plan.ofMode = isa<dialect::SizeOp, dialect::CosizeOp>(op) && !plan.attributes.empty();
  plan.outerLast = isa<dialect::MakeComposedLayoutRawOp>(op);
  plan.staticOperands = llvm::map_to_vector<4>(op->getOperandTypes(), staticType);
  plan.operation = dialect::coreOperationOf(op->getName());
  if (plan.step == Step::Apply && dialect::isCuteType(op->getResult(0).getType()))
    plan.declared = &m.declared(op->getResult(0).getType());
  return plan;
}

/// The arguments of the core operation of the op `r` records (planned as
/// `plan`): its operand values (make_composed_layout_raw's outer last),
/// then its integer attributes. They are assigned into `plan.arguments`,
/// which keeps the storage of the previous run's arguments, and their
/// values where they cannot change (CutePlan::staticKept).
static FailureOr<const std::vector<core::Value> *> coreArguments(Machine &m, const OpRecord &r,
                                                                 CutePlan &plan) {
  Operation *op = r.op;
  std::vector<core::Value> &args = plan.arguments;
  size_t operands = r.operands.size();
  args.resize(operands + plan.attributes.size());
  for (size_t i = 0; i < operands; ++i) {
    if (plan.staticKept && plan.staticOperands[i])
      continue;
    const auto *v = std::get_if<core::Value>(&m.operand(r, i));
    if (!v)
      return op->emitError("expects cute operands but got ") << op->getOperand(i).getType();
    assignReusing(args[plan.outerLast ? (i + operands - 1) % operands : i], *v);
  }
  if (!plan.staticKept)
    llvm::copy(plan.attributes, args.begin() + operands);
  plan.staticKept = !plan.ofMode;
  if (!plan.ofMode)
    return &args;
  // size/cosize have one operand: `args` is it and its mode's indices.
  Result<core::Value> mode = core::operation::get(args);
  if (!mode)
    return op->emitError(mode.error().message);
  args.clear();
  args.push_back(std::move(*mode));
  return &args;
}

/// Binds the parts of `value` to the results of the get_leaves or
/// get_layouts_from_tile op `r` records.
static LogicalResult bindParts(Machine &m, const OpRecord &r, const core::Value &value) {
  Operation *op = r.op;
  Result<std::vector<core::Value>> parts = splitValue(op, value);
  if (!parts || parts->size() != op->getNumResults())
    return op->emitError(parts ? "the number of results does not match the value"
                               : parts.error().message);
  for (auto [i, v] : llvm::enumerate(*parts))
    if (failed(bindFitted(m, op, op->getResult(i), m.result(r, i), std::move(v))))
      return failure();
  return success();
}

LogicalResult Machine::executeCuteDialect(OpRecord &r) {
  if (!r.plan)
    r.plan = planOf(*this, r.op);
  switch (r.plan->evaluator) {
  case CutePlan::Evaluator::Atom:
    return executeAtom(r.op);
  case CutePlan::Evaluator::View:
    return executeView(r.op);
  case CutePlan::Evaluator::Cute:
    break;
  }
  return executeCute(r, *r.plan);
}

LogicalResult Machine::executeCute(const OpRecord &r, CutePlan &p) {
  Operation *op = r.op;
  switch (p.step) {
  case CutePlan::Step::Print:
    return printValue(*this, cast<dialect::PrintOp>(op), p, operand(r, 0));
  case CutePlan::Step::Declared:
    // Only this step sets these slots, so each holds its declared value
    // from an earlier run of the frame, or a new frame's default Int.
    for (auto [i, type] : llvm::enumerate(op->getResultTypes()))
      if (RtValue &slot = result(r, i); !std::holds_alternative<core::Value>(slot))
        slot = declaredValue(type);
    return success();
  case CutePlan::Step::Construct:
    return construct(*this, r, p);
  case CutePlan::Step::GetScalars:
    return getScalars(*this, r, cast<dialect::GetScalarsOp>(op));
  case CutePlan::Step::Fixed:
    if (!p.fixed)
      return op->emitError(p.fixed.error().message);
    result(r, 0) = *p.fixed;
    return success();
  case CutePlan::Step::Split:
  case CutePlan::Step::Apply:
    break;
  }
  FailureOr<const std::vector<core::Value> *> args = coreArguments(*this, r, p);
  if (failed(args))
    return failure();
  if (p.step == CutePlan::Step::Split)
    return bindParts(*this, r, (*args)->front());
  if (!p.operation)
    return op->emitError("the interpreter has no interp/core operation for this op");
  // interp/core follows C++'s run-time integer paths on the bound operands,
  // so the result is what the compiled C++ computes.
  Result<core::Value> computed = (*p.operation)(**args);
  if (!computed)
    return op->emitError(computed.error().message);
  RtValue &slot = result(r, 0);
  bool isCute = p.declared;
  if (isCute && bindIfFits(slot, p.declared->value, *computed))
    return success();
  if (!isKnown(*computed))
    return op->emitError(unknownLeafError(*p.operation, *computed));
  if (isCute)
    return bindInDeclaredForm(*this, op, op->getResult(0), slot, *computed);
  return bindFitted(*this, op, op->getResult(0), slot, std::move(*computed));
}

} // namespace cute::eval
