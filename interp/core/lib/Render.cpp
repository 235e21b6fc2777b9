//===- Render.cpp - Pictures of layouts -----------------------------------===//
#include "cute-oracle/core/Render.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"

#include <cstdio>

namespace cute::core {

namespace {

/// The offsets of a layout over its domain, as a rows x cols grid (one row
/// for layouts whose rank is not 2).
struct Grid {
  std::string title;
  int64_t rows = 1, cols = 0;
  std::vector<std::string> cells; // row-major
  int64_t cosize = 1;
  bool table = false;
};

/// The largest domain a picture shows.
constexpr int64_t kMaxPictureCells = 1 << 16;
/// The largest domain a text table is built for (a memory limit: the table
/// is built whole to size its columns).
constexpr int64_t kMaxTableCells = 1 << 20;

Result<Layout> outerOf(const Value &v) {
  if (const auto *l = std::get_if<Layout>(&v))
    return *l;
  if (const auto *c = std::get_if<ComposedLayout>(&v))
    return c->outer;
  return Error{"print_layout: expects a layout or a composed layout but got " + print(v)};
}

Result<IntTuple> evalAt(const Value &v, const IntTuple &coord) {
  if (const auto *l = std::get_if<Layout>(&v))
    return evaluate(*l, coord);
  return evaluate(std::get<ComposedLayout>(v), coord);
}

/// The number of elements of `shape` (static, or run-time values bound), a
/// mode of the layout `title`.
Result<int64_t> domainSize(const IntTuple &shape, const std::string &title, int64_t maxCells) {
  CUTE_TRY(s, product(shape));
  if (!s.known())
    return fail("print_layout", "the size of " + title + " is not known");
  if (*s.known() < 0 || *s.known() > maxCells)
    return fail("print_layout", "renders domains of at most " + std::to_string(maxCells) +
                                    " elements but " + title + " has more");
  return *s.known();
}

Result<Grid> makeGrid(const Value &v, int64_t maxCells) {
  CUTE_TRY(outer, outerOf(v));
  Grid g;
  g.title = print(v);
  g.table = outer.shape.rank() == 2 && outer.shape.isTuple();
  if (g.table) {
    CUTE_TRY(m, domainSize(outer.shape.elems()[0], g.title, maxCells));
    CUTE_TRY(n, domainSize(outer.shape.elems()[1], g.title, maxCells));
    if (m * n > maxCells)
      return fail("print_layout", "renders domains of at most " + std::to_string(maxCells) +
                                      " elements but " + g.title + " has " +
                                      std::to_string(m * n));
    g.rows = m;
    g.cols = n;
  } else {
    CUTE_TRY(n, domainSize(outer.shape, g.title, maxCells));
    g.cols = n;
  }
  for (int64_t r = 0; r < g.rows; ++r) {
    for (int64_t c = 0; c < g.cols; ++c) {
      IntTuple coord = g.table ? IntTuple::tuple({IntTuple::of(r), IntTuple::of(c)})
                               : IntTuple::of(c);
      CUTE_TRY(offset, evalAt(v, coord));
      g.cells.push_back(print(offset));
      if (offset.isInt())
        g.cosize = std::max(g.cosize, offset.value() + 1);
    }
  }
  return g;
}

int numDigits(int64_t x) {
  int d = 1;
  while (x >= 10 && d < 10) {
    x /= 10;
    ++d;
  }
  return d;
}

std::string format(const char *fmt, int width, const std::string &value) {
  char buf[64];
  std::snprintf(buf, sizeof buf, fmt, width, value.c_str());
  return buf;
}

} // namespace

Result<std::string> renderLayoutText(const Value &v) {
  CUTE_TRY(g, makeGrid(v, kMaxTableCells));
  std::string out = g.title + "\n";
  if (!g.table) {
    for (int64_t i = 0; i < g.cols; ++i)
      out += std::to_string(i) + " -> " + g.cells[i] + "\n";
    return out;
  }
  CUTE_TRY(outer, outerOf(v));
  CUTE_TRY(co, cosize(outer));
  int64_t cosizeValue = co.known().value_or(g.cosize);
  int width = numDigits(cosizeValue) + 2;
  std::string rule = "    ";
  for (int64_t n = 0; n < g.cols; ++n)
    rule += "+" + std::string(width, '-');
  rule += "+\n";
  out += "    ";
  for (int64_t n = 0; n < g.cols; ++n)
    out += format("  %*s ", width - 2, std::to_string(n));
  out += "\n";
  for (int64_t m = 0; m < g.rows; ++m) {
    out += rule;
    out += format("%*s  ", 2, std::to_string(m));
    for (int64_t n = 0; n < g.cols; ++n)
      out += format("| %*s ", width - 2, g.cells[m * g.cols + n]);
    out += "|\n";
  }
  out += rule;
  return out;
}

static std::string escapeXml(const std::string &s) {
  std::string out;
  for (char c : s) {
    if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '&')
      out += "&amp;";
    else
      out += c;
  }
  return out;
}

/// A colour for an offset: hues spread around the wheel over the cosize.
static std::string cellColour(int64_t offset, int64_t cosize) {
  int64_t hue = static_cast<int64_t>(360.0 * double(offset) / double(std::max<int64_t>(cosize, 1))) % 360;
  if (hue < 0)
    hue += 360;
  return "hsl(" + std::to_string(hue) + ",70%,80%)";
}

Result<std::string> renderLayoutSvg(const Value &v) {
  CUTE_TRY(g, makeGrid(v, kMaxPictureCells));
  const int cell = 40, margin = 30, titleHeight = 24;
  int64_t width = 2 * margin + g.cols * cell, height = 2 * margin + titleHeight + g.rows * cell;
  std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(width) +
                    "\" height=\"" + std::to_string(height) + "\" font-family=\"monospace\">\n";
  out += "<text x=\"" + std::to_string(margin) + "\" y=\"18\" font-size=\"14\">" +
         escapeXml(g.title) + "</text>\n";
  for (int64_t r = 0; r < g.rows; ++r) {
    for (int64_t c = 0; c < g.cols; ++c) {
      const std::string &text = g.cells[r * g.cols + c];
      int64_t offset = std::atoll(text.c_str());
      int64_t x = margin + c * cell, y = margin + titleHeight + r * cell;
      out += "<rect x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\" width=\"" +
             std::to_string(cell) + "\" height=\"" + std::to_string(cell) + "\" fill=\"" +
             cellColour(offset, g.cosize) + "\" stroke=\"black\"/>\n";
      out += "<text x=\"" + std::to_string(x + cell / 2) + "\" y=\"" +
             std::to_string(y + cell / 2 + 5) + "\" font-size=\"12\" text-anchor=\"middle\">" +
             escapeXml(text) + "</text>\n";
    }
  }
  for (int64_t c = 0; c < g.cols && g.table; ++c)
    out += "<text x=\"" + std::to_string(margin + c * cell + cell / 2) + "\" y=\"" +
           std::to_string(margin + titleHeight - 4) +
           "\" font-size=\"10\" text-anchor=\"middle\">" + std::to_string(c) + "</text>\n";
  for (int64_t r = 0; r < g.rows && g.table; ++r)
    out += "<text x=\"" + std::to_string(margin - 6) + "\" y=\"" +
           std::to_string(margin + titleHeight + r * cell + cell / 2 + 4) +
           "\" font-size=\"10\" text-anchor=\"end\">" + std::to_string(r) + "</text>\n";
  out += "</svg>\n";
  return out;
}

} // namespace cute::core
