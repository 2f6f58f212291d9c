#!/usr/bin/env bash
# `make release`: a relocatable Linux construkt-gen, packed as a SwiftPM artifact bundle.
#
# The Swift runtime and Foundation are linked in (--static-swift-stdlib). libyaml is linked in too
# when its static archive is installed (Debian's libyaml-dev has it): a pkg-config file of our own,
# found first, points the linker at a folder holding only that archive, so the `-lyaml` of
# CLibYAML's module map finds it before the shared library. Without the archive, libyaml.so.2 is
# the binary's one run-time dependency, and this says so. Writes into .build-release/dist:
#   construkt-gen.artifactbundle/            info.json (schemaVersion 1.0) and the binary
#   construkt-gen.artifactbundle.zip         for `.binaryTarget(url:checksum:)`
#   construkt-gen.artifactbundle.zip.sha256  its checksum, as `swift package compute-checksum` prints it
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
scratch=.build-release
dist=$scratch/dist

libdir=$(pkg-config --variable=libdir yaml-0.1)
if [ -f "$libdir/libyaml.a" ]; then
    mkdir -p "$scratch/pkgconfig" "$scratch/static-libyaml"
    ln -sf "$libdir/libyaml.a" "$scratch/static-libyaml/libyaml.a"
    cat > "$scratch/pkgconfig/yaml-0.1.pc" <<PC
Name: LibYAML
Description: libyaml, linked statically into construkt-gen
Version: $(pkg-config --modversion yaml-0.1)
Cflags: -I$(pkg-config --variable=includedir yaml-0.1)
Libs: -L$PWD/$scratch/static-libyaml -lyaml
PC
    export PKG_CONFIG_PATH=$PWD/$scratch/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}
    yaml=static
else
    echo "build-release: no $libdir/libyaml.a: construkt-gen will need libyaml.so.2 (libyaml-0-2) at run time" >&2
    yaml=shared
fi

"$swift" build -c release --product construkt-gen --static-swift-stdlib --scratch-path "$scratch"
binary=$("$swift" build -c release --scratch-path "$scratch" --show-bin-path)/construkt-gen

# What the binary still loads: the C library's parts, and libyaml only when it could not be linked in.
needed=$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
if grep -q '^libswift\|^libFoundation' <<<"$needed" || { [ "$yaml" = static ] && grep -q '^libyaml' <<<"$needed"; }; then
    printf 'build-release: the binary still loads:\n%s\n' "$needed" >&2
    exit 1
fi

version=$("$binary" --version)
variant=construkt-gen-$version-linux-$(uname -m)
bundle=$dist/construkt-gen.artifactbundle
rm -rf "$dist"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/construkt-gen"
strip "$bundle/$variant/bin/construkt-gen"
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "construkt-gen": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/construkt-gen",
          "supportedTriples": ["$(uname -m)-unknown-linux-gnu"]
        }
      ]
    }
  }
}
JSON
(cd "$dist" && zip -q -r -X construkt-gen.artifactbundle.zip construkt-gen.artifactbundle \
    && sha256sum construkt-gen.artifactbundle.zip > construkt-gen.artifactbundle.zip.sha256)
echo "build-release: $dist/construkt-gen.artifactbundle.zip ($version, libyaml $yaml), loads: $(tr '\n' ' ' <<<"$needed")"
