# herald_generate(TARGET RULESETS file... [OUTPUT_DIR dir] [LIST_CAPACITY n])
#
# Generates the C++ headers of RULESETS with `herald build` at build time, into
# OUTPUT_DIR (default: ${CMAKE_CURRENT_BINARY_DIR}/herald_generated), and makes
# TARGET depend on them and see them (with Herald::engine). The command reads a
# depfile that herald writes (every .herald file read, imports included), so an
# edited system file regenerates; herald writes only the headers whose bytes
# change, so an unchanged run recompiles nothing. The headers' names come from
# the rulesets (`herald build --list-outputs`, run when CMake configures).
if(CMAKE_VERSION VERSION_LESS 3.20)
  message(FATAL_ERROR "herald_generate() needs CMake 3.20 or later (DEPFILE with every generator)")
endif()

function(herald_generate target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "OUTPUT_DIR;LIST_CAPACITY" "RULESETS")
  if(NOT arg_RULESETS)
    message(FATAL_ERROR "herald_generate(${target}): give the RULESETS to generate")
  endif()
  if(NOT arg_OUTPUT_DIR)
    set(arg_OUTPUT_DIR ${CMAKE_CURRENT_BINARY_DIR}/herald_generated)
  endif()
  set(capacity)
  if(arg_LIST_CAPACITY)
    set(capacity --list-capacity ${arg_LIST_CAPACITY})
  endif()
  set(rulesets)
  foreach(ruleset IN LISTS arg_RULESETS)
    get_filename_component(ruleset ${ruleset} ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
    list(APPEND rulesets ${ruleset})
  endforeach()
  get_target_property(herald Herald::herald IMPORTED_LOCATION)
  # The headers' names, and every file herald reads to know them (imports included). A ruleset
  # that fails a check still names its headers: its findings are the build's to report.
  set(configure_depfile ${CMAKE_CURRENT_BINARY_DIR}/${target}_herald_configure.d)
  execute_process(COMMAND ${herald} build ${rulesets} --cpp-out ${arg_OUTPUT_DIR} ${capacity} --list-outputs
                          --depfile ${configure_depfile}
                  OUTPUT_VARIABLE listed ERROR_VARIABLE problems RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR "herald_generate(${target}): herald cannot read ${arg_RULESETS}:\n${problems}")
  endif()
  string(REPLACE "\n" ";" headers "${listed}")
  list(FILTER headers EXCLUDE REGEX "^$")
  # A renamed ruleset or system changes the headers' names: configure again when a file read changes.
  set(read ${rulesets})
  if(EXISTS ${configure_depfile})
    # `OUTPUTS: \` then one file read a line, each line but the last ending ` \`.
    file(READ ${configure_depfile} reads)
    string(REPLACE ";" "\\;" reads "${reads}")
    string(REPLACE " \\\n" ";" reads "${reads}")
    list(REMOVE_AT reads 0)  # the outputs
    foreach(line IN LISTS reads)
      string(STRIP "${line}" line)
      string(REPLACE "\\ " " " line "${line}")
      list(APPEND read "${line}")
    endforeach()
  endif()
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${read})
  set(depfile ${CMAKE_CURRENT_BINARY_DIR}/${target}_herald.d)
  add_custom_command(
    OUTPUT ${headers}
    COMMAND Herald::herald build ${rulesets} --cpp-out ${arg_OUTPUT_DIR} ${capacity} --depfile ${depfile}
    DEPENDS ${rulesets} Herald::herald
    DEPFILE ${depfile}
    COMMENT "herald build: the C++ headers of ${arg_RULESETS}"
    VERBATIM)
  add_custom_target(${target}_herald_headers DEPENDS ${headers})
  add_dependencies(${target} ${target}_herald_headers)
  target_sources(${target} PRIVATE ${headers})
  target_include_directories(${target} PRIVATE ${arg_OUTPUT_DIR})
  target_link_libraries(${target} PRIVATE Herald::engine)
endfunction()
