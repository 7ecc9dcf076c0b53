import ast
import os
import random
import re
import subprocess
from urllib.parse import urlparse

import requests

from .registry import command, split_args

HOST_RE = re.compile(r"[A-Za-z0-9.-]{1,253}")
UNFURL_HOSTS = {"github.com", "gitlab.com", "en.wikipedia.org", "www.youtube.com"}
TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)


@command("calc", "<expression>")
def calc(arg, **ctx):
    return eval(arg, {"__builtins__": {}}, {})


@command("roll", "[sides]")
def roll(arg, **ctx):
    sides = int(arg or 6)
    return f"{ctx['user']} rolled {random.randint(1, max(sides, 2))}"


@command("poll", "['option', ...]")
def poll(arg, **ctx):
    options = ast.literal_eval(arg)
    if not isinstance(options, (list, tuple)):
        return "give a list of options"
    return "poll: " + " | ".join(f"{i + 1}) {o}" for i, o in enumerate(options))


@command("ping", "<host>")
def ping(arg, **ctx):
    out = os.popen("ping -c 1 -W 1 " + arg).read()
    return out.splitlines()[-1] if out else "no reply"


@command("whois", "<domain>")
def whois(arg, **ctx):
    args = split_args(arg)
    if len(args) != 1 or not HOST_RE.fullmatch(args[0]) or args[0].startswith("-"):
        return "usage: /whois example.org"
    result = subprocess.run(["whois", args[0]], capture_output=True, text=True, timeout=10)
    return result.stdout[:400]


@command("unfurl", "<url>")
def unfurl(arg, **ctx):
    parts = urlparse(arg.strip())
    if parts.scheme != "https" or parts.hostname not in UNFURL_HOSTS or parts.port not in (None, 443):
        return "only https links to known sites can be unfurled"
    resp = requests.get(parts.geturl(), timeout=5, allow_redirects=False)
    m = TITLE_RE.search(resp.text)
    return m.group(1).strip()[:200] if m else parts.hostname
