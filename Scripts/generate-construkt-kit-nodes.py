#!/usr/bin/env python3
"""Writes ConstruktKit's components into Schemas/json/screen.schema.json.

Usage: Scripts/generate-construkt-kit-nodes.py [--check]

Reads Schemas/ConstruktKit.components.yaml and replaces the `ConstruktKit.*` entries of the screen
schema's `$defs`, plus the component names under `componentNode`, so editors complete component
names and their properties, slots and events with the catalog's docs as hover text. Each node of
a ConstruktKit component lists its own members and, through `allOf`, its class chain's groups, in
the catalog's lookup order (CATALOG-FORMAT.md §6). Properties stay open: a project catalog may add
groups to ConstruktKit's classes, and `construkt-gen lint` checks the names against every catalog.
A scalar value is accepted only where the component has `primary`; a list is the `defaultSlot`'s
nodes, or any list where there is a `primary` (`LinearGradient: [red, blue]`).

With --check, changes nothing and exits 1 when the file is not up to date. After a change, run
Scripts/embed-json-schemas.sh.
"""

import json
import pathlib
import re
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
CATALOG = ROOT / "Schemas" / "ConstruktKit.components.yaml"
SCREEN_SCHEMA = ROOT / "Schemas" / "json" / "screen.schema.json"
PREFIX = "ConstruktKit."
SCALAR = ["string", "number", "integer", "boolean", "null"]


class TextLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """Every plain scalar as text, as construkt-gen reads it (see validate-schemas.py)."""


TextLoader.yaml_implicit_resolvers = {}
TextLoader.add_implicit_resolver("tag:yaml.org,2002:null", re.compile(r"^$"), [""])


def describe(kind, member):
    """Hover text: the catalog's doc and trap, then what the member takes."""
    parts = [text for text in (member.get("doc"), member.get("trap")) if text]
    if kind == "property":
        parts.append(f"Property of type `{member['type']}`" + (" (required)." if member.get("required") == "true" else "."))
    elif kind == "event":
        value = member.get("value")
        parts.append("Event: an action's name, a statement or a list of statements" + (f"; its value is a `{value}`." if value else "."))
    else:
        parts.append("Slot: one node" + (" or a list of nodes." if member.get("many") == "true" else "."))
    return " ".join(parts)


def arguments(member):
    return {name: {"title": name, "description": " ".join(filter(None, [arg.get("doc"), f"Of type `{arg['type']}`."]))}
            for name, arg in (member.get("args") or {}).items()}


def slot_schema(member):
    """A slot holds nodes; one with args is also a mapping of the args plus the nodes."""
    accepts = member.get("accepts", "views")
    if accepts == "sections":
        return {"type": "array", "items": {"$ref": f"#/$defs/{PREFIX}section"}}
    if accepts == "cells":
        return {"type": "array"}
    if not member.get("args"):
        return {"$ref": "#/$defs/nodes"}
    content = dict(arguments(member))
    content[member.get("contentKey", "content")] = {"$ref": "#/$defs/nodes"}
    return {"anyOf": [{"$ref": "#/$defs/nodes"}, {"type": "object", "properties": content, "additionalProperties": False}]}


def event_schema(member):
    """An event takes an event handler; one with args is `{ <args>, do: <statements> }`."""
    if not member.get("args"):
        return {"$ref": "#/$defs/eventHandler"}
    content = dict(arguments(member))
    content["do"] = {"title": "do", "description": "The statements the event runs.", "$ref": "#/$defs/eventHandler"}
    return {"type": "object", "properties": content, "required": ["do"], "additionalProperties": False}


def members(entry):
    """The node keys an entry (component or group) defines, with their aliases, in catalog order."""
    out = {}
    for kind, section in (("property", "properties"), ("slot", "slots"), ("event", "events")):
        for name, member in (entry.get(section) or {}).items():
            if member.get("internal") == "true":
                continue
            schema = {"title": name, "description": describe(kind, member)}
            schema.update({"property": {}, "slot": slot_schema(member), "event": event_schema(member)}[kind])
            out[name] = schema
            for alias in member.get("aliases") or []:
                out.setdefault(alias, dict(schema, title=alias, description=f"Another spelling of `{name}`. " + schema["description"]))
    return out


