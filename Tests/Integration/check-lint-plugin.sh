#!/usr/bin/env bash
# The construkt-lint command plugin, run as a user runs it on this package: each check names the
# exit status and a line of output it expects. `make integration` runs it; SWIFT may name the
# swift command. The build folder is the one `make integration` gives this package.
set -uo pipefail
cd "$(dirname "$0")"
swift=${SWIFT:-swift}
passed=0
failed=0

# check DESCRIPTION STATUS TEXT ARGUMENTS…
check() {
    local description=$1 expected_status=$2 expected_text=$3
    shift 3
    local output status
    output=$("$swift" package --scratch-path ../../.build-integration construkt-lint "$@" 2>&1)
    status=$?
    if [[ $status -eq $expected_status ]] && grep -qF -- "$expected_text" <<<"$output"; then
        echo "✓ $description"
        passed=$((passed + 1))
    else
        echo "✗ $description: exit status $status (expected $expected_status), output (expected a line with '$expected_text'):"
        echo "$output"
        failed=$((failed + 1))
    fi
}

check "every target's construkt files pass, strictly" 0 "checked 4 files: no problems" --strict
check "a named target's files are linted" 0 "checked 4 files: no problems" --target IntegrationScreens
check "a target without construkt files is an error" 1 "no construkt files in IntegrationScreensTests" --target IntegrationScreensTests
check "errors fail, printed in the format asked" 1 \
    "LintFixtures/Errors/HasErrors.screen.yaml:4:17: error: unknown name 'missing' [CK0404]" --format gnu LintFixtures/Errors
check "warnings alone pass" 0 "checked 1 file: 1 warning" LintFixtures/Warnings
check "--strict makes warnings fail" 1 \
    "LintFixtures/Warnings/UnusedState.screen.yaml:4:3: error: state 'unused' is never used" --strict --format gnu LintFixtures/Warnings
check "an unknown format is a usage error" 1 "The value 'xml' is invalid for '--format <format>'" --format xml

echo "construkt-lint: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
