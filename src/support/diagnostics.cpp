// One object that collects every diagnostic of a run; parser and checks never print.
#include "support/diagnostics.hpp"

#include <algorithm>
#include <tuple>

namespace herald {

diagnostic& diagnostics::report(severity level, std::string id, source_range where,
                                std::string message) {
  items_.push_back(diagnostic{level, std::move(id), where, std::move(message), {}, false, {}, {}});
  return items_.back();
}

std::size_t diagnostics::error_count() const {
  return static_cast<std::size_t>(std::count_if(items_.begin(), items_.end(), [](auto const& d) {
    return d.level == severity::error && !d.acknowledged;
  }));
}

std::size_t diagnostics::warning_count() const {
  return static_cast<std::size_t>(std::count_if(items_.begin(), items_.end(), [](auto const& d) {
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
