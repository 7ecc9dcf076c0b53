import re
from urllib.parse import quote

import requests

from .base import Command, command

_REPO = re.compile(r"^[\w.-]+/[\w.-]+$")


@command("preview")
class PreviewCommand(Command):
    help = "/preview <url>"

    def run(self):
        url = self.args[0] if self.args else ""
        resp = requests.get(url, timeout=5, allow_redirects=True)
        title = re.search(r"<title>(.*?)</title>", resp.text, re.S | re.I)
        return self.reply(title.group(1).strip() if title else "(no title)")


@command("pr")
class PullRequestCommand(Command):
    help = "/pr owner/repo 123"

    def run(self):
        repo, number = (self.args + ["", "0"])[:2]
        if not _REPO.match(repo) or not number.isdigit():
            return self.reply("usage: " + self.help)
        resp = requests.get("https://api.github.com/repos/%s/pulls/%d" % (quote(repo, safe="/"), int(number)), timeout=5)
        return self.reply(resp.json().get("title", "not found"))
