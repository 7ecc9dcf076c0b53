from html import escape

from plone import api
from Products.Five.browser import BrowserView
from Products.Five.browser.pagetemplatefile import ViewPageTemplateFile

from sporeprint.db import connect

HABITATS = ("beech", "oak", "conifer", "grassland", "dune", "heath", "dung", "wood-chip")


class FindsSearchView(BrowserView):
    template = ViewPageTemplateFile("templates/finds_search.pt")

    def __call__(self):
        form = self.request.form
        self.genus = form.get("genus", "").strip()
        self.habitat = form.get("habitat", "")
        self.recorder = form.get("recorder", "")
        self.results = self.search()
        return self.template()

    def search(self):
        conn = connect()
        sql = "SELECT id, genus, species, site, found_on, recorder FROM finds WHERE 1 = 1"
        params = []
        if self.genus:
            sql += " AND genus = ?"
            params.append(self.genus)
        if self.habitat in HABITATS:
            sql += " AND habitat = ?"
            params.append(self.habitat)
        if self.recorder:
            sql += " AND recorder = '%s'" % self.recorder
        return conn.execute(sql + " ORDER BY found_on DESC", params).fetchall()


class FindDetailView(BrowserView):
    def __call__(self):
        find_id = int(self.request.form.get("id", "0"))
        row = connect().execute("SELECT genus, species, site, notes FROM finds WHERE id = ?", (find_id,)).fetchone()
        if row is None:
            self.request.response.setStatus(404)
            return "Not found"
        self.request.response.setHeader("Content-Type", "text/html; charset=utf-8")
        return "<h1><i>%s %s</i></h1><p>%s</p><div>%s</div>" % (
            escape(row["genus"]), escape(row["species"]), escape(row["site"]), escape(row["notes"] or ""))


class FindsMapPopup(BrowserView):
    """HTML fragment loaded into the Leaflet popup."""

    def __call__(self):
        site = self.request.form.get("site", "")
        count = connect().execute("SELECT COUNT(*) FROM finds WHERE site = ?", (site,)).fetchone()[0]
        self.request.response.setHeader("Content-Type", "text/html")
        return "<strong>%s</strong><br>%d records" % (site, count)


class MyFindsView(BrowserView):
    def __call__(self):
        member = api.user.get_current()
        rows = connect().execute("SELECT id, genus, species FROM finds WHERE recorder = ?", (member.getId(),)).fetchall()
        return "\n".join("%s %s" % (r["genus"], r["species"]) for r in rows)
