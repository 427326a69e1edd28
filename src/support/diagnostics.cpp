// One object that collects every diagnostic of a run; parser and checks never print.
#include "support/diagnostics.hpp"

#include "support/diagnostic_ids.hpp"

#include <algorithm>
#include <tuple>

namespace herald {

diagnostic& diagnostics::report(severity level, std::string id, source_range where,
                                std::string message) {
  if (items_.size() < kept_limit) {
    items_.push_back(diagnostic{level, std::move(id), where, std::move(message), {}, false, {}, {}});
    if (items_.size() == kept_limit)
      items_.push_back(diagnostic{severity::note, ids::cli_error_limit, {}, "too many diagnostics: a run keeps the first " +
                                      std::to_string(kept_limit) + " (the counts below are of them all)", {}, false, {}, {}});
    return items_.size() > kept_limit ? items_[kept_limit - 1] : items_.back();
  }
  ++(level == severity::error ? dropped_errors_ : level == severity::warning ? dropped_warnings_ : dropped_notes_);
  overflow_ = diagnostic{level, std::move(id), where, {}, {}, false, {}, {}};
  return overflow_;
}

std::size_t diagnostics::error_count() const {
  return dropped_errors_ + static_cast<std::size_t>(std::count_if(items_.begin(), items_.end(), [](auto const& d) {
           return d.level == severity::error && !d.acknowledged;
         }));
}

std::size_t diagnostics::warning_count() const {
  return dropped_warnings_ + static_cast<std::size_t>(std::count_if(items_.begin(), items_.end(), [](auto const& d) {
           return d.level == severity::warning && !d.acknowledged;
         }));
}

void diagnostics::sort() {
  std::stable_sort(items_.begin(), items_.end(), [](diagnostic const& a, diagnostic const& b) {
    return std::tie(a.where.file, a.where.begin, a.id, a.message) <
           std::tie(b.where.file, b.where.begin, b.id, b.message);
  });
}

}  // namespace herald
