"""Bazel rules for construkt-gen: generated Swift for ConstruktKit, and lint as a test.

construkt_swift_sources runs `construkt-gen generate` on one app's construkt files in one action
and declares every Swift file it writes up front, named from the inputs as `generate` names them,
so the outputs can be the `srcs` of a `swift_library`. construkt_lint_test runs `construkt-gen
lint` as a test. Both take the construkt-gen executable as the `tool` attribute. Docs/bazel.md
describes the attributes, the persistent worker and caching.
"""

_CONFIG = "construkt.yaml"

# The kinds of file `generate` writes one Swift file for; catalogs (*.components.yaml),
# scenarios and construkt.yaml only shape or test what those become.
_GENERATING_SUFFIXES = [".screen.yaml", ".types.yaml", ".routes.yaml"]

def _generates_swift(basename):
    for suffix in _GENERATING_SUFFIXES:
        if basename.endswith(suffix) and len(basename) > len(suffix):
            return True
    return False

def _app_folder(ctx, srcs):
    """The folder of the one construkt.yaml among srcs ("" when there is none)."""
    configs = [f for f in srcs if f.basename == _CONFIG]
    if len(configs) > 1:
        fail("%s: srcs hold %d construkt.yaml files; a target is one app, so give each its own target" %
             (ctx.label, len(configs)))
    return configs[0].dirname if configs else ""

def _app_relative_path(src, app_folder):
    """Where src sits in its app: its path below the app's folder, else its file name alone."""
    if app_folder and src.path.startswith(app_folder + "/"):
        return src.path[len(app_folder) + 1:]
    return src.basename

def generated_file_name(app_relative_path):
    """The Swift file `generate` writes for an input: folders flattened, each followed by `_`;
    inside a name `+` is written `++` and `_` is written `+_`; `.yaml` becomes `.swift`
    (Sources/ConstruktEmitter/Writing/GeneratedFileName.swift)."""
    components = [c.replace("+", "++").replace("_", "+_") for c in app_relative_path.split("/")]
    flattened = "_".join(components)
    return flattened[:-len(".yaml")] + ".swift"

def _construkt_swift_sources_impl(ctx):
    srcs = ctx.files.srcs
    app_folder = _app_folder(ctx, srcs)
    outputs = []
    first_input = {}
    for src in srcs:
        if app_folder and not src.path.startswith(app_folder + "/"):
            fail("%s: %s is outside the app's folder %s" % (ctx.label, src.path, app_folder))
        if not _generates_swift(src.basename):
            continue
        name = generated_file_name(_app_relative_path(src, app_folder))
        if len(name) > 255:
            fail("%s: the Swift file for %s would need a name longer than 255 bytes" % (ctx.label, src.path))
        if name.lower() in first_input:
            fail("%s: %s and %s would both be generated as %s" %
                 (ctx.label, first_input[name.lower()], src.path, name))
        first_input[name.lower()] = src.path
        outputs.append(ctx.actions.declare_file(ctx.label.name + "/" + name))
    if not outputs:
        fail("%s: no screen, types or routes file among srcs, so nothing is generated" % ctx.label)

    # One argument a line in a params file: a long app fits any command-line limit, and the
    # persistent worker receives the same arguments as a request.
    args = ctx.actions.args()
    args.add("generate")
    args.add_all(srcs)
    args.add("--output", outputs[0].dirname)
    args.add("--format", "gnu")
    args.add("--quiet")
    args.use_param_file("@%s", use_always = True)
    args.set_param_file_format("multiline")

    execution_requirements = {"supports-workers": "1", "requires-worker-protocol": "json"}
    if not ctx.attr.worker:
        execution_requirements = {}
    ctx.actions.run(
        executable = ctx.executable.tool,
        arguments = ["worker", args],
        inputs = srcs,
        outputs = outputs,
        mnemonic = "ConstruktGenerate",
        progress_message = "Generating %d Swift files for %s with construkt-gen" % (len(outputs), ctx.label),
        execution_requirements = execution_requirements,
    )
    return [DefaultInfo(files = depset(outputs))]

construkt_swift_sources = rule(
    implementation = _construkt_swift_sources_impl,
    doc = "The Swift construkt-gen generates for one app's construkt files, in one action.",
    attrs = {
        "srcs": attr.label_list(
            allow_files = [".yaml"],
            mandatory = True,
            doc = "The app's construkt files: construkt.yaml, screens, types, routes, catalogs " +
                  "(*.components.yaml) and scenarios, usually glob([\"**/*.yaml\"]) in the app's folder.",
        ),
        "tool": attr.label(
            executable = True,
            cfg = "exec",
            allow_single_file = True,
            mandatory = True,
            doc = "The construkt-gen executable.",
        ),
        "worker": attr.bool(
            default = True,
            doc = "Whether the action may run in a persistent worker (with --strategy=ConstruktGenerate=worker).",
        ),
    },
)

def _construkt_lint_test_impl(ctx):
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    flags = " --strict" if ctx.attr.strict else ""
    files = " ".join(["'%s'" % f.short_path for f in ctx.files.srcs])
    ctx.actions.write(
        output = script,
        is_executable = True,
        content = """#!/bin/sh
# construkt-gen lint as a test: the report (gnu, then SARIF) is a test output.
reports="${{TEST_UNDECLARED_OUTPUTS_DIR:-${{TEST_TMPDIR:-.}}}}"
mkdir -p "$reports"
'{tool}' lint --format gnu{flags} {files} >"$reports/construkt-lint.txt" 2>&1
status=$?
'{tool}' lint --format sarif{flags} {files} >"$reports/construkt-lint.sarif" 2>/dev/null
cat "$reports/construkt-lint.txt"
if [ "$status" -eq 0 ]; then echo "construkt-lint: no problems"; fi
exit "$status"
""".format(tool = ctx.executable.tool.short_path, flags = flags, files = files),
    )
    runfiles = ctx.runfiles(files = ctx.files.srcs + [ctx.executable.tool])
    runfiles = runfiles.merge(ctx.attr.tool[DefaultInfo].default_runfiles)
    return [DefaultInfo(executable = script, runfiles = runfiles)]

construkt_lint_test = rule(
    implementation = _construkt_lint_test_impl,
    test = True,
    doc = "A test that fails when `construkt-gen lint` finds errors (with strict, warnings too).",
    attrs = {
        "srcs": attr.label_list(allow_files = [".yaml"], mandatory = True, doc = "The construkt files to lint."),
        "tool": attr.label(
            executable = True,
            cfg = "target",
            allow_single_file = True,
            mandatory = True,
            doc = "The construkt-gen executable.",
        ),
        "strict": attr.bool(default = False, doc = "Whether warnings fail the test too (lint --strict)."),
    },
)
