//===- Subjects.h - The subjects and what they share ------------*- C++ -*-===//
//
// Internal to CuteCampaign: the makers of the subjects (Subject.h) and the
// helpers the driver and the subjects share.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CAMPAIGN_LIB_SUBJECTS_H
#define CUTE_ORACLE_CAMPAIGN_LIB_SUBJECTS_H

#include "cute-oracle/Campaign/Campaign.h"
#include "cute-oracle/Campaign/Subject.h"

#include <rapidcheck.h>

#include <memory>
#include <optional>
#include <string>

namespace cute::campaign {

std::unique_ptr<Subject> makeProgramSubject(const CampaignOptions &o);
std::unique_ptr<Subject> makeViewCopySubject(const CampaignOptions &o);
std::unique_ptr<Subject> makeGpuKernelSubject(const CampaignOptions &o);

/// The backend of `o` that finding `f` names (a bare name when none does:
/// interp/core).
BackendSpec backendOf(const CampaignOptions &o, const Finding &f);

/// How the interpreter and the backend of `o` named `backendName` disagree
/// on @main of module `text` now; none when they agree or (with `error`)
/// when it does not run or no backend has that name.
std::optional<Case> caseNow(const CampaignOptions &o, const std::string &text,
                            llvm::StringRef backendName, std::string &error);

/// Follows the shrinks of `s` (RapidCheck's: a candidate that still fails
/// gives the next candidates) while `caseOf` finds that a candidate fails as
/// `c` does, with the same base signature, trying at most `budget`
/// candidates. Returns the smallest value found; `c` becomes its case,
/// keeping c's guilty pass.
template <class T, class CaseOf>
T shrinkWhileFailingAlike(const rc::Shrinkable<T> &s, Case &c, unsigned budget, CaseOf caseOf) {
  T smallest = s.value();
  rc::Seq<rc::Shrinkable<T>> candidates = s.shrinks();
  for (unsigned tries = 0; tries < budget; ++tries) {
    rc::Maybe<rc::Shrinkable<T>> next = candidates.next();
    if (!next)
      break;
    std::optional<Case> again = caseOf(next->value());
    if (again && again->finding.baseSignature() == c.finding.baseSignature()) {
      smallest = next->value();
      again->finding.guilty = c.finding.guilty;
      c = std::move(*again);
      candidates = next->shrinks();
    }
  }
  return smallest;
}

/// Whether `again`, the case of `c`'s module run again, reproduces it: why
/// not, or empty when it fails alike (same base signature), and then
/// `c.reference` is its reference's run.
std::string confirmedBy(std::optional<Case> again, Case &c);

} // namespace cute::campaign

#endif
