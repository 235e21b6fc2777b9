// A module without @main: nothing runs, so nothing can be compared (the
// cute-reduce test; a resumed cute-fuzz never marks such a finding fixed).
func.func @other() {
  return
}
