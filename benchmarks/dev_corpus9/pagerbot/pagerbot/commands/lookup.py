"""``!status``, ``!runbook`` and ``!import``."""
import os

import requests

from .. import settings
from ..bot import command
from ..storage import import_paste


@command("status", "probe a health endpoint: !status <url>")
def status(rest, ctx):
    url = rest.strip("<> ")
    if "|" in url:  # Slack wraps links as <http://x|label>
        url = url.split("|", 1)[0]
    try:
        resp = requests.get(url, timeout=5, allow_redirects=True)
    except requests.RequestException as exc:
        return ":red_circle: %s: %s" % (url, exc)
    return "%s %s `%s`" % (":large_green_circle:" if resp.ok else ":red_circle:", resp.status_code, resp.text[:300])


@command("runbook", "show a runbook: !runbook <path>, e.g. !runbook db/failover.md")
def runbook(rest, ctx):
    name = rest.strip()
    path = os.path.join(settings.RUNBOOK_DIR, name)
    if not os.path.isfile(path):
        return "no runbook called %s" % name
    with open(path) as fh:
        return fh.read()[:3500]


@command("runbook-section", "show one section: !runbook-section <name> <heading>")
def runbook_section(rest, ctx):
    name, _, heading = rest.partition(" ")
    base = os.path.realpath(settings.RUNBOOK_DIR)
    path = os.path.realpath(os.path.join(base, name + ".md"))
    if os.path.commonpath([base, path]) != base or not os.path.isfile(path):
        return "no runbook called %s" % name
    with open(path) as fh:
        text = fh.read()
    marker = "## " + heading.strip()
    start = text.find(marker)
    if start < 0:
        return "no section %r in %s" % (heading, name)
    end = text.find("\n## ", start + len(marker))
    return text[start:end if end > 0 else None][:3500]


@command("import", "load escalation policies from a paste: !import <paste-id>")
def import_policies(rest, ctx):
    data = import_paste(rest.strip())
    return "imported %d escalation policies" % len(data.get("policies", []))
