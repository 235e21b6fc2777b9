//===- Posix.h - System calls that a signal may interrupt -------*- C++ -*-===//
//
// The backends and the reducer run children and talk to them through
// pipes; a signal (a child's SIGCHLD, a timer) may interrupt any of these
// calls with EINTR, which is no error: each helper calls again.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_ORACLE_POSIX_H
#define CUTE_ORACLE_ORACLE_POSIX_H

#include <cstddef>
#include <sys/types.h>

namespace cute::oracle::posix {

/// waitpid(child, 0) until it is not interrupted: the child's wait status,
/// 0 when `child` is not a process (<= 0) or cannot be waited for.
int waitForExit(pid_t child);

/// read(2) until it is not interrupted: bytes read, 0 at end of file, -1
/// on an error.
ssize_t readSome(int fd, void *data, size_t n);

/// Writes all `n` bytes (write(2) until done or failed): false when the
/// pipe or file refuses them.
bool writeAll(int fd, const void *data, size_t n);

} // namespace cute::oracle::posix

#endif // CUTE_ORACLE_ORACLE_POSIX_H
