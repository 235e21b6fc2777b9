//===- LayoutProgram.cpp - Random layout programs for differential runs ---===//
//
// Declared result types come from interp/core run on the types (unbound
// `?` leaves), which is what the verifiers accept; the values the backends
// compute at run time are what the differential test compares.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Fuzz/LayoutProgram.h"
#include "cute-oracle/core/Expr.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include <functional>

namespace cute::fuzz {

using core::IntTuple;

namespace {

int64_t pick(std::mt19937_64 &rng, int64_t lo, int64_t hi) {
  return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
}

/// A random profile: a leaf, or a tuple of 1-3 profiles (depth <= `depth`).
IntTuple randomProfile(std::mt19937_64 &rng, int depth, const std::function<IntTuple()> &leaf) {
  if (depth == 0 || pick(rng, 0, 2) == 0)
    return leaf();
  std::vector<IntTuple> elems;
  for (int64_t i = 0, n = pick(rng, 1, 3); i < n; ++i)
    elems.push_back(randomProfile(rng, depth - 1, leaf));
  return IntTuple::tuple(std::move(elems));
}

/// `like` with each leaf replaced by leaf().
IntTuple sameProfile(const IntTuple &like, const std::function<IntTuple()> &leaf) {
  if (like.isLeaf())
    return leaf();
  std::vector<IntTuple> elems;
  for (const IntTuple &e : like.elems())
    elems.push_back(sameProfile(e, leaf));
  return IntTuple::tuple(std::move(elems));
}

core::Layout randomStaticLayout(std::mt19937_64 &rng) {
  IntTuple shape = randomProfile(rng, 1, [&] { return IntTuple::of(pick(rng, 1, 4)); });
  IntTuple stride = sameProfile(shape, [&] { return IntTuple::of(int64_t(1) << pick(rng, 0, 4)); });
  return {shape, stride};
}

std::string text(const core::Value &v) { return core::print(v); }

/// The structural result of `op` on type values, as declared type text.
std::string inferred(const std::string &op, const std::vector<core::Value> &args) {
  core::Result<core::Value> r = core::applyOperation(op, args);
  return r ? text(*r) : std::string();
}

/// Emits the IR of one program.
class Writer {
public:
  explicit Writer(LayoutProgram &p) : p(p) {}

  std::string write() {
    const core::Layout &l = p.layout;
    std::vector<IntTuple> shapeLeaves = core::leaves(l.shape), strideLeaves = core::leaves(l.stride);
    std::string shapeT = "!cute.shape<\"" + text(l.shape) + "\">";
    std::string strideT = "!cute.stride<\"" + text(l.stride) + "\">";
    std::string layoutT = "!cute.layout<\"" + text(l) + "\">";
    std::string shapeArgs = dynamicArgs(shapeLeaves, 0);
    std::string strideArgs = dynamicArgs(strideLeaves, countDynamic(shapeLeaves));
    p.numDynamicLeaves = countDynamic(shapeLeaves) + countDynamic(strideLeaves);
    std::string params;
    for (size_t i = 0; i <= p.numDynamicLeaves; ++i)
      params += (i ? ", " : "") + std::string("%a") + std::to_string(i) + ": " + intT;
    idx = "%a" + std::to_string(p.numDynamicLeaves);
    body += "func.func @case(" + params + ") {\n";
    emit("%shape = cute.make_shape(" + shapeArgs + ") : (" + ints(countDynamic(shapeLeaves)) +
         ") -> " + shapeT);
    emit("%stride = cute.make_stride(" + strideArgs + ") : (" +
         ints(countDynamic(strideLeaves)) + ") -> " + strideT);
    emit("%L = cute.make_layout(%shape, %stride) : (" + shapeT + ", " + strideT + ") -> " +
         layoutT);
    print("%L", layoutT);
    unary("size", "%L", layoutT, "int_tuple", {l});
    unary("cosize", "%L", layoutT, "int_tuple", {l});
    std::string indexT = "!cute.int_tuple<\"" + text(IntTuple::dynamic(p.width)) + "\">";
    emit("%i = cute.make_int_tuple(" + idx + ") : (" + intT + ") -> " + indexT);
    std::string crdText = inferred("idx2crd", {IntTuple::dynamic(p.width), l.shape});
    std::string crdT = "!cute.coord<\"" + crdText + "\">";
    emit("%crd = cute.idx2crd(%i, %shape) : (" + indexT + ", " + shapeT + ") -> " + crdT);
    print("%crd", crdT);
    core::Result<core::Value> crd = core::parseValue(crdText);
    binary("crd2idx", "%crd", crdT, layoutT, "int_tuple", {*crd, l});
    binary("layout_eval", "%crd", crdT, layoutT, "int_tuple", {*crd, l});
    unary("coalesce", "%L", layoutT, "layout", {l});
    runTimeAlgebra(layoutT);
    staticAlgebra();
    body += "  return\n}\n";
    return body;
  }

private:
  static size_t countDynamic(const std::vector<IntTuple> &leaves) {
    size_t n = 0;
    for (const IntTuple &t : leaves)
      n += t.isDynamic();
    return n;
  }

