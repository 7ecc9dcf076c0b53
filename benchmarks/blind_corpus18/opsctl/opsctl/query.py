import argparse
import json
import sys


def build_parser():
    p = argparse.ArgumentParser(prog="opsctl-query", description="Filter inventory JSON from stdin.")
    p.add_argument("--where", default="True", help="python expression over each host dict `h`")
    p.add_argument("--fields", default="name")
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    hosts = json.load(sys.stdin)
    pred = compile(args.where, "<where>", "eval")
    for h in hosts:

        if eval(pred, {}, {"h": h}):
            print(" ".join(str(h.get(f, "")) for f in args.fields.split(",")))


if __name__ == "__main__":
    main()
