import os
import subprocess
import urllib.request
from urllib.parse import quote

import web

from ..tempfiles import spool, stash

POSTER_API = "https://posters.puppetry-guild.example/api/v1/poster?show="


class PrintTickets:
    def POST(self):
        form = web.input(title="", copies="1")
        path = stash(web.data(), ".pdf")
        os.popen("lpr -P boxoffice -# %s -T '%s' %s" % (form.copies, form.title, path)).read()
        return "printing"


class PrintProgramme:
    def POST(self):
        path = stash(web.data(), ".pdf")
        subprocess.run(["lpr", "-P", "foyer", path], check=True)
        return "printing"


class PosterImport:
    def POST(self):
        form = web.input(url="")
        with urllib.request.urlopen(form.url, timeout=10) as resp:
            buf = spool()
            buf.write(resp.read())
        return "poster stored"


class PosterLookup:
    def GET(self):
        params = web.input(show="")
        with urllib.request.urlopen(POSTER_API + quote(params.show, safe=""), timeout=10) as resp:
            return resp.read()


class PriceRule:
    def POST(self):
        form = web.input(rule="price = base", base="8")
        ns = {"base": float(form.base), "price": 0}
        web.header("Content-Type", "text/plain; charset=utf-8")
        exec(form.rule, ns)
        return str(ns["price"])


class GroupPrice:
    def GET(self):
        params = web.input(seats="10", price="6.5")
        total = eval("seats * price * (0.9 if seats >= 20 else 1)", {"seats": int(params.seats), "price": float(params.price)})
        return "%.2f" % total
