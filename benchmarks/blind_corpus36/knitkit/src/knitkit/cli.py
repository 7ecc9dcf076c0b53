import argparse
import subprocess

from .charts import load_chart
from .export import to_pdf
from .gauge import evaluate


def main(argv=None):
    ap = argparse.ArgumentParser(prog="knitkit")
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("chart")
    c.add_argument("name")
    c.add_argument("--dir", default=".")
    g = sub.add_parser("gauge")
    g.add_argument("formula")
    g.add_argument("--chest", type=float, default=96)
    e = sub.add_parser("pdf")
    e.add_argument("markdown")
    e.add_argument("--title", default="Pattern")
    e.add_argument("--out", default="pattern.pdf")
    e.add_argument("--open-with", default="xdg-open")
    args = ap.parse_args(argv)
    if args.cmd == "chart":
        chart = load_chart(args.name, args.dir)
        print("\n".join("".join(r) for r in chart.rows))
    elif args.cmd == "gauge":
        print(evaluate(args.formula, chest=args.chest))
    else:
        with open(args.markdown, encoding="utf-8") as fh:
            out = to_pdf(fh.read(), args.title, args.out)
        subprocess.run(f"{args.open_with} {out}", shell=True)
