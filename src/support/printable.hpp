// Text from a ruleset made safe to print in XML: no control character, no invisible reordering.
#pragma once

#include <string>

namespace herald {

// `text` with every character XML 1.0 forbids, every line break and every
// bidirectional control (which could reorder what a reader sees) replaced by
// a visible stand-in; escaping of <, & and quotes is the XML writer's.
std::string printable(std::string const& text);

}  // namespace herald
