//===- ViewCopies.cpp - Random copies between views -----------------------===//
#include "cute-oracle/Fuzz/ViewCopies.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TupleAlgebra.h"
#include "cute-oracle/core/Views.h"

#include <algorithm>
#include <numeric>
#include <sstream>

namespace cute::fuzz {

using core::IntTuple;
using core::Layout;

namespace {

/// A mode of extent 1..5, or a nested pair of extents 1..4.
rc::Gen<IntTuple> genMode() {
  return rc::gen::oneOf(
      rc::gen::map(rc::gen::inRange<int64_t>(1, 6), [](int64_t n) { return IntTuple::of(n); }),
      rc::gen::map(rc::gen::pair(rc::gen::inRange<int64_t>(1, 5), rc::gen::inRange<int64_t>(1, 5)),
                   [](std::pair<int64_t, int64_t> p) {
                     return IntTuple::tuple({IntTuple::of(p.first), IntTuple::of(p.second)});
                   }));
}

IntTuple genShape() {
  std::vector<IntTuple> modes =
      *rc::gen::container<std::vector<IntTuple>>(*rc::gen::inRange<size_t>(1, 4), genMode());
  return modes.size() == 1 ? modes[0] : IntTuple::tuple(std::move(modes));
}

/// `shape` with its leaves replaced, in order, by `values`.
IntTuple withLeaves(const IntTuple &shape, const std::vector<int64_t> &values, size_t &pos) {
  if (shape.isLeaf())
    return IntTuple::of(values[pos++]);
  std::vector<IntTuple> modes;
  for (const IntTuple &m : shape.elems())
    modes.push_back(withLeaves(m, values, pos));
  return IntTuple::tuple(std::move(modes));
}

/// Compact strides in a random order of the leaves, each with a random gap
/// of 1 or 2; sometimes one leaf broadcast (stride 0). Every choice shrinks
/// toward the plain case (gap 1, no broadcast, no swizzle, no unit mode,
/// i32): RapidCheck shrinks a range toward its lower end.
Layout genStrides(const IntTuple &shape) {
  std::vector<IntTuple> leaves = core::leaves(shape);
  std::vector<size_t> order(leaves.size());
  std::iota(order.begin(), order.end(), 0);
  for (size_t i = order.size(); i > 1; --i)
    std::swap(order[i - 1], order[*rc::gen::inRange<size_t>(0, i)]);
  std::vector<int64_t> strides(leaves.size());
  int64_t running = 1;
  for (size_t leaf : order) {
    strides[leaf] = running * (*rc::gen::inRange(0, 3) == 2 ? 2 : 1);
    running = strides[leaf] * leaves[leaf].value();
  }
  if (*rc::gen::inRange(0, 6) == 5)
    strides[*rc::gen::inRange<size_t>(0, strides.size())] = 0;
  size_t pos = 0;
  return Layout{shape, withLeaves(shape, strides, pos)};
}

/// A mode of extent n as a leaf, or as a nested pair a x (n / a).
IntTuple refactor(int64_t n) {
  std::vector<int64_t> divisors;
  for (int64_t a = 2; a < n; ++a)
    if (n % a == 0)
      divisors.push_back(a);
  if (divisors.empty() || *rc::gen::inRange(0, 2) == 0)
    return IntTuple::of(n);
  int64_t a = *rc::gen::elementOf(divisors);
  return IntTuple::tuple({IntTuple::of(a), IntTuple::of(n / a)});
}

/// dst's shape: src's mode sizes, refactored, sometimes with a unit mode
/// more (rank 1 to 2 or 2 to 3).
IntTuple genDstShape(const IntTuple &src) {
  std::vector<IntTuple> modes;
  for (size_t r = 0; r < src.rank(); ++r)
    modes.push_back(refactor(core::product(src.mode(r))->value()));
  // A lone nested mode would be a rank-2 shape: it takes the unit mode.
  bool loneNested = modes.size() == 1 && modes[0].isTuple();
  if (loneNested || (src.rank() <= 2 && *rc::gen::inRange(0, 4) == 3))
    modes.push_back(IntTuple::of(1));
  return modes.size() == 1 ? modes[0] : IntTuple::tuple(std::move(modes));
}

core::Value maybeSwizzled(Layout l) {
  if (*rc::gen::inRange(0, 4) != 3)
    return l;
  int bits = *rc::gen::inRange(1, 3), base = *rc::gen::inRange(0, 3);
  int shift = *rc::gen::inRange(bits, 4);
  return core::ComposedLayout{core::Swizzle{bits, base, shift}, IntTuple::of(0), std::move(l)};
}

/// The elements a view's memref needs: its largest offset + 1.
int64_t elementsOf(const core::Value &v) { return core::offsetRange(v)->hi + 1; }

std::string questionMarks(const IntTuple &t) {
  if (t.isLeaf())
    return "?";
  std::string s = "(";
  for (size_t i = 0; i < t.rank(); ++i)
    s += (i ? "," : "") + questionMarks(t.mode(i));
  return s + ")";
}

std::string layoutTypeText(const core::Value &v, bool dynamic) {
  if (std::holds_alternative<core::ComposedLayout>(v))
    return "!cute.composed_layout<\"" + core::print(v) + "\">";
  const Layout &l = std::get<Layout>(v);
  return "!cute.layout<\"" +
         (dynamic ? core::print(l.shape) + ":" + questionMarks(l.stride) : core::print(l)) + "\">";
}

/// Writes the ops building `v` into `os` as %<name>; a dynamic layout has
/// a static shape (cute.copy wants one) and strides from i32 constants.
void writeLayout(std::ostream &os, const std::string &name, const core::Value &v, bool dynamic) {
  std::string type = layoutTypeText(v, dynamic);
  if (!dynamic || std::holds_alternative<core::ComposedLayout>(v)) {
    os << "  %" << name << " = cute.static : " << type << "\n";
    return;
  }
  const Layout &l = std::get<Layout>(v);
  std::vector<IntTuple> strides = core::leaves(l.stride);
  std::string operands, types;
  for (size_t i = 0; i < strides.size(); ++i) {
    os << "  %" << name << "_d" << i << " = arith.constant " << strides[i].value() << " : i32\n";
    operands += (i ? ", %" : "%") + name + "_d" + std::to_string(i);
    types += i ? ", i32" : "i32";
  }
  std::string shapeType = "!cute.shape<\"" + core::print(l.shape) + "\">";
  std::string strideType = "!cute.stride<\"" + questionMarks(l.stride) + "\">";
  os << "  %" << name << "_shape = cute.static : " << shapeType << "\n";
  os << "  %" << name << "_stride = cute.make_stride(" << operands << ") : (" << types << ") -> "
     << strideType << "\n";
  os << "  %" << name << " = cute.make_layout(%" << name << "_shape, %" << name << "_stride) : ("
     << shapeType << ", " << strideType << ") -> " << type << "\n";
}

std::string viewType(int64_t elements, const std::string &element, const std::string &layout) {
  return "!cute.view<memref<" + std::to_string(elements) + "x" + element + ">, " + layout + ">";
}

/// The arith op converting an i32 to `element` (empty for i32) and back.
std::string fromI32(const std::string &element) {
  if (element == "f32")
    return "arith.sitofp";
  return element == "i64" ? "arith.extsi" : element == "i32" ? "" : "arith.trunci";
}
std::string toI32(const std::string &element) {
  if (element == "f32")
    return "arith.fptosi";
  return element == "i64" ? "arith.trunci" : element == "i32" ? "" : "arith.extsi";
}

/// Writes %<out> = the i32 %<in> as an `element` (or back when `back`).
void writeConversion(std::ostream &os, const std::string &indent, const std::string &out,
                     const std::string &in, const std::string &element, bool back) {
  std::string op = back ? toI32(element) : fromI32(element);
  std::string from = back ? element : "i32", to = back ? "i32" : element;
  if (op.empty())
    os << indent << "%" << out << " = arith.addi %" << in << ", %zero : i32\n";
  else
    os << indent << "%" << out << " = " << op << " %" << in << " : " << from << " to " << to
       << "\n";
}

/// What an i32 value reads back as after a round trip through `element`.
int64_t roundTrip(int64_t v, const std::string &element) {
  if (element == "i8")
    return int8_t(v);
  if (element == "i16")
    return int16_t(v);
  return v;
}

/// Fills %<name> (n elements of `element`) with 3k+1, or with -1.
void writeFill(std::ostream &os, const std::string &name, int64_t n, const std::string &element,
               bool iota) {
  std::string memref = "memref<" + std::to_string(n) + "x" + element + ">";
  os << "  %" << name << " = memref.alloc() : " << memref << "\n"
     << "  %" << name << "_n = arith.constant " << n << " : index\n"
     << "  scf.for %k = %c0 to %" << name << "_n step %c1 {\n";
  if (iota)
    os << "    %k32 = arith.index_cast %k : index to i32\n"
       << "    %k3 = arith.muli %k32, %three : i32\n"
       << "    %v32 = arith.addi %k3, %one : i32\n";
  else
    os << "    %v32 = arith.addi %minus, %zero : i32\n";
  writeConversion(os, "    ", "v", "v32", element, false);
  os << "    memref.store %v, %" << name << "[%k] : " << memref << "\n  }\n";
}

} // namespace

std::ostream &operator<<(std::ostream &os, const ViewCopyCase &c) {
  os << "copy " << c.element << " " << core::print(c.src) << " -> " << core::print(c.dst)
     << ", probe " << c.probe << (c.dynamicLayouts ? ", run-time layouts" : "")
     << (c.dynamicProbe ? ", run-time probe" : "");
  if (c.pred) {
    os << ", pred ";
    for (bool b : *c.pred)
      os << (b ? '1' : '0');
  }
  return os;
}

rc::Gen<ViewCopyCase> genViewCopyCase() {
  return rc::gen::exec([] {
    ViewCopyCase c;
    IntTuple shape = genShape();
    c.src = maybeSwizzled(genStrides(shape));
    c.dst = genStrides(genDstShape(shape));
    int64_t n = core::viewElements(c.src);
    if (*rc::gen::arbitrary<bool>())
      c.pred = *rc::gen::container<std::vector<bool>>(n, rc::gen::arbitrary<bool>());
    c.probe = *rc::gen::inRange<int64_t>(0, n);
    c.dynamicLayouts = *rc::gen::arbitrary<bool>();
    c.dynamicProbe = *rc::gen::arbitrary<bool>();
    static const char *const elements[] = {"i32", "i8", "i16", "i64", "f32"};
    c.element = elements[*rc::gen::inRange(0, 5)];
    return c;
  });
}

core::Result<std::string> writeViewCopyModule(const ViewCopyCase &c) {
  int64_t n = core::viewElements(c.src), ns = elementsOf(c.src), nd = elementsOf(c.dst);
  const std::string &e = c.element;
  std::string vs = viewType(ns, e, layoutTypeText(c.src, c.dynamicLayouts));
  std::string vd = viewType(nd, e, layoutTypeText(c.dst, c.dynamicLayouts));
  std::string vp = viewType(n, "i1", "!cute.layout<\"" + std::to_string(n) + ":1\">");
  std::string coordType =
      c.dynamicProbe ? "!cute.coord<\"?\">" : "!cute.coord<\"" + std::to_string(c.probe) + "\">";
  std::ostringstream os;
  os << "func.func @main() {\n"
     << "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
     << "  %three = arith.constant 3 : i32\n  %one = arith.constant 1 : i32\n"
     << "  %minus = arith.constant -1 : i32\n  %zero = arith.constant 0 : i32\n"
     << "  %marker32 = arith.constant 101 : i32\n";
  writeFill(os, "src", ns, e, true);
  writeFill(os, "dst", nd, e, false);
  writeLayout(os, "ls", c.src, c.dynamicLayouts);
  writeLayout(os, "ld", c.dst, c.dynamicLayouts);
  os << "  %vs = cute.make_view %src, %ls : " << vs << "\n"
     << "  %vd = cute.make_view %dst, %ld : " << vd << "\n";
  if (c.pred) {
    os << "  %pm = memref.alloc() : memref<" << n << "xi1>\n";
    for (int64_t i = 0; i < n; ++i)
      os << "  %pi" << i << " = arith.constant " << i << " : index\n  %pv" << i
         << " = arith.constant " << ((*c.pred)[i] ? "true" : "false") << "\n  memref.store %pv" << i
         << ", %pm[%pi" << i << "] : memref<" << n << "xi1>\n";
    os << "  %lp = cute.static : !cute.layout<\"" << n << ":1\">\n"
       << "  %vp = cute.make_view %pm, %lp : " << vp << "\n";
  }
  if (c.dynamicProbe)
    os << "  %probe = arith.constant " << c.probe << " : i32\n"
       << "  %p = cute.make_coord(%probe) : (i32) -> " << coordType << "\n";
  else
    os << "  %p = cute.static : " << coordType << "\n";
  os << "  %x = cute.memref.load %vs, %p : " << vs << ", " << coordType << "\n";
  writeConversion(os, "  ", "x32", "x", e, true);
  os << "  cute.print(%x32) : i32\n";
  if (c.pred)
    os << "  cute.copy(%vs, %vd, %vp) : " << vs << ", " << vd << ", " << vp << "\n";
  else
    os << "  cute.copy(%vs, %vd) : " << vs << ", " << vd << "\n";
  os << "  %it = cute.get_iter %vd : " << vd << "\n"
     << "  %lay = cute.get_layout %vd : " << vd << "\n"
     << "  %vd2 = cute.make_view %it, %lay : " << vd << "\n"
     << "  %y = cute.memref.load %vd2, %p : " << vd << ", " << coordType << "\n";
  writeConversion(os, "  ", "y32", "y", e, true);
  os << "  cute.print(%y32) : i32\n";
  writeConversion(os, "  ", "marker", "marker32", e, false);
  os << "  cute.memref.store %marker, %vd2, %p : " << vd << ", " << coordType << "\n"
     << "  scf.for %k = %c0 to %dst_n step %c1 {\n"
     << "    %z = memref.load %dst[%k] : memref<" << nd << "x" << e << ">\n";
  writeConversion(os, "    ", "z32", "z", e, true);
  os << "    cute.print(%z32) : i32\n  }\n"
     << "  memref.dealloc %src : memref<" << ns << "x" << e << ">\n"
     << "  memref.dealloc %dst : memref<" << nd << "x" << e << ">\n";
  if (c.pred)
    os << "  memref.dealloc %pm : memref<" << n << "xi1>\n";
  os << "  return\n}\n";
  return os.str();
}

core::Result<std::string> expectedViewCopyOutput(const ViewCopyCase &c) {
  int64_t n = core::viewElements(c.src);
  std::vector<int64_t> src(elementsOf(c.src)), dst(elementsOf(c.dst), -1);
  for (size_t k = 0; k < src.size(); ++k)
    src[k] = roundTrip(3 * int64_t(k) + 1, c.element);
  auto offset = [](const core::Value &layout, int64_t i) {
    return core::elementOffset(layout, IntTuple::of(i));
  };
  std::ostringstream os;
  CUTE_TRY(probeAt, offset(c.src, c.probe));
  os << src[probeAt] << "\n";
  for (int64_t i = 0; i < n; ++i) {
    if (c.pred && !(*c.pred)[i])
      continue;
    CUTE_TRY(from, offset(c.src, i));
    CUTE_TRY(to, offset(c.dst, i));
    dst[to] = src[from];
  }
  CUTE_TRY(probeDst, offset(c.dst, c.probe));
  os << dst[probeDst] << "\n";
  dst[probeDst] = 101;
  for (int64_t v : dst)
    os << v << "\n";
  return os.str();
}

std::vector<std::string> opsEmittedByViewCopies() {
  return {"make_view", "get_iter", "get_layout", "memref.load", "memref.store", "copy"};
}

} // namespace cute::fuzz
