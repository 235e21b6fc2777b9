// Each run of the compiled code happens in a child process: a crash or a
// run past --timeout is an error report, not a crash of cute-run.
// RUN: not cute-run %s --entry div_zero --args 0 2>&1 | FileCheck %s --check-prefix=CRASH
// CRASH: 1
// CRASH-NEXT: cute-run: error: jit run was killed by signal 8 (Floating point exception)
// CRASH-NOT: Stack dump
// RUN: not cute-run %s --entry div_zero --args 0 --compare 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: 1
// BOTH-NEXT: cute-run: error: jit run was killed by signal 8 (Floating point exception)
// BOTH-NEXT: cute-run: the interpreter failed too: division by zero in 'arith.divsi' of 7 and 0
// RUN: not cute-run %s --entry spin --timeout 1 2>&1 | FileCheck %s --check-prefix=HANG
// HANG: cute-run: error: jit run did not finish within 1 s (killed)

func.func @div_zero(%zero: i32) {
  %c7 = arith.constant 7 : i32
  %one = arith.constant 1 : i32
  cute.print(%one) : i32
  %q = arith.divsi %c7, %zero : i32
  cute.print(%q) : i32
  return
}

func.func @spin() {
  %t = arith.constant true
  scf.while : () -> () {
    scf.condition(%t)
  } do {
    scf.yield
  }
  return
}
