//===- IntTuple.cpp - Hierarchical integer tuples -------------------------===//
#include "cute-oracle/core/IntTuple.h"

#include <algorithm>
#include <cassert>
#include <new>
#include <utility>

namespace cute::core {

std::vector<int> IntTuple::ModePath::vec() const { return std::vector<int>(begin(), end()); }

bool IntTuple::ModePath::operator==(const ModePath &other) const {
  return n == other.n && std::equal(begin(), end(), other.begin());
}

const IntTuple::Node *IntTuple::Elems::child(size_t i) const {
  assert(i < n && "tuple child index out of range");
  const Node *at = first;
  for (; i > 0; --i)
    at += at->span;
  return at;
}

#if defined(__SANITIZE_ADDRESS__)
#define CUTE_NODE_CACHE 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CUTE_NODE_CACHE 0
#endif
#endif
#ifndef CUTE_NODE_CACHE
/// Off under AddressSanitizer, which must see every block freed.
#define CUTE_NODE_CACHE 1
#endif

namespace {

/// Cached heap blocks of 4 << c nodes for c < kClasses, each list a chain
/// through the blocks' first bytes. Trivially destructible, so a tuple
/// destroyed after the thread's other thread_locals still finds it.
struct NodeCache {
  static constexpr unsigned kClasses = 5;
  static constexpr unsigned kMaxCached = 256;
  struct Block {
    Block *next;
  };
  Block *heads[kClasses];
  unsigned counts[kClasses];
  bool drained;
};
thread_local NodeCache cache;

/// Frees the cached blocks when the thread ends; blocks freed later go
/// straight back to the system.
struct NodeCacheDrain {
  ~NodeCacheDrain() {
    cache.drained = true;
    for (NodeCache::Block *&head : cache.heads)
      while (head)
        ::operator delete(std::exchange(head, head->next));
  }
};
thread_local NodeCacheDrain drain;

unsigned sizeClass(uint32_t n) {
  unsigned c = 0;
  while (c < NodeCache::kClasses && (4u << c) < n)
    ++c;
  return c;
}

} // namespace

IntTuple::Node *IntTuple::allocateNodes(uint32_t n, uint32_t &capacity) {
  unsigned c = sizeClass(n);
  if (!CUTE_NODE_CACHE || c == NodeCache::kClasses) {
    capacity = n;
    return static_cast<Node *>(::operator new(sizeof(Node) * n));
  }
  (void)&drain;
  capacity = 4u << c;
  if (NodeCache::Block *b = cache.heads[c]) {
    cache.heads[c] = b->next;
    --cache.counts[c];
    return reinterpret_cast<Node *>(b);
  }
  return static_cast<Node *>(::operator new(sizeof(Node) * capacity));
}

void IntTuple::freeNodes(Node *nodes, uint32_t capacity) {
  unsigned c = sizeClass(capacity);
  if (!CUTE_NODE_CACHE || c == NodeCache::kClasses || cache.drained ||
      cache.counts[c] == NodeCache::kMaxCached) {
    ::operator delete(nodes);
    return;
  }
  auto *b = reinterpret_cast<NodeCache::Block *>(nodes);
  b->next = cache.heads[c];
  cache.heads[c] = b;
  ++cache.counts[c];
}

IntTuple::Node *IntTuple::resize(uint32_t n) {
  if (n <= kInlineNodes)
    releaseHeap();
  else if (n > capacity) {
    releaseHeap();
    heap = allocateNodes(n, capacity);
  }
  size = n;
  return data();
}

void IntTuple::assign(const Node *nodes, uint32_t n) {
  Node *out = resize(n);
  if (n > kInlineNodes) {
    std::copy(nodes, nodes + n, out);
    return;
  }
  out[0] = nodes[0];
  if (n == 2)
    out[1] = nodes[1];
}

size_t IntTuple::leafCount() const {
  size_t n = 0;
  forEachLeaf([&](const IntTuple &) { ++n; });
  return n;
}

IntTuple &IntTuple::operator=(const IntTuple &other) {
  if (this != &other)
    copyFrom(other);
  return *this;
}

IntTuple &IntTuple::operator=(IntTuple &&other) noexcept {
  if (this != &other)
    take(other);
  return *this;
}

bool IntTuple::operator==(const IntTuple &other) const {
  return size == other.size && std::equal(data(), data() + size, other.data());
}

IntTuple IntTuple::of(int64_t value) {
  IntTuple t(Kind::Int);
  t.inlineNodes[0].val = value;
  return t;
}

IntTuple IntTuple::dynamic(unsigned width) {
  IntTuple t(Kind::Dynamic);
  t.inlineNodes[0].val = width;
  return t;
}

IntTuple IntTuple::leafWithModes(Node leaf, ModePath modes) {
  IntTuple t;
  Node *out = t.resize(uint32_t(1 + modes.size()));
  leaf.span = t.size;
  leaf.count = uint32_t(modes.size());
  out[0] = leaf;
  for (size_t i = 0; i < modes.size(); ++i) {
    out[1 + i] = leafNode(uint8_t(Kind::Int), modes[i]);
  }
  return t;
}

IntTuple IntTuple::basis(int64_t value, ModePath modes) {
  if (modes.empty())
    return of(value);
  return leafWithModes(leafNode(uint8_t(Kind::Basis), value), modes);
}

IntTuple IntTuple::dynamicBasis(unsigned width, ModePath modes) {
  if (modes.empty())
    return dynamic(width);
  Node leaf = leafNode(uint8_t(Kind::Basis), width);
  leaf.dynamicScale = true;
  return leafWithModes(leaf, modes);
}

IntTuple IntTuple::bound(unsigned width, int64_t value, ModePath modes) {
  IntTuple t = dynamicBasis(width, modes);
  Node &r = t.data()[0];
  r.hasRuntime = true;
  r.runtime = value;
  return t;
}

IntTuple IntTuple::bound(unsigned width, int64_t value) { return bound(width, value, ModePath()); }

IntTuple IntTuple::underscore() { return IntTuple(Kind::Underscore); }

IntTuple IntTuple::tupleOf(const IntTuple *elems, size_t n) {
  uint64_t total = 1;
  for (size_t i = 0; i < n; ++i)
    total += elems[i].size;
  IntTuple t;
  Node *out = t.resize(uint32_t(total));
  out[0] = leafNode(uint8_t(Kind::Tuple), 0);
  out[0].span = uint32_t(total);
  out[0].count = uint32_t(n);
  Node *next = out + 1;
  for (size_t i = 0; i < n; ++i)
    next = std::copy(elems[i].data(), elems[i].data() + elems[i].size, next);
  return t;
}

IntTuple IntTuple::tuple(const std::vector<IntTuple> &elems) {
  return tupleOf(elems.data(), elems.size());
}

IntTuple IntTuple::tuple(std::initializer_list<IntTuple> elems) {
  return tupleOf(elems.begin(), elems.size());
}

} // namespace cute::core
