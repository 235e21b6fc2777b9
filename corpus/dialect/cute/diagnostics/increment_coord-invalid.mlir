// RUN: cute-opt %s -split-input-file -verify-diagnostics

// A run-time leaf in the coordinate or the shape makes every leaf of the
// result run-time (the spec's postcondition): a carry may change any of
// them. Declaring a static leaf there is an error, not an unchecked claim.
func.func @carry_into_static_leaf(%c: !cute.coord<"(?,2)">, %s: !cute.shape<"(7,3)">) {
  // expected-error @+1 {{'cute.increment_coord' op declared result type '!cute.coord<"(?,2)">' does not match the inferred value "(?,?)"}}
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"(?,2)">, !cute.shape<"(7,3)">) -> !cute.coord<"(?,2)">
  return
}

// -----

// A static coordinate in a run-time shape: whether (3,0) carries depends
// on the run-time extent.
func.func @static_coord_runtime_shape(%c: !cute.coord<"(3,0)">, %s: !cute.shape<"(?,2)">) {
  // expected-error @+1 {{'cute.increment_coord' op declared result type '!cute.coord<"(4,0)">' does not match the inferred value "(?,?)"}}
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"(3,0)">, !cute.shape<"(?,2)">) -> !cute.coord<"(4,0)">
  return
}

// -----

func.func @no_underscore(%c: !cute.coord<"(_,1)">, %s: !cute.shape<"(3,4)">) {
  // expected-error @+1 {{'cute.increment_coord' op expects a coordinate without '_' but got '!cute.coord<"(_,1)">'}}
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"(_,1)">, !cute.shape<"(3,4)">) -> !cute.coord<"(?,?)">
  return
}
