#!/usr/bin/env python3
"""pycute's column of the C++-versus-reference table in bench/RESULTS.md:
the operations and inputs of bench/CuteVsCppBench.cpp timed with NVIDIA's
pure-Python pycute, from a CUTLASS checkout (nothing of it is in this repository).

Usage: bench/pycute_bench.py <cutlass>/python
Prints one markdown row per operation: ns per operation (per coordinate
for layout_eval), best of 5 timeit repeats.
"""
import sys
import timeit


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    sys.path.insert(0, sys.argv[1])
    try:
        from pycute import Layout, complement, composition, logical_divide, zipped_divide
    except ImportError as error:
        print(f"pycute_bench: no pycute under {sys.argv[1]}: {error}", file=sys.stderr)
        return 2

    a = Layout((128, (8, 16)), (1, (128, 1024)))
    b = Layout(((32, 4), (8, 16)), ((4, 1), (128, 1024)))
    tile = Layout((128, 128), (1, 128))
    tiler = (Layout(64, 1), Layout(64, 1))
    small = Layout((4, (2, 8)), (2, (1, 64)))
    divided = zipped_divide(tile, tiler)
    points = 128 * 128

    def per_call(stmt, calls):
        best = min(timeit.repeat(stmt, number=calls, repeat=5))
        return best / calls * 1e9

    rows = [
        ("composition", per_call(lambda: composition(a, b), 2000)),
        ("logical_divide", per_call(lambda: logical_divide(tile, tiler), 2000)),
        ("complement", per_call(lambda: complement(small, 4096), 2000)),
        ("layout_eval", per_call(lambda: [divided(i) for i in range(points)], 2) / points),
    ]
    print("| operation | pycute |\n|---|---|")
    for name, ns in rows:
        print(f"| {name} | {ns:,.0f} ns |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
