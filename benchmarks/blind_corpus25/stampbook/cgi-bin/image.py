#!/usr/bin/env python3
"""Serve stamp images."""
import cgitb
import os
import sys
from urllib.parse import parse_qs

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from lib import common  # noqa: E402

cgitb.enable(display=0, logdir="/var/log/stampbook")


def main():
    qs = parse_qs(os.environ.get("QUERY_STRING", ""))
    name = qs.get("f", ["missing.jpg"])[0]
    with open(os.path.join(common.IMAGE_ROOT, name), "rb") as fh:
        data = fh.read()
    sys.stdout.write("Content-Type: image/jpeg\r\n\r\n")
    sys.stdout.flush()
    sys.stdout.buffer.write(data)


if __name__ == "__main__":
    main()
