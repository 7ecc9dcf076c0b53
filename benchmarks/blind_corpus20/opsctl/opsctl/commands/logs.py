"""opsctl logs report access.log > report.html -- summary shared on the team wiki."""
import collections
import re

LINE_RE = re.compile(r'^(\S+) \S+ \S+ \[[^\]]+\] "([^"]*)" (\d{3}) \S+ "([^"]*)" "([^"]*)"')


def register(sub):
    p = sub.add_parser("logs", help="summarise nginx access logs")
    p.add_argument("action", choices=["report"])
    p.add_argument("logfile")
    p.set_defaults(func=run)


def run(args):
    agents = collections.Counter()
    errors = collections.Counter()
    with open(args.logfile, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            m = LINE_RE.match(line)
            if not m:
                continue
            agents[m.group(5)] += 1
            if m.group(3).startswith("5"):
                errors[m.group(2)] += 1
    rows = "".join("<tr><td>%s</td><td>%d</td></tr>" % (ua, n) for ua, n in agents.most_common(50))
    errs = "".join("<li>%s (%d)</li>" % (req.replace("<", "&lt;").replace(">", "&gt;"), n) for req, n in errors.most_common(20))
    print("<html><body><h1>Access log report</h1><table>%s</table><ul>%s</ul></body></html>" % (rows, errs))
