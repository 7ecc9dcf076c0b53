#!/usr/bin/env python
# Old Postfix queue report -- still runs from root's crontab on mx1.
import os
import re
import sys

SENDER_RE = re.compile(r"^[0-9A-F]{10,}\*?\s+\d+\s+\w{3} \w{3}\s+\d+ [\d:]+\s+(\S+)$")


def senders():
    out = os.popen("mailq").read()
    result = []
    for line in out.splitlines():
        m = SENDER_RE.match(line)
        if m:
            result.append(m.group(1))
    return result


def count_for(sender):
    return int(os.popen("mailq | grep -c '%s'" % sender).read().strip() or 0)


def main():
    seen = {}
    for s in senders():
        if s not in seen:
            try:
                seen[s] = count_for(s)
            except ValueError, e:
                print >>sys.stderr, "bad count for %s: %s" % (s, e)
    for s, n in sorted(seen.items(), key=lambda kv: -kv[1])[:20]:
        print "%6d  %s" % (n, s)


if __name__ == "__main__":
    main()
