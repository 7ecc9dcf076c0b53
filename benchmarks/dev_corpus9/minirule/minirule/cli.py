"""``minirule check FILE`` and ``minirule repl``."""
import argparse
import json
import sys

from .loaders import load_rules


def _repl(ruleset):
    namespace = {"rules": ruleset, "json": json}
    print("minirule repl - `rules` is the loaded ruleset; Ctrl-D to quit")
    while True:
        try:
            line = input(">>> ")
        except EOFError:
            print()
            return
        try:
            code = compile(line, "<repl>", "single")
            exec(code, namespace)
        except Exception as exc:
            print("%s: %s" % (type(exc).__name__, exc), file=sys.stderr)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="minirule")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="apply rules to JSON records on stdin")
    check.add_argument("rules")
    repl = sub.add_parser("repl", help="interactive session with a ruleset loaded")
    repl.add_argument("rules")
    args = parser.parse_args(argv)

    with open(args.rules) as fh:
        ruleset = load_rules(fh)
    if args.command == "repl":
        _repl(ruleset)
        return 0
    for line in sys.stdin:
        record = json.loads(line)
        rule = ruleset.first_match(record)
        print(json.dumps({"record": record, "rule": rule.name if rule else None}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
