#!/usr/bin/env python3
"""An independent reader for Bezel's theme schema: validates theme files with the `jsonschema`
package (Debian's python3-jsonschema) against a draft 2020-12 schema.

usage: jsonschema_check.py SCHEMA FILE...
Prints one JSON object: {"FILE": ["json/path: message", ...], ...} (an empty list means valid).
Theme files may hold // and /* */ comments and trailing commas, as Bezel allows; they are removed
first. Exit 0 when the schema itself is valid, 3 when it is not, 4 when jsonschema is missing.
"""
import json
import re
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema is not installed (apt-get install python3-jsonschema)", file=sys.stderr)
    sys.exit(4)


def strip_comments(text):
    out, i, n, in_string = [], 0, len(text), False
    while i < n:
        c = text[i]
        if in_string:
            out.append(c)
            if c == "\\":
                out.append(text[i + 1])
                i += 2
                continue
            if c == '"':
                in_string = False
            i += 1
        elif c == '"':
            in_string = True
            out.append(c)
            i += 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
        else:
            out.append(c)
            i += 1
    return re.sub(r",(\s*[\]}])", r"\1", "".join(out))


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
    except jsonschema.SchemaError as e:
        print(f"invalid schema: {e.message}", file=sys.stderr)
        sys.exit(3)
    validator = jsonschema.Draft202012Validator(schema)
    results = {}
    for path in sys.argv[2:]:
        try:
            with open(path, encoding="utf-8") as f:
                document = json.loads(strip_comments(f.read()))
        except (ValueError, RecursionError) as e:
            results[path] = [f"not JSON: {e}"]
            continue
        results[path] = ["/".join(map(str, e.absolute_path)) + ": " + e.message[:200]
                         for e in validator.iter_errors(document)]
    print(json.dumps(results, indent=1, sort_keys=True))


main()