def group_order(catalog, class_name):
    """The groups a class gets, nearest first: each class's own groups, then its protocols' ones."""
    classes, groups = catalog.get("classes") or {}, catalog.get("groups") or {}
    order = []
    while class_name:
        conforms = classes.get(class_name, {}).get("conforms") or []
        order += [name for name, group in groups.items() if group["appliesTo"] == class_name]
        order += [name for name, group in groups.items() if group["appliesTo"] in conforms]
        class_name = classes.get(class_name, {}).get("super")
    return order


def check_hiding(component, own, inherited):
    """`allOf` applies every group, while the catalog lets a nearer member hide a farther one whole;
    the two agree while a hidden member takes the same shape of value as the one hiding it."""
    def shape(schema):
        return {key: value for key, value in schema.items() if key not in ("title", "description")}
    seen = dict(own)
    for members_of_group in inherited:
        for name, schema in members_of_group.items():
            if name in seen and shape(seen[name]) != shape(schema):
                raise SystemExit(f"error: {component}.{name} hides an inherited member that takes another kind of value; the schema cannot say that with allOf")
            seen.setdefault(name, schema)


def node_definitions(catalog):
    definitions, names = {}, {}
    for name, group in (catalog.get("groups") or {}).items():
        definitions[PREFIX + "group." + name] = {
            "title": f"{name} (ConstruktKit)",
            "description": group.get("doc") or f"Modifiers and events of `{group['appliesTo']}`.",
            "properties": members(group),
        }
    components = catalog.get("components") or {}
    sections = [component for component in components.values() if component.get("kind") == "section"]
    definitions[PREFIX + "section"] = {
        "title": "A section (ConstruktKit)",
        "description": "An entry of a list's `sections:`: items with a cell (`items`, `as`, `id`, `cell`), or static `cells`. LANGUAGE.md §6.",
        "type": "object",
        "propertyNames": {"$ref": "#/$defs/lowerName"},
        "properties": {key: value for section in sections for key, value in members(section).items()},
    }
    for name, component in components.items():
        target = components[component["aliasOf"]] if "aliasOf" in component else component
        if target.get("kind", "view") not in ("view", "viewBuilder"):
            continue
        content = [{"type": "null"}]
        if target.get("primary"):
            content.append({"type": [kind for kind in SCALAR if kind != "null"]})
        if target.get("primary"):
            content.append({"type": "array"})
        elif target.get("defaultSlot"):
            content.append({"type": "array", "items": {"$ref": "#/$defs/componentNode"}})
        groups = group_order(catalog, target["class"])
        check_hiding(name, members(target), [definitions[PREFIX + "group." + group]["properties"] for group in groups])
        content.append({
            "type": "object",
            "propertyNames": {"$ref": "#/$defs/lowerName"},
            "properties": members(target),
            "allOf": [{"$ref": f"#/$defs/{PREFIX}group.{group}"} for group in groups],
        })
        doc = component.get("doc") or target.get("doc") or ""
        takes = []
        if target.get("primary"):
            takes.append("a single value (" + ", ".join(f"`{p}`" for p in target["primary"]) + ")")
        if target.get("defaultSlot"):
            takes.append(f"a list (`{target['defaultSlot']}`)")
        takes.append("properties, or nothing")
        description = (doc + " " if doc else "") + "Takes " + ", ".join(takes) + "."
        definitions[PREFIX + name] = {"title": f"{name} (ConstruktKit)", "description": description, "anyOf": content}
        names[name] = {"$ref": f"#/$defs/{PREFIX}{name}"}
    return definitions, names


def updated_schema(text):
    catalog = yaml.load(CATALOG.read_text(encoding="utf-8"), Loader=TextLoader)
    schema = json.loads(text)
    definitions, names = node_definitions(catalog)
    kept = {name: value for name, value in schema["$defs"].items() if not name.startswith(PREFIX)}
    schema["$defs"] = {**kept, **definitions}
    component_branch = schema["$defs"]["componentNode"]["anyOf"][0]
    component_branch["properties"] = names
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def main(arguments):
    if arguments not in ([], ["--check"]):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    text = SCREEN_SCHEMA.read_text(encoding="utf-8")
    updated = updated_schema(text)
    if arguments == ["--check"]:
        if updated != text:
            print(f"{SCREEN_SCHEMA.relative_to(ROOT)} is not up to date with {CATALOG.relative_to(ROOT)}: run {pathlib.Path(__file__).relative_to(ROOT)}")
            return 1
        return 0
    SCREEN_SCHEMA.write_text(updated, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