  std::string ints(size_t n) const {
    std::string s;
    for (size_t i = 0; i < n; ++i)
      s += (i ? ", " : "") + intT;
    return s;
  }

  static std::string dynamicArgs(const std::vector<IntTuple> &leaves, size_t first) {
    std::string s;
    for (size_t i = 0, n = countDynamic(leaves); i < n; ++i)
      s += (i ? ", %a" : "%a") + std::to_string(first + i);
    return s;
  }

  void emit(const std::string &line) { body += "  " + line + "\n"; }
  void print(const std::string &v, const std::string &type) {
    emit("cute.print(" + v + ") : " + type);
  }

  std::string fresh() { return "%v" + std::to_string(counter++); }

  void unary(const std::string &op, const std::string &v, const std::string &type,
             const std::string &kind, const std::vector<core::Value> &args) {
    std::string resultT = "!cute." + kind + "<\"" + inferred(op, args) + "\">";
    std::string r = fresh();
    emit(r + " = cute." + op + "(" + v + ") : (" + type + ") -> " + resultT);
    print(r, resultT);
  }

  void binary(const std::string &op, const std::string &a, const std::string &typeA,
              const std::string &typeB, const std::string &kind,
              const std::vector<core::Value> &args) {
    std::string resultT = "!cute." + kind + "<\"" + inferred(op, args) + "\">";
    std::string r = fresh();
    emit(r + " = cute." + op + "(" + a + ", %L) : (" + typeA + ", " + typeB + ") -> " + resultT);
    print(r, resultT);
  }

  /// A static layout operand.
  std::string constant(const core::Layout &l) {
    std::string r = fresh();
    emit(r + " = cute.static : !cute.layout<\"" + text(l) + "\">");
    return r;
  }

  /// `value` (of the static layout type `type`) evaluated at the run-time
  /// index idx mod size.
  void evalAtIndex(const std::string &value, const core::Layout &l) {
    core::Result<IntTuple> size = core::product(l.shape);
    if (!size || !size->isInt() || size->value() <= 0)
      return;
    std::string n = fresh(), k = fresh(), c = fresh(), r = fresh();
    std::string typeT = "!cute.layout<\"" + text(l) + "\">";
    std::string coordT = "!cute.coord<\"" + text(IntTuple::dynamic(p.width)) + "\">";
    emit(n + " = arith.constant " + std::to_string(size->value()) + " : " + intT);
    emit(k + " = arith.remsi " + idx + ", " + n + " : " + intT);
    emit(c + " = cute.make_coord(" + k + ") : (" + intT + ") -> " + coordT);
    std::string resultT =
        "!cute.int_tuple<\"" + inferred("layout_eval", {IntTuple::dynamic(p.width), l}) + "\">";
    emit(r + " = cute.layout_eval(" + c + ", " + value + ") : (" + coordT + ", " + typeT +
         ") -> " + resultT);
    print(r, resultT);
  }

  /// composition(L, B) and logical_divide(L, B) of the run-time layout L
  /// and the static B, each present when the algebra accepts the types.
  void runTimeAlgebra(const std::string &layoutT) {
    std::string typeB = "!cute.layout<\"" + text(p.rhs) + "\">";
    for (const char *op : {"composition", "logical_divide"}) {
      std::string result = inferred(op, {p.layout, p.rhs});
      if (result.empty())
        continue;
      std::string resultT = "!cute.layout<\"" + result + "\">";
      std::string b = constant(p.rhs), v = fresh();
      emit(v + " = cute." + op + "(%L, " + b + ") : (" + layoutT + ", " + typeB + ") -> " +
           resultT);
      print(v, resultT);
    }
  }

  /// composition, complement and logical_divide of the static A and B,
  /// each present only when the algebra accepts the operands.
  void staticAlgebra() {
    std::string typeA = "!cute.layout<\"" + text(p.lhs) + "\">";
    std::string typeB = "!cute.layout<\"" + text(p.rhs) + "\">";
    core::Result<IntTuple> sizeA = core::product(p.lhs.shape);
    std::vector<std::pair<std::string, std::vector<core::Value>>> ops = {
        {"composition", {p.lhs, p.rhs}},
        {"complement", {p.rhs, *sizeA}},
        {"logical_divide", {p.lhs, p.rhs}}};
    for (auto &[op, args] : ops) {
      core::Result<core::Value> r = core::applyOperation(op, args);
      if (!r || !std::holds_alternative<core::Layout>(*r))
        continue;
      const core::Layout &result = std::get<core::Layout>(*r);
      std::string resultT = "!cute.layout<\"" + text(result) + "\">";
      std::string a = constant(op == "complement" ? p.rhs : p.lhs), v = fresh();
      if (op == "complement") {
        std::string cot = fresh();
        emit(cot + " = cute.static : !cute.shape<\"" + text(*sizeA) + "\">");
        emit(v + " = cute.complement(" + a + ", " + cot + ") : (" + typeB + ", !cute.shape<\"" +
             text(*sizeA) + "\">) -> " + resultT);
      } else {
        std::string b = constant(p.rhs);
        emit(v + " = cute." + op + "(" + a + ", " + b + ") : (" + typeA + ", " + typeB + ") -> " +
             resultT);
      }
      print(v, resultT);
      evalAtIndex(v, result);
    }
  }

  LayoutProgram &p;
  const std::string intT = "i" + std::to_string(p.width);
  std::string body, idx;
  unsigned counter = 0;
};

} // namespace

LayoutProgram generateLayoutProgram(std::mt19937_64 &rng, unsigned width) {
  LayoutProgram p;
  p.width = width;
  auto maybeDynamic = [&](int64_t lo, int64_t hi) {
    return pick(rng, 0, 1) ? IntTuple::dynamic(width) : IntTuple::of(pick(rng, lo, hi));
  };
  IntTuple shape = randomProfile(rng, 2, [&] { return maybeDynamic(1, 5); });
  if (shape.isLeaf() && pick(rng, 0, 1))
    shape = IntTuple::tuple({shape});
  p.layout = {shape, sameProfile(shape, [&] { return maybeDynamic(0, 9); })};
  p.lhs = randomStaticLayout(rng);
  p.rhs = randomStaticLayout(rng);
  p.source = Writer(p).write();
  return p;
}

namespace {
/// `t` with its `?` leaves replaced by the next values of `args`.
IntTuple substitute(const IntTuple &t, const std::vector<int64_t> &args, size_t &next) {
  if (t.isDynamic())
    return IntTuple::of(args[next++]);
  if (t.isLeaf())
    return t;
  std::vector<IntTuple> elems;
  for (const IntTuple &e : t.elems())
    elems.push_back(substitute(e, args, next));
  return IntTuple::tuple(std::move(elems));
}
} // namespace

LayoutProgram staticVariant(const LayoutProgram &p, const std::vector<int64_t> &args) {
  LayoutProgram s = p;
  size_t next = 0;
  IntTuple shape = substitute(p.layout.shape, args, next);
  s.layout = {shape, substitute(p.layout.stride, args, next)};
  s.numDynamicLeaves = 0;
  s.source = Writer(s).write();
  return s;
}

std::vector<int64_t> generateValuation(const LayoutProgram &p, std::mt19937_64 &rng) {
  std::vector<int64_t> args;
  int64_t size = 1;
  for (const IntTuple &leaf : core::leaves(p.layout.shape)) {
    int64_t extent = leaf.isDynamic() ? pick(rng, 1, 5) : leaf.value();
    if (leaf.isDynamic())
      args.push_back(extent);
    size *= extent;
  }
  for (const IntTuple &leaf : core::leaves(p.layout.stride))
    if (leaf.isDynamic())
      args.push_back(pick(rng, 0, 9));
  args.push_back(pick(rng, 0, size - 1));
  return args;
}

namespace {
/// A value of magnitude below 2^k for a random k in [0, maxBits], so that
/// small and huge values are both common.
int64_t logUniform(std::mt19937_64 &rng, int maxBits) {
  int64_t bits = pick(rng, 0, maxBits);
  return bits == 0 ? 0 : pick(rng, int64_t(1) << (bits - 1), (int64_t(1) << bits) - 1);
}
} // namespace

std::vector<int64_t> generateWideValuation(const LayoutProgram &p, std::mt19937_64 &rng) {
  std::vector<int64_t> args;
  for (const IntTuple &leaf : core::leaves(p.layout.shape))
    if (leaf.isDynamic())
      args.push_back(std::max<int64_t>(1, logUniform(rng, 40)));
  for (const IntTuple &leaf : core::leaves(p.layout.stride))
    if (leaf.isDynamic())
      args.push_back(pick(rng, 0, 1) ? -logUniform(rng, 40) : logUniform(rng, 40));
  args.push_back(logUniform(rng, 62));
  return args;
}

} // namespace cute::fuzz
